import Foundation
import PlotCore
import PlotRender

/// Renders a `Chart` to a PNG, PDF or SVG file or to its bytes, without a view: what a
/// server's handler or a report job calls. A renderer is a plain value: two render at once on
/// two threads (each thread draws with its own text engine).
///
/// ```swift
/// let renderer = ChartRenderer(content: chart, width: 800, height: 500)
/// try renderer.write(to: URL(fileURLWithPath: "sales.pdf"))
/// let png = try renderer.pngData(scale: 2)  // 1600x1000 pixels
/// ```
///
/// SwiftUI renders a view with `ImageRenderer`; this is PlotKit's counterpart for charts.
public struct ChartRenderer: Sendable {
    /// The chart as the engine draws it, or why it cannot be: thrown by every render.
    private let chart: Result<DataChart, ChartDataError>
    /// The page's width in points (PDF and SVG) or pixels at scale 1 (PNG).
    public var width: Double
    /// The page's height, in the width's units.
    public var height: Double
    /// The page's colours: `.light` (the default) or `.dark` for a dark page.
    public var theme: Theme
    /// Whether `svgData()` and `write(to:)` set an SVG's text as glyph outlines, as Cairo's SVG does (exactly the
    /// PNG's glyphs in any viewer, but nothing to search, copy or read aloud). False, the
    /// default: `<text>` elements, with a `<title>` and `<desc>` saying what the chart shows.
    public var svgTextAsOutlines = false

    /// A renderer of `content` on a page of `width` by `height` points in `theme`'s colours; a
    /// side not given is the chart's `frame(width:height:)`, else 800 by 500.
    public init<Content: ChartContent>(
        content: Chart<Content>, width: Double? = nil, height: Double? = nil, theme: Theme = .light
    ) {
        chart = Result(catching: { () throws(ChartDataError) -> DataChart in try content.dataChart() })
        self.width = width ?? content.frameWidth ?? 800
        self.height = height ?? content.frameHeight ?? 500
        self.theme = theme
    }

    private var size: Size { Size(width, height) }

    /// Writes the chart to a file, whole or not at all: PNG, PDF or SVG by the URL's extension.
    /// - Throws: `ChartDataError` for content the engine does not draw or data it cannot show;
    ///   `RenderError` for a URL that is not a file's, an extension other than .png, .pdf or
    ///   .svg, or a page that cannot be drawn; a file error when it cannot be written.
    public func write(to url: URL) throws {
        guard url.isFileURL else {
            throw RenderError("\(url.absoluteString): give a file URL ending in .png, .pdf or .svg", cause: .request)
        }
        try chart.get().write(
            to: url.path, size: size, theme: theme, format: nil, svgTextAsOutlines: svgTextAsOutlines)
    }

    /// The bytes of a PNG of the chart: `width * scale` by `height * scale` pixels.
    /// - Throws: as `write(to:)`, and `RenderError` for a scale outside 0.01...100.
    public func pngData(scale: Double = 1) throws -> Data {
        Data(try chart.get().fileBytes(format: .png, size: size, scale: scale, theme: theme))
    }

    /// The bytes of a one-page PDF of the chart; text stays text.
    /// - Throws: as `write(to:)`.
    public func pdfData() throws -> Data {
        Data(try chart.get().fileBytes(format: .pdf, size: size, theme: theme))
    }

    /// The bytes of an SVG of the chart: its text as `<text>`, or as outlines when
    /// `svgTextAsOutlines` is set.
    /// - Throws: as `write(to:)`.
    public func svgData() throws -> Data {
        Data(
            try chart.get().fileBytes(
                format: .svg, size: size, theme: theme, svgTextAsOutlines: svgTextAsOutlines))
    }
}
