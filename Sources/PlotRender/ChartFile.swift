import Foundation
import PlotCore

extension DataChart {
    /// Draws the chart on a page of `size` and writes it to `path`, whole or not at all: PNG,
    /// PDF or SVG by the file name's extension (`"waves.png"`). The text engine is this
    /// thread's own, made once a thread, so charts render from any task at once.
    ///
    /// ```swift
    /// try chart.write(to: "waves.png", size: Size(1200, 700))
    /// ```
    /// - Parameters:
    ///   - path: the file to write; its extension names the format.
    ///   - size: the page in pixels for PNG, points for PDF and SVG.
    ///   - theme: light or dark.
    ///   - format: the format, when given, must be the one the extension names.
    /// - Returns: the paths written (a PNG or SVG of N pages is N files: NAME.png, NAME-2.png).
    /// - Throws: `ChartDataError` for data the chart cannot show (`validate()`); `RenderError`
    ///   (cause `.request`) for a name that ends in none of the formats, a format the name
    ///   contradicts or a page of a side under 1 or over 100,000; `ChartDataError` for a chart
    ///   whose series are kept elsewhere (use `write(to:size:from:)`); a file error when it
    ///   cannot be written.
    @discardableResult
    public func write(
        to path: String, size: Size = Size(1200, 700), theme: Theme = .light, format: OutputFormat? = nil
    ) throws -> [String] {
        try write(to: path, size: size, theme: theme, format: format, svgTextAsOutlines: false)
    }

    /// As `write(to:size:theme:format:)`, an SVG's text as glyph outlines when asked
    /// (`SceneOutput.svgTextAsOutlines`): what `ChartRenderer` writes.
    @discardableResult
    package func write(
        to path: String, size: Size, theme: Theme, format: OutputFormat?, svgTextAsOutlines: Bool
    ) throws -> [String] {
        let named = try Self.format(of: path, asked: format, size: size)
        try validate()
        try checkHeld()
        return try write(
            to: path, page: named.page(PageSpec(size: size)), format: named, theme: theme,
            svgTextAsOutlines: svgTextAsOutlines)
    }

    /// The same for a chart whose series are kept elsewhere (a file too big to hold, a query):
    /// the chart is first completed from `source` for this page (`complete(from:)`), then
    /// written; memory stays the size of the page's pixel columns.
    ///
    /// ```swift
    /// let file = try CSVSeriesSource(path: "big.csv", x: "time", ys: ["value"])
    /// var chart = file.lineChart()
    /// try await chart.write(to: "big.png", size: Size(1600, 900), from: file)
    /// ```
    @discardableResult
    public mutating func write(
        to path: String, size: Size = Size(1200, 700), theme: Theme = .light, format: OutputFormat? = nil,
        from source: some SeriesSource
    ) async throws -> [String] {
        let named = try Self.format(of: path, asked: format, size: size)
        try validate()
        let page = named.page(PageSpec(size: size))
        try await complete(from: source, page: page, theme: theme, measurer: PangoTextEngine())
        return try write(to: path, page: page, format: named, theme: theme)
    }

    private func write(
        to path: String, page: PageSpec, format: OutputFormat, theme: Theme, svgTextAsOutlines: Bool = false
    ) throws -> [String] {
        let text = PangoTextEngine.forThisThread
        let scene = DataChartPage(chart: self, page: page, theme: theme).scene(measurer: text)
        var output = SceneOutput(text: text)
        output.svgTextAsOutlines = svgTextAsOutlines
        return try PageWriter(output: output).write(scene, format: format, to: .file(path)).paths
    }

    /// The bytes of the chart's file in `format`, drawn on a page of `size` as `write` draws it
    /// (a PNG at `scale` pixels a unit), for a caller that keeps them in memory (an HTTP
    /// response, `ChartRenderer`). A chart of several pages gives its first.
    /// - Throws: as `write(to:size:theme:format:)`, and `RenderError` for a scale outside 0.01...100.
    /// An SVG's text is `<text>` unless `svgTextAsOutlines` (`SceneOutput.svgTextAsOutlines`).
    package func fileBytes(
        format: OutputFormat, size: Size, scale: Double = 1, theme: Theme, svgTextAsOutlines: Bool = false
    ) throws -> [UInt8] {
        try Self.check(size)
        guard scale.isFinite, PageSpec.scales.contains(scale) else {
            throw RenderError("a scale of \(scale) cannot be drawn: 0.01 to 100", cause: .request)
        }
        try validate()
        try checkHeld()
        let text = PangoTextEngine.forThisThread
        let page = format.page(PageSpec(size: size, scale: scale))
        let scene = DataChartPage(chart: self, page: page, theme: theme).scene(measurer: text)
        var output = SceneOutput(text: text)
        output.svgTextAsOutlines = svgTextAsOutlines
        guard let first = try output.files(scene, format: format).first else {
            throw RenderError("the chart drew no page")
        }
        return first
    }

    /// Refuses a chart whose series are kept elsewhere: they are drawn once completed.
    private func checkHeld() throws(ChartDataError) {
        if let kept = series.first(where: { $0.digest != nil }) {
            throw ChartDataError(
                "series \"\(kept.name)\" is kept elsewhere (a SeriesSource): write it with write(to:size:from:), which completes it first",
                isUsage: true)
        }
    }

    /// The longest side of a page `write` draws, in layout units: a poster, not a number that
    /// overflows the layout's pixel arithmetic.
    static var maxSide: Double { 100_000 }

    /// The format `path` names, checked against the one asked for and the page's size.
    private static func format(of path: String, asked: OutputFormat?, size: Size) throws(RenderError) -> OutputFormat {
        guard let named = OutputFormat(fileName: path) else {
            throw RenderError("\(path): give a file name ending in .png, .pdf or .svg", cause: .request)
        }
        if let asked, asked != named {
            throw RenderError(
                "\(path) names a .\(named.rawValue) file, but the format asked for is \(asked.rawValue)",
                cause: .request)
        }
        try check(size)
        return named
    }

    /// Refuses a page too small or too big to draw.
    private static func check(_ size: Size) throws(RenderError) {
        guard size.width.isFinite, size.height.isFinite, (1...maxSide).contains(size.width),
            (1...maxSide).contains(size.height)
        else {
            throw RenderError("a page of \(size.width)×\(size.height) cannot be drawn", cause: .request)
        }
    }
}

extension PangoTextEngine {
    /// This thread's engine, made on first use and kept: an engine is used by one thread at a
    /// time, and making one costs milliseconds (a font map), so each thread keeps its own.
    static var forThisThread: PangoTextEngine {
        let key = "PlotKit.PangoTextEngine"
        if let engine = Thread.current.threadDictionary[key] as? PangoTextEngine { return engine }
        let engine = PangoTextEngine()
        Thread.current.threadDictionary[key] = engine
        return engine
    }
}
