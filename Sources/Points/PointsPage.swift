import PlotCore

/// The page of the points job: the table of points (sorted by x) and the chart, drawn by the
/// one chart engine: the points are a `DataChart.points` line, put beside its table by
/// `DataChartTablePage` (portrait above, landscape beside; rows that do not fit go on to pages
/// of table alone), or alone with `chartOnly`.
public struct PointsPage {
    /// The chart of the points (`DataChart.points`); its title, when nil, counts the points.
    public var chart: DataChart
    public var page: PageSpec
    public var theme: Theme
    public var chartOnly: Bool

    /// - Parameters:
    ///   - source: where the points came from, for the note line ("the embedded demo server").
    public init(chart: DataChart, page: PageSpec, theme: Theme = .light, chartOnly: Bool = false, source: String? = nil)
    {
        self.chart = chart
        self.page = page
        self.theme = theme
        self.chartOnly = chartOnly
        if let source { self.chart.notes.append("from \(source)") }
    }

    public func scene(measurer: some TextMeasuring) -> Scene {
        let table = DataChartTablePage(chart: chart, page: page, theme: theme)
        guard chartOnly else { return table.scene(measurer: measurer) }
        return chartPage.scene(measurer: measurer)
    }

    /// The chart alone, titled as the page would title it (`chartOnly`, and `plot serve`).
    package var chartPage: DataChartPage {
        var titled = chart
        titled.title = DataChartTablePage(chart: chart, page: page, theme: theme).title
        return DataChartPage(chart: titled, page: page, theme: theme)
    }
}
