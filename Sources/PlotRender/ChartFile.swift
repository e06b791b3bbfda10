import Foundation
import PlotCore

extension DataChart {
    /// Draws the chart on a page of `size` and writes it to `path`, whole or not at all: PNG,
    /// PDF or SVG by the file name's extension (`"waves.png"`). The text engine is this
    /// thread's own (`PangoTextEngine.forThisThread`), so charts render from any task at once.
    ///
    /// ```swift
    /// try chart.write(to: "waves.png", size: Size(1200, 700))
    /// ```
    /// - Parameters:
    ///   - format: the format, when given, must be the one the extension names.
    /// - Returns: the paths written (a PNG or SVG of N pages is N files: NAME.png, NAME-2.png).
    /// - Throws: `ChartDataError` for data the chart cannot show (`validate()`); `RenderError`
    ///   (cause `.request`) for a name that ends in none of the formats, a format the name
    ///   contradicts or a page too large; a file error when it cannot be written.
    @discardableResult
    public func write(
        to path: String, size: Size = Size(1200, 700), theme: Theme = .light, format: OutputFormat? = nil
    ) throws -> [String] {
        guard let named = OutputFormat(fileName: path) else {
            throw RenderError("\(path): give a file name ending in .png, .pdf or .svg", cause: .request)
        }
        if let format, format != named {
            throw RenderError(
                "\(path) names a .\(named.rawValue) file, but the format asked for is \(format.rawValue)",
                cause: .request)
        }
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else {
            throw RenderError("a page of \(size.width)×\(size.height) cannot be drawn", cause: .request)
        }
        try validate()
        let text = PangoTextEngine.forThisThread
        let scene = DataChartPage(chart: self, page: named.page(PageSpec(size: size)), theme: theme)
            .scene(measurer: text)
        return try PageWriter(output: SceneOutput(text: text)).write(scene, format: named, to: .file(path)).paths
    }
}

extension PangoTextEngine {
    /// This thread's engine, made on first use and kept: an engine is used by one thread at a
    /// time, and making one costs milliseconds (a font map), so each thread keeps its own.
    public static var forThisThread: PangoTextEngine {
        let key = "PlotKit.PangoTextEngine"
        if let engine = Thread.current.threadDictionary[key] as? PangoTextEngine { return engine }
        let engine = PangoTextEngine()
        Thread.current.threadDictionary[key] = engine
        return engine
    }
}
