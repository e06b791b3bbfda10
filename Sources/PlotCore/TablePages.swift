/// A document that is a table: pages with a title, the table's blocks (header repeated on
/// each), and a note line ("page 2 of 5"). Pages of one document keep the page size; a page
/// that is a file of its own may grow taller to fit its rows up to a cap, so a short table is
/// one image and a long one a few.
public struct TablePages {
    public var table: TableLayout
    public var title: String
    /// Said on the first page's note line, before the page count (e.g. "2 items skipped").
    public var note: String?
    public var page: PageSpec
    /// A page that is a file of its own may grow to this many times the page's height.
    public var growthCap: Double
    /// The page count on each note line, e.g. "page 2 of 5" or "стр. 2 из 5".
    public var pageLabel: @Sendable (_ page: Int, _ of: Int) -> String

    public init(
        table: TableLayout, title: String, note: String? = nil, page: PageSpec, growthCap: Double = 1,
        pageLabel: @escaping @Sendable (_ page: Int, _ of: Int) -> String = { "page \($0) of \($1)" }
    ) {
        self.table = table
        self.title = title
        self.note = note
        self.page = page
        self.growthCap = growthCap
        self.pageLabel = pageLabel
    }

    public func scene(measurer: some TextMeasuring) -> Scene {
        let style = ChartStyle(page: page.size)
        let chrome = PageChrome(title: title, style: style)
        let base = chrome.layout(page: page.size, measurer: measurer)
        let metrics = table.metrics(measurer: measurer)
        let plan = table.plan(
            blockWidth: table.blockWidth(in: base.content.width, metrics: metrics), metrics: metrics, measurer: measurer
        )
        // What the chrome takes of a page's height, whatever the height.
        let chromeHeight = page.size.height - base.content.height
        var pages: [ScenePage] = []
        var next = 0
        repeat {
            let height = pageHeight(
                from: next, contentWidth: base.content.width, chromeHeight: chromeHeight, plan: plan, metrics: metrics)
            let size = Size(page.size.width, height)
            let frame = chrome.layout(page: size, measurer: measurer)
            var flowed = table.flow(in: frame.content, from: next, plan: plan, metrics: metrics, measurer: measurer)
            if flowed.next == next {
                // A row taller than a page gets a page of its own, cut at the page's foot: the
                // table goes on after it.
                flowed = table.flow(
                    in: frame.content, from: next, plan: plan, metrics: metrics, measurer: measurer, forceRow: true)
                flowed.items = [.clipped(frame.content, flowed.items)]
            }
            pages.append(ScenePage(size: size, items: frame.items + flowed.items))
            next = flowed.next
        } while next < table.rows.count
        if pages.isEmpty { pages.append(ScenePage(size: page.size, items: base.items)) }
        for index in pages.indices {
            var parts: [String] = []
            if index == 0, let note, !note.isEmpty { parts.append(note) }
            if pages.count > 1 { parts.append(pageLabel(index + 1, pages.count)) }
            guard !parts.isEmpty else { continue }
            let frame = chrome.layout(page: pages[index].size, measurer: measurer)
            pages[index].items.append(chrome.note(parts.joined(separator: " · "), in: frame, measurer: measurer))
        }
        return Scene(pages: pages, scale: page.scale)
    }

    /// The page's height: the page size in a document; for a page of its own the least height,
    /// between the page size and the cap, that holds every remaining row.
    private func pageHeight(
        from start: Int, contentWidth: Double, chromeHeight: Double, plan: TableLayout.Plan,
        metrics: TableLayout.Metrics
    ) -> Double {
        let maxHeight = page.size.height * growthCap
        guard page.medium == .filePerPage, maxHeight > page.size.height else { return page.size.height }
        func fitsAll(_ height: Double) -> Bool {
            let frame = Rect(x: 0, y: 0, width: contentWidth, height: height - chromeHeight)
            return table.flowEnd(in: frame, from: start, plan: plan, metrics: metrics) >= table.rows.count
        }
        if fitsAll(page.size.height) { return page.size.height }
        if !fitsAll(maxHeight) { return maxHeight }
        var low = page.size.height
        var high = maxHeight
        while high - low > 1 {
            let mid = ((low + high) / 2).rounded(.down)
            if fitsAll(mid) { high = mid } else { low = mid }
        }
        return high.rounded(.up)
    }
}
