/// A table beside a chart (landscape) or above it (portrait) on a page, its rows going on to
/// pages of table alone: how the first page is split between the two, and the table's pages,
/// planned once. The table takes only the room its rows need, up to a share of the page; a
/// last block of rows that would make a page of its own stays (the table stretches), and
/// rows that do go on are spread evenly over the pages they need, the first page's table then
/// sized for its share. The points page and `DataChartTablePage` are laid out by it.
struct TableBesideChart {
    var pages: TablePages
    var page: PageSpec

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

    /// A column's title as the table heads it: a long one cut with "…".
    static func header(_ title: String, style: TableStyle, measurer: some TextMeasuring) -> String {
        TextWrapping(measurer: measurer, font: style.headerFont).truncate(
            title, width: style.font.size * headerWidthInFontSizes)
    }

    init(pages: TablePages, page: PageSpec) {
        self.pages = pages
        self.page = page
    }

    struct Plan {
        var table: TablePages.Plan
        /// The first page's room for the chart.
        var chartFrame: Rect
    }

    /// - Parameters:
    ///   - content: the first page's content, for the table and the chart.
    ///   - gap: between the table and the chart.
    func plan(content: Rect, gap: Double, measurer: some TextMeasuring) -> Plan {
        let metrics = pages.table.metrics(measurer: measurer)
        var (tableFrame, chartFrame) = split(content, count: pages.table.rows.count, metrics: metrics, gap: gap)
        var plan = pages.plan(firstContent: tableFrame, metrics: metrics, measurer: measurer)
        // Rows that go on to more pages are spread evenly over them (50 + 50, not 96 + 4): the
        // first page's table is then sized for its share, and the chart takes the room left.
        if plan.pages.count > 1, let first = plan.pages.first?.items.count, first > 0 {
            let (shareFrame, widerChart) = split(content, count: first, metrics: metrics, gap: gap)
            if shareFrame != tableFrame {
                (tableFrame, chartFrame) = (shareFrame, widerChart)
                plan = pages.plan(firstContent: tableFrame, metrics: metrics, measurer: measurer)
            }
        }
        return Plan(table: plan, chartFrame: chartFrame)
    }

    /// The table's part of the content and the chart's, for `count` rows on the first page.
    private func split(_ content: Rect, count: Int, metrics: TableLayout.Metrics, gap: Double) -> (Rect, Rect) {
        let table = pages.table
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
}
