import PlotCore

/// The schedule's pages: each entry a four-line cell of a one-column table that flows into as
/// many blocks side by side as the page width takes (two on a portrait page), inside the page
/// chrome; the first page's note says what is shown and from when, every page its number.
public struct HotWaterPage {
    public var entries: [[String]]
    public var strings: HotWaterStrings
    public var page: PageSpec
    /// The first page's note, given how many entries the pages hold.
    public var note: HotWaterNote
    /// Said in place of the entries when there are none.
    public var emptyMessage: String
    /// Stop after this many pages when each page is a file of its own; nil for all.
    public var maxFiles: Int?

    public init(
        entries: [[String]], strings: HotWaterStrings, page: PageSpec, note: HotWaterNote, emptyMessage: String,
        maxFiles: Int? = nil
    ) {
        self.entries = entries
        self.strings = strings
        self.page = page
        self.note = note
        self.emptyMessage = emptyMessage
        self.maxFiles = maxFiles
    }

    /// The scene and how many entries it holds (fewer than all when `maxFiles` cut it short).
    public func scene(measurer: some TextMeasuring) -> (scene: Scene, shown: Int) {
        let style = ChartStyle(page: page.size)
        let chrome = PageChrome(title: strings.title, style: style)
        let frame = chrome.layout(page: page.size, measurer: measurer)
        guard !entries.isEmpty else {
            let message = measurer.run(
                emptyMessage, at: Point(frame.content.midX, frame.content.minY + style.font.size * 4),
                anchor: .topCenter, font: style.font, color: style.textColor)
            let line = fitted(
                note.parts(shown: 0), page: nil, width: frame.content.width, style: style, measurer: measurer)
            let items = frame.items + [.text(message), chrome.note(line, in: frame, measurer: measurer)]
            return (Scene(pages: [ScenePage(size: page.size, items: items)], scale: page.scale), 0)
        }
        let table = TableLayout(
            columns: [TableColumn(strings.column, width: .fit, overflow: .wrap)],
            rows: entries.map { TableRow.cells([$0.joined(separator: "\n")]) },
            style: TableStyle(page: page.size))
        let metrics = table.metrics(measurer: measurer)
        let plan = table.plan(
            blockWidth: table.blockWidth(in: frame.content.width, metrics: metrics), metrics: metrics,
            measurer: measurer)
        var pages: [ScenePage] = []
        var next = 0
        while next < entries.count, pages.count < (page.medium == .filePerPage ? maxFiles ?? .max : .max) {
            let flowed = table.flow(in: frame.content, from: next, plan: plan, metrics: metrics, measurer: measurer)
            // An entry taller than a page cannot be placed: stop rather than loop.
            guard flowed.next > next else { break }
            pages.append(ScenePage(size: page.size, items: frame.items + flowed.items))
            next = flowed.next
        }
        for index in pages.indices {
            let number =
                pages.count > 1
                ? strings.format(strings.page, ["page": String(index + 1), "pages": String(pages.count)]) : nil
            let parts = index == 0 ? note.parts(shown: next) : ([], [])
            let line = fitted(parts, page: number, width: frame.content.width, style: style, measurer: measurer)
            pages[index].items.append(chrome.note(line, in: frame, measurer: measurer))
        }
        return (Scene(pages: pages, scale: page.scale), next)
    }

    /// The note line with as many optional parts as fit the width (a narrow portrait page has
    /// no room for all of them); the required parts and the page number are always there.
    func fitted(
        _ parts: (required: [String], optional: [String]), page number: String?, width: Double, style: ChartStyle,
        measurer: some TextMeasuring
    ) -> String {
        var optional = parts.optional
        while true {
            let line = (parts.required + optional + (number.map { [$0] } ?? [])).joined(separator: " · ")
            if optional.isEmpty || measurer.measure(line, font: style.noteFont).width <= width { return line }
            optional.removeLast()
        }
    }
}
