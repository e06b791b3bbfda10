import PlotCore

/// The file formats a scene renders to.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// A raster image a page (NAME.png, NAME-2.png...), at the page's scale.
    case png
    /// One PDF document of every page.
    case pdf
    /// A vector image a page (NAME.svg, NAME-2.svg...).
    case svg

    /// From a file name's extension; nil when it names none of the formats.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }

    /// How the format keeps a scene's pages - the one place that says it: a PDF holds every
    /// page; a PNG or an SVG holds one, so a scene of N pages makes N files.
    public var medium: PageMedium { self == .pdf ? .document : .filePerPage }

    /// Device pixels per layout unit a vector page is laid out for: a viewer zooms into a PDF,
    /// so a chart keeps the detail of a 4x raster (M4 keeps four points per device column).
    package static let vectorDetail = 4.0

    /// The requested page (its size, and its scale as a PNG's pixel density) as this format
    /// draws it: a PNG at that scale, vector pages at `vectorDetail`; with the format's medium.
    public func page(_ requested: PageSpec) -> PageSpec {
        PageSpec(size: requested.size, scale: self == .png ? requested.scale : Self.vectorDetail, medium: medium)
    }

    /// Pixels per layout unit a picture (a thumbnail) is made at for this format: a PNG's own
    /// density; in a PDF or SVG twice the layout, sharp on screen and in print (a 1920-unit page
    /// printed on A4 is ~460 dpi), without embedding the originals.
    package func imageDetail(_ page: PageSpec) -> Double { self == .png ? page.scale : Self.vectorImageDetail }

    static let vectorImageDetail = 2.0
}
