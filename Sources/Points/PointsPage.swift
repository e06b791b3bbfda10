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

    /// The most of the content the table may take above (portrait) or beside (landscape) the
    /// chart: enough for 50 points on one page either way; it takes only what it needs.
    static let portraitTableShare = 0.56
    static let landscapeTableShare = 0.6

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
        let sorted = tableSeries
        let table = PointsTable.layout(sorted ?? PointSeries(), style: TableStyle(page: page.size))
        var items = frame.items
        var next = series.count
        var chartFrame = frame.content
        if let sorted {
            let metrics = table.metrics(measurer: measurer)
            let (tableFrame, rest) = split(
                frame.content, count: sorted.count, table: table, metrics: metrics, gap: style.font.size * 1.5)
            let flowed = table.flow(in: tableFrame, from: 0, metrics: metrics, measurer: measurer)
            items += flowed.items
            next = flowed.next
            chartFrame = rest
        }
        let chart = ChartLayout(series: series, options: options, style: style, pixelDensity: page.scale).layout(
            in: chartFrame, measurer: measurer)
        items += chart.items
        var pages = [ScenePage(size: page.size, items: items)]
        if next < series.count {
            pages += continuationPages(from: next, table: table, style: style, measurer: measurer)
        }
        let firstNote = note(visibleCount: chart.visibleCount, decimated: chart.decimated, pages: pages.count)
        pages[0].items.append(chrome.note(firstNote, in: frame, measurer: measurer))
        return Scene(pages: pages, scale: page.scale)
    }

    /// The table's part of the content and the chart's.
    private func split(
        _ content: Rect, count: Int, table: TableLayout, metrics: TableLayout.Metrics, gap: Double
    ) -> (Rect, Rect) {
        if page.size.height >= page.size.width {
            let across = table.blocksAcross(width: content.width, metrics: metrics)
            let rowsNeeded = (count + across - 1) / across
            let needed = metrics.headerHeight + Double(rowsNeeded) * metrics.rowHeight + 1
            let height = min(needed, content.height * Self.portraitTableShare)
            return (
                Rect(x: content.minX, y: content.minY, width: content.width, height: height),
                content.inset(top: height + gap)
            )
        }
        let perBlock = max(1, table.rowsPerBlock(height: content.height, metrics: metrics))
        let blocksNeeded = (count + perBlock - 1) / perBlock
        let maxWidth = content.width * Self.landscapeTableShare
        let blocks = min(blocksNeeded, table.blocksAcross(width: maxWidth, metrics: metrics))
        let width = min(table.width(ofBlocks: blocks, metrics: metrics), maxWidth)
        // Rows spread evenly over the blocks (25 + 25, not 48 + 2) when they all fit.
        let rowsEach = count <= perBlock * blocks ? (count + blocks - 1) / blocks : perBlock
        let height = metrics.headerHeight + Double(rowsEach) * metrics.rowHeight + 1
        return (
            Rect(x: content.minX, y: content.minY, width: width, height: min(height, content.height)),
            content.inset(left: width + gap)
        )
    }

    /// Pages of table alone for the rows the first page had no room for.
    private func continuationPages(
        from start: Int, table: TableLayout, style: ChartStyle, measurer: some TextMeasuring
    ) -> [ScenePage] {
        let metrics = table.metrics(measurer: measurer)
        var pages: [ScenePage] = []
        var next = start
        while next < series.count {
            let probe = PageChrome(title: "0", style: style).layout(page: page.size, measurer: measurer)
            let capacity =
                table.rowsPerBlock(height: probe.content.height, metrics: metrics)
                * table.blocksAcross(width: probe.content.width, metrics: metrics)
            guard capacity > 0 else { break }
            let last = min(series.count, next + capacity)
            let chrome = PageChrome(title: "\(title): points \(next + 1)–\(last) of \(series.count)", style: style)
            let frame = chrome.layout(page: page.size, measurer: measurer)
            let flowed = table.flow(in: frame.content, from: next, metrics: metrics, measurer: measurer)
            guard flowed.next > next else { break }
            next = flowed.next
            pages.append(ScenePage(size: page.size, items: frame.items + flowed.items))
        }
        for index in pages.indices {
            let chrome = PageChrome(title: "0", style: style)
            let frame = chrome.layout(page: page.size, measurer: measurer)
            pages[index].items.append(
                chrome.note("page \(index + 2) of \(pages.count + 1)", in: frame, measurer: measurer))
        }
        return pages
    }

    /// "50 points · monotone curve · zoom 2× · from the embedded demo server · 2 pages"
    func note(visibleCount: Int, decimated: Bool, pages: Int) -> String {
        var parts = [
            ChartPage(series: series, options: options, page: page).note(
                visibleCount: visibleCount, decimated: decimated)
        ]
        if let source { parts.append("from \(source)") }
        if !chartOnly && series.count > Self.tableRowLimit { parts.append("no table above 5,000 points") }
        if pages > 1 { parts.append("table continues on \(pages - 1) more page\(pages > 2 ? "s" : "")") }
        return parts.joined(separator: " · ")
    }
}
