/// A data chart with the table of its points beside it (`plot --input FILE --table`): a row a
/// point in x order, the x and each series' y, headed by the columns' and series' names; rows
/// that do not fit beside the chart go on to pages of table alone (`TableBesideChart`). The
/// note is `DataChartPage`'s, and the title counts the rows as it does ("12 rows"). Above
/// `rowLimit` rows the page is the chart alone, saying so.
/// - Precondition: every series has the same x values in the same order (several y columns of
///   one table, read as lines).
public struct DataChartTablePage {
    public var chart: DataChart
    public var page: PageSpec

    /// A million rows help no one: the points page's limit.
    public static let rowLimit = 5000

    public init(chart: DataChart, page: PageSpec) {
        self.chart = chart
        self.page = page
    }

    public func scene(measurer: some TextMeasuring) -> Scene {
        let count = chart.series.first?.points.count ?? 0
        let xs = chart.series.first?.points.xs ?? []
        // Series that dropped a point (an infinite value) no longer share their rows.
        let aligned = chart.series.allSatisfy { $0.points.xs == xs }
        guard count > 0, count <= Self.rowLimit, aligned else {
            var alone = chart
            if count > Self.rowLimit { alone.notes.append("no table above 5,000 rows") }
            if !aligned { alone.notes.append("no table: the series do not share their rows") }
            return DataChartPage(chart: alone, page: page).scene(measurer: measurer)
        }
        // In x order, rows of one x in file order.
        let order = xs.indices.sorted { xs[$0] < xs[$1] || (xs[$0] == xs[$1] && $0 < $1) }
        let style = ChartStyle(page: page.size)
        let tableStyle = TableStyle(page: page.size)
        let titles = [chart.xTitle ?? "x"] + chart.series.map(\.name)
        let columns =
            [TableColumn("#", alignment: .trailing, muted: true)]
            + titles.map {
                TableColumn(TableBesideChart.header($0, style: tableStyle, measurer: measurer), alignment: .decimal)
            }
        let rows = order.enumerated().map { position, index in
            // A missing y (a gap in the line) is an empty cell, as the file had it.
            [String(position + 1), NumberText.shortest(xs[index])]
                + chart.series.map { $0.points.ys[index].isNaN ? "" : NumberText.shortest($0.points.ys[index]) }
        }
        // A table of rows, counted as the note counts them ("12 rows · line").
        let title =
            chart.title ?? (count == 1 ? "1 row" : TickLabelFormat(decimals: 0).string(for: Double(count)) + " rows")
        let laterTitle = { (rows: Range<Int>) in
            "\(title): rows \(rows.lowerBound + 1)–\(rows.upperBound) of \(count)"
        }
        let pages = TablePages(
            table: TableLayout(columns: columns, rows: rows, style: tableStyle),
            pagination: Pagination(page: page, title: title, laterTitle: laterTitle, balancesPages: true))
        let frame = PageChrome(title: title, style: style).layout(page: page.size, measurer: measurer)
        let planned = TableBesideChart(pages: pages, page: page).plan(
            content: frame.content, gap: style.font.size * 1.5, measurer: measurer)
        let result = DataChartLayout(chart: chart, style: style, pixelDensity: page.scale).layout(
            in: planned.chartFrame, measurer: measurer)
        return pages.scene(
            planned.table, note: DataChartPage(chart: chart, page: page).note(result), firstPageItems: result.items,
            measurer: measurer)
    }
}
