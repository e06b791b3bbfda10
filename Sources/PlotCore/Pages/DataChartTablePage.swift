/// A chart with the table of its points beside it: the points page, and `plot --input FILE
/// --table`. A row a point in x order, the x and each series' y, headed by the x title and the
/// series' names; rows that do not fit beside the chart go on to pages of table alone
/// (`TableBesideChart`). The note is `DataChartPage`'s, and the title counts what the note
/// counts ("12 rows", or "50 points" for a chart built by hand). Above `rowLimit` rows the page
/// is the chart alone, saying so.
///
/// Series that do not share their x values in the same order (several y columns of one table
/// do) have no table: the chart alone, saying why.
public struct DataChartTablePage {
    package var chart: DataChart
    package var page: PageSpec
    package var theme: Theme

    /// A million rows help no one: above this many the page has no table.
    package static let rowLimit = 5000

    /// The page of `chart` with its table, on `page` in `theme`.
    /// A page no layout can have (a side of NaN, 0 or 1e9, a scale of 0) is laid out as the
    /// nearest it can (`PageSpec.drawable`: sides of 1 to 100,000, scales of 0.01 to 100).
    public init(chart: DataChart, page: PageSpec, theme: Theme = .light) {
        self.chart = chart
        self.page = page.drawable
        self.theme = theme
    }

    /// A table's rows, or points given by hand.
    private var noun: CountedNoun { chart.rowCount == nil ? .point : .row }

    /// The page's title: the chart's, or the count of rows.
    package var title: String {
        if let title = chart.title, !title.isEmpty { return title }
        // What the note counts: the table's rows, or every point of a chart built by hand.
        let count = chart.rowCount ?? chart.pointCount
        return chart.words.count(count, noun)
    }

    /// How an x is written in the table: a time as a date in the axis's zone (all in one form,
    /// as a pie names its slices), a category by its name, a number shortest.
    private func xCell(_ xs: [Double]) -> (Double) -> String {
        let words = chart.words
        switch chart.x {
        case .time(let zone):
            var format = TimeValueFormat(for: xs, timeZone: zone)
            format.names = words.timeNames
            return { format.string(for: $0) }
        case .category(let labels):
            return { $0 >= 0 && $0 < Double(labels.count) ? labels[Int($0)] : words.shortest($0) }
        case .linear, .log:
            return { words.shortest($0) }
        }
    }

    /// The pages laid out (the table may go on), their text measured by `measurer`.
    public func scene(measurer: some TextMeasuring) -> Scene {
        let count = chart.series.first?.points.count ?? 0
        let xs = chart.series.first?.points.xs ?? []
        // Series that dropped a point (an infinite value) no longer share their rows.
        let aligned = chart.series.allSatisfy { $0.digest == nil && $0.points.xs == xs }
        var titled = chart
        titled.title = title
        guard count > 0, count <= Self.rowLimit, aligned else {
            if count > Self.rowLimit { titled.madeNotes.append(.noTableAbove(Self.rowLimit, rows: noun == .row)) }
            if !aligned { titled.madeNotes.append(.noTableUnaligned) }
            return DataChartPage(chart: titled, page: page, theme: theme).scene(measurer: measurer)
        }
        // In x order, rows of one x in file order.
        let words = chart.words
        let order = xs.indices.sorted { xs[$0] < xs[$1] || (xs[$0] == xs[$1] && $0 < $1) }
        let style = ChartStyle(page: page.size, theme: theme)
        let tableStyle = TableStyle(page: page.size, theme: theme)
        let titles = [chart.xTitle ?? "x"] + chart.series.map(\.name)
        let columns =
            [TableColumn("#", alignment: .trailing, muted: true)]
            + titles.map {
                TableColumn(TableBesideChart.header($0, style: tableStyle, measurer: measurer), alignment: .decimal)
            }
        let xText = xCell(xs)
        let rows = order.enumerated().map { position, index in
            // A missing y (a gap in the line) is an empty cell, as the file had it.
            [String(position + 1), xText(xs[index])]
                + chart.series.map { $0.points.ys[index].isNaN ? "" : words.shortest($0.points.ys[index]) }
        }
        let title = title
        let laterTitle = { (rows: Range<Int>) in "\(title): " + words.rows(rows, of: count, noun) }
        var pagination = Pagination(
            page: page, title: title, laterTitle: laterTitle, pageLabel: words.pageLabel, balancesPages: true)
        pagination.theme = theme
        let table = TableLayout(columns: columns, rows: rows, style: tableStyle)
        let chartPage = DataChartPage(chart: titled, page: page, theme: theme)
        var (pages, planned, result) = laidOut(titled, table, pagination, style: style, measurer: measurer)
        // A note too long for its line (with room for a page label) gets two.
        let pageCount = planned.table.pages.count
        let label = pageCount > 1 ? " · " + pagination.pageLabel(pageCount, pageCount) : ""
        if pagination.chrome(title).noteLinesNeeded(chartPage.note(result) + label, page: page.size, measurer: measurer)
            > 1
        {
            pagination.noteLines = 2
            (pages, planned, result) = laidOut(titled, table, pagination, style: style, measurer: measurer)
        }
        var scene = pages.scene(
            planned.table, note: chartPage.note(result), firstPageItems: result.items, measurer: measurer)
        if !scene.pages.isEmpty { scene.pages[0].summary = chartPage.summary(result) }
        return scene
    }

    /// The table's pages planned beside the chart, and the chart laid out in its room.
    private func laidOut(
        _ titled: DataChart, _ table: TableLayout, _ pagination: Pagination, style: ChartStyle,
        measurer: some TextMeasuring
    ) -> (TablePages, TableBesideChart.Plan, DataChartLayout.Result) {
        let pages = TablePages(table: table, pagination: pagination)
        let frame = pagination.chrome(title).layout(page: page.size, measurer: measurer)
        let planned = TableBesideChart(pages: pages, page: page).plan(
            content: frame.content, gap: style.font.size * 1.5, measurer: measurer)
        let result = DataChartLayout(chart: titled, style: style, pixelDensity: page.scale).layout(
            in: planned.chartFrame, measurer: measurer)
        return (pages, planned, result)
    }
}
