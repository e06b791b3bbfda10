import PlotCore
import PlotRender

extension Chart {
    /// Draws the chart on a page of `size` and writes it to `path` (PNG, PDF or SVG by the
    /// name), as `DataChart.write(to:size:theme:format:)` does.
    /// - Throws: `ChartDataError` for content not drawn (see `dataChart()`) or data the chart
    ///   cannot show; `RenderError` for a name or a size that cannot be written.
    @discardableResult
    public func write(to path: String, size: Size = Size(1200, 700), theme: Theme = .light) throws -> [String] {
        try dataChart().write(to: path, size: size, theme: theme)
    }
}
