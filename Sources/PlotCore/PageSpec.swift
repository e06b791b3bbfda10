/// The size of a page in layout units and the pixel density of raster output: a PNG is
/// `size * scale` pixels; PDF and SVG pages are `size` points.
public struct PageSpec: Sendable, Equatable {
    public var size: Size
    public var scale: Double

    public init(size: Size, scale: Double = 1) {
        self.size = size
        self.scale = scale
    }

    /// Phone-like pages: 1080 x 1920 and 1920 x 1080 at scale 1.
    public static let portrait = PageSpec(size: Size(1080, 1920))
    public static let landscape = PageSpec(size: Size(1920, 1080))

    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// Reads "WxH" (e.g. 1600x1200); nil when it is not two whole numbers from 16 to 20000.
    public static func parseSize(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (16...20_000).contains(width), (16...20_000).contains(height)
        else { return nil }
        return Size(Double(width), Double(height))
    }
}
