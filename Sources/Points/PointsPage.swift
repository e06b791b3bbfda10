import PlotCore

/// The page of the points job: the table of points (sorted by x) and the chart. Portrait puts
/// the table above the chart, landscape beside it. Rows that do not fit continue on further
/// pages of table alone: text is never shrunk to squeeze them in.
public struct PointsPage {
    public var series: PointSeries
    public var options: ChartOptions
    public var page: PageSpec
    public var chartOnly: Bool
    /// Where the points came from, for the note line (e.g. "the embedded demo server").
    public var source: String?

    /// Above this many points the page has no table: a million rows help no one, and the chart
    /// then needs no full sort (see ChartLayout).
    public static let tableRowLimit = 5000

    public init(
        series: PointSeries, options: ChartOptions, page: PageSpec, chartOnly: Bool = false, source: String? = nil
    ) {
        self.series = series
        self.options = options
        self.page = page
        self.chartOnly = chartOnly
        self.source = source
    }

    var title: String {
        if let title = options.title, !title.isEmpty { return title }
        let count = TickLabelFormat(decimals: 0).string(for: Double(series.count))
        return series.count == 1 ? "1 point" : "\(count) points"
    }

    /// The points the table lists, sorted by x; nil when the page has no table.
    var tableSeries: PointSeries? {
        chartOnly || series.isEmpty || series.count > Self.tableRowLimit ? nil : series.sortedByX()
    }

    public func scene(measurer: some TextMeasuring) -> Scene {
        let style = ChartStyle(page: page.size)
        let chrome = PageChrome(title: title, style: style)
        let frame = chrome.layout(page: page.size, measurer: measurer)
        guard let sorted = tableSeries else {
            let chart = chart(series, in: frame.content, measurer: measurer)
            let note = chrome.note(
                note(visibleCount: chart.visibleCount, decimated: chart.decimated), in: frame, measurer: measurer)
            return Scene(
                pages: [ScenePage(size: page.size, items: frame.items + chart.items + [note])], scale: page.scale)
        }
        let count = series.count
        let laterTitle = { [title] (rows: Range<Int>) in
            "\(title): points \(rows.lowerBound + 1)–\(rows.upperBound) of \(count)"
        }
        let pages = TablePages(
            table: PointsTable.layout(sorted, style: TableStyle(page: page.size)),
            pagination: Pagination(page: page, title: title, laterTitle: laterTitle, balancesPages: true))
        let planned = TableBesideChart(pages: pages, page: page).plan(
            content: frame.content, gap: style.font.size * 1.5, measurer: measurer)
        let (plan, chartFrame) = (planned.table, planned.chartFrame)
        // The sorted series goes on to the chart, which does not sort it again.
        let chart = chart(sorted, in: chartFrame, measurer: measurer)
        return pages.scene(
            plan, note: note(visibleCount: chart.visibleCount, decimated: chart.decimated), firstPageItems: chart.items,
            measurer: measurer)
    }

    private func chart(_ series: PointSeries, in frame: Rect, measurer: some TextMeasuring) -> ChartLayout.Result {
        ChartLayout(series: series, options: options, style: ChartStyle(page: page.size), pixelDensity: page.scale)
            .layout(in: frame, measurer: measurer)
    }

    /// "50 points · monotone curve · zoom 2× · from the embedded demo server"; the page label
    /// follows when the table goes on.
    func note(visibleCount: Int, decimated: Bool) -> String {
        var parts = [
            ChartPage(series: series, options: options, page: page).note(
                visibleCount: visibleCount, decimated: decimated)
        ]
        if let source { parts.append("from \(source)") }
        if !chartOnly && series.count > Self.tableRowLimit { parts.append("no table above 5,000 points") }
        return parts.joined(separator: " · ")
    }
}
