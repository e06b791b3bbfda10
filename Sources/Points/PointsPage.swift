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
    /// The table's headers over x and y: the names of the columns the points were read from.
    public var xTitle: String
    public var yTitle: String
    /// What the note line adds about how the points were read ("2 bad rows skipped").
    public var notes: [String]

    /// The most of the content the table may take above (portrait) or beside (landscape) the
    /// chart: enough for 50 points on one page either way; it takes only what it needs.
    static let portraitTableShare = 0.56
    static let landscapeTableShare = 0.6
    /// The most it may take when that holds every row (portrait: a few rows more a block;
    /// landscape: one block more): those rows would otherwise make a page of their own.
    static let portraitStretchShare = 0.66
    static let landscapeStretchShare = 0.7
    /// A header wider than this many font sizes ends in "…": a long column name would
    /// otherwise widen every block of the table.
    static let headerWidthInFontSizes = 9.0

    /// Above this many points the page has no table: a million rows help no one, and the chart
    /// then needs no full sort (see ChartLayout).
    public static let tableRowLimit = 5000

    public init(
        series: PointSeries, options: ChartOptions, page: PageSpec, chartOnly: Bool = false, source: String? = nil,
        xTitle: String = "x", yTitle: String = "y", notes: [String] = []
    ) {
        self.notes = notes
        self.series = series
        self.options = options
        self.page = page
        self.chartOnly = chartOnly
        self.source = source
        self.xTitle = xTitle
        self.yTitle = yTitle
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
        let tableStyle = TableStyle(page: page.size)
        let headers = TextWrapping(measurer: measurer, font: tableStyle.headerFont)
        let headerWidth = tableStyle.font.size * Self.headerWidthInFontSizes
        let laterTitle = { [title] (rows: Range<Int>) in
            "\(title): points \(rows.lowerBound + 1)–\(rows.upperBound) of \(count)"
        }
        let pages = TablePages(
            table: PointsTable.layout(
                sorted, style: tableStyle, xTitle: headers.truncate(xTitle, width: headerWidth),
                yTitle: headers.truncate(yTitle, width: headerWidth)),
            pagination: Pagination(page: page, title: title, laterTitle: laterTitle, balancesPages: true))
        let metrics = pages.table.metrics(measurer: measurer)
        let gap = style.font.size * 1.5
        var (tableFrame, chartFrame) = split(
            frame.content, count: sorted.count, table: pages.table, metrics: metrics, gap: gap)
        var plan = pages.plan(firstContent: tableFrame, metrics: metrics, measurer: measurer)
        // Rows that go on to more pages are spread evenly over them (50 + 50, not 96 + 4): the
        // first page's table is then sized for its share, and the chart takes the room left.
        if plan.pages.count > 1, let first = plan.pages.first?.items.count, first > 0 {
            let (shareFrame, widerChart) = split(
                frame.content, count: first, table: pages.table, metrics: metrics, gap: gap)
            if shareFrame != tableFrame {
                (tableFrame, chartFrame) = (shareFrame, widerChart)
                plan = pages.plan(firstContent: tableFrame, metrics: metrics, measurer: measurer)
            }
        }
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

    /// The table's part of the content and the chart's.
    private func split(
        _ content: Rect, count: Int, table: TableLayout, metrics: TableLayout.Metrics, gap: Double
    ) -> (Rect, Rect) {
        if page.size.height >= page.size.width {
            let across = table.blocksAcross(width: content.width, metrics: metrics)
            let rowsNeeded = (count + across - 1) / across
            let needed = metrics.headerHeight + Double(rowsNeeded) * metrics.rowHeight + 1
            let height =
                needed <= content.height * Self.portraitStretchShare
                ? needed : min(needed, content.height * Self.portraitTableShare)
            return (
                Rect(x: content.minX, y: content.minY, width: content.width, height: height),
                content.inset(top: height + gap)
            )
        }
        let perBlock = max(1, table.rowsPerBlock(height: content.height, metrics: metrics))
        let blocksNeeded = (count + perBlock - 1) / perBlock
        let usual = table.blocksAcross(width: content.width * Self.landscapeTableShare, metrics: metrics)
        // One block more than the usual share holds, when that is the last one: its rows would
        // otherwise make a page of their own.
        let stretched =
            blocksNeeded == usual + 1
            && table.width(ofBlocks: blocksNeeded, metrics: metrics) <= content.width * Self.landscapeStretchShare
        let maxWidth = content.width * (stretched ? Self.landscapeStretchShare : Self.landscapeTableShare)
        let blocks = stretched ? blocksNeeded : min(blocksNeeded, usual)
        let width = min(table.width(ofBlocks: blocks, metrics: metrics), maxWidth)
        // Rows spread evenly over the blocks (25 + 25, not 48 + 2) when they all fit.
        let rowsEach = count <= perBlock * blocks ? (count + blocks - 1) / blocks : perBlock
        let height = metrics.headerHeight + Double(rowsEach) * metrics.rowHeight + 1
        return (
            Rect(x: content.minX, y: content.minY, width: width, height: min(height, content.height)),
            content.inset(left: width + gap)
        )
    }

    /// "50 points · monotone curve · zoom 2× · from the embedded demo server"; the page label
    /// follows when the table goes on.
    func note(visibleCount: Int, decimated: Bool) -> String {
        var parts = [
            ChartPage(series: series, options: options, page: page).note(
                visibleCount: visibleCount, decimated: decimated)
        ]
        if let source { parts.append("from \(source)") }
        parts += notes
        if !chartOnly && series.count > Self.tableRowLimit { parts.append("no table above 5,000 points") }
        return parts.joined(separator: " · ")
    }
}
