import PlotCore

/// The schedule's pages: each entry a four-line cell of a one-column table that flows into as
/// many blocks side by side as the page width takes (two on a portrait page), widened to fill
/// it, inside the page chrome; the first page's note says what is shown and from when, every
/// page its number.
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
        let strings = strings
        var pagination = Pagination(
            page: page, title: strings.title,
            pageLabel: { strings.format(strings.page, ["page": String($0), "pages": String($1)]) }, maxFiles: maxFiles)
        // A note too long for its line (with its page label) wraps onto a second.
        let longest = note.text(shown: entries.count) + " · " + pagination.pageLabel(10, 10)
        if PageChrome(title: nil, style: pagination.style).noteLinesNeeded(longest, page: page.size, measurer: measurer)
            > 1
        {
            pagination.noteLines = 2
        }
        guard !entries.isEmpty else { return (emptyScene(pagination, measurer: measurer), 0) }
        let table = TableLayout(
            columns: [TableColumn(strings.column, width: .fit, overflow: .wrap)],
            rows: entries.map { TableRow.cells([$0.joined(separator: "\n")]) },
            style: TableStyle(page: page.size), fillsWidth: true)
        let pages = TablePages(table: table, pagination: pagination)
        let plan = pages.plan(measurer: measurer)
        return (pages.scene(plan, note: note.text(shown: plan.shown), measurer: measurer), plan.shown)
    }

    /// One page saying there is nothing to show, and the note.
    private func emptyScene(_ pagination: Pagination, measurer: some TextMeasuring) -> Scene {
        let style = pagination.style
        let chrome = pagination.chrome(strings.title)
        let frame = chrome.layout(page: page.size, measurer: measurer)
        let message = measurer.run(
            emptyMessage, at: Point(frame.content.midX, frame.content.minY + style.font.size * 4),
            anchor: .topCenter, font: style.font, color: style.textColor)
        let line =
            pagination.fitted(
                note: note.text(shown: 0), label: nil, width: frame.content.width, measurer: measurer) ?? ""
        let items = frame.items + [.text(message)] + chrome.note(line, in: frame, measurer: measurer)
        return Scene(pages: [ScenePage(size: page.size, items: items)], scale: page.scale)
    }
}
