/// The size of a page in layout units, the device pixels per layout unit it is drawn for, and
/// how its pages are kept. A PNG is `size * scale` pixels; PDF and SVG pages are `size` points.
/// The scene a page lays out carries the scale on, and renderers read it from there.
public struct PageSpec: Sendable, Equatable {
    /// The page's size in layout units.
    public var size: Size
    /// Device pixels per layout unit (a raster is `size * scale` pixels).
    public var scale: Double
    /// How the output keeps several pages.
    public var medium: PageMedium

    /// A page of `size` at `scale`; `OutputFormat.page(_:)` sets the medium a format needs.
    public init(size: Size, scale: Double = 1, medium: PageMedium = .document) {
        self.size = size
        self.scale = scale
        self.medium = medium
    }

    /// Phone-like pages: 1080 x 1920 and 1920 x 1080 at scale 1.
    public static let portrait = PageSpec(size: Size(1080, 1920))
    /// A landscape page (the points page's default).
    public static let landscape = PageSpec(size: Size(1920, 1080))

    /// The longest side a page is laid out with, in layout units: a poster.
    package static let maxSide = 100_000.0
    /// Device pixels per layout unit a page is laid out for, at least and at most.
    package static let scales = 0.01...100.0

    /// This page as a layout can take it, for pages asked for with any numbers: a side below 1
    /// (or NaN) is 1 and one above `maxSide` (infinity too) is `maxSide`; a scale that is not
    /// a number above 0 is 1, others are held to `scales`. A page that could be drawn is itself.
    package var drawable: PageSpec {
        func side(_ value: Double) -> Double { value >= 1 ? min(value, Self.maxSide) : 1 }
        let scale =
            scale > 0 && scale.isFinite ? min(max(scale, Self.scales.lowerBound), Self.scales.upperBound) : 1
        return PageSpec(size: Size(side(size.width), side(size.height)), scale: scale, medium: medium)
    }

    package var pixelWidth: Int { Int((size.width * scale).rounded()) }
    package var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// Reads "WxH" (e.g. 1600x1200); nil when it is not two whole numbers from 16 to 20000.
    package static func parseSize(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (16...20_000).contains(width), (16...20_000).contains(height)
        else { return nil }
        return Size(Double(width), Double(height))
    }
}

/// How a scene's pages are kept, which decides how they paginate: the output format says which
/// (PlotRender's `OutputFormat.medium`), page layouts only read it.
public enum PageMedium: Sendable, Equatable {
    /// Every page in one document (PDF): each page has the page's size.
    case document
    /// Each page a file of its own (PNG, SVG): a page may grow taller to hold more, and a
    /// layout may cap the number of pages so a run does not write hundreds of files.
    case filePerPage
}
