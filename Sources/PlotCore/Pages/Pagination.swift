/// The one pagination engine: flows items through the columns of page after page inside the
/// page chrome (planned once, before anything is drawn), then draws each page with its note
/// line - the first page's note and the page label ("page 2 of 5"), the note cut to fit.
/// Pages of a document keep the page's size; a page that is a file of its own may grow
/// taller up to `growthCap`, and `maxFiles` stops such pages before there are too many.
package struct Pagination {
    package var page: PageSpec
    package var title: String?
    /// The title of a page after the first, given the items it holds; nil repeats `title`.
    var laterTitle: ((Range<Int>) -> String)?
    /// The page count on each note line, e.g. "page 2 of 5" or "стр. 2 из 5".
    package var pageLabel: @Sendable (_ page: Int, _ of: Int) -> String
    /// At most this many pages when each page is a file of its own; nil for no cap.
    package var maxFiles: Int?
    /// A page that is a file of its own may grow to this many times the page's height.
    package var growthCap: Double
    /// The items spread evenly over the pages they need (each page its share of those left, at
    /// most what it holds) and over each full page's columns: no last page or column holding a
    /// stub of a few items. The caller sizes its part of the first page (`firstContent`) for
    /// that page's share (see `plan`'s first page).
    package var balancesPages: Bool
    /// The pages' colours: background, title and note.
    package var theme = Theme.light
    /// Lines a page's note may take, 1 or 2: set to 2 before planning when the first page's
    /// note is long (`PageChrome.noteLinesNeeded`), so it wraps rather than being cut.
    package var noteLines = 1

    package init(
        page: PageSpec, title: String?, laterTitle: ((Range<Int>) -> String)? = nil,
        pageLabel: @escaping @Sendable (_ page: Int, _ of: Int) -> String = Pagination.englishPageLabel,
        maxFiles: Int? = nil, growthCap: Double = 1, balancesPages: Bool = false
    ) {
        self.page = page
        self.title = title
        self.laterTitle = laterTitle
        self.pageLabel = pageLabel
        self.maxFiles = maxFiles
        self.growthCap = growthCap
        self.balancesPages = balancesPages
    }

    package static let englishPageLabel: @Sendable (Int, Int) -> String = { "page \($0) of \($1)" }

    package var style: ChartStyle { ChartStyle(page: page.size, theme: theme) }

    /// One planned page.
    package struct Page {
        package var size: Size
        package var frame: PageChrome.Frame
        package var columns: [ColumnFlow.Column]
        /// The items on the page.
        package var items: Range<Int>
        /// Its one item is taller than a column: drawn clipped to the content.
        package var overflows: Bool
    }

    /// The content rectangle of a page of the usual size, before any is planned (so a caller
    /// can size its items, or split the first page, for it).
    package func content(measurer: some TextMeasuring) -> Rect {
        chrome(title).layout(page: page.size, measurer: measurer).content
    }

    /// Every page, planned once. Items that fit no page (past `maxFiles`) are left out: the
    /// last page's `items.upperBound` says how many are shown.
    /// - Parameter firstContent: the part of the first page's content the flow may use (the
    ///   rest is the caller's, e.g. a chart); nil for all of it.
    package func plan(_ flow: ColumnFlow, firstContent: Rect? = nil, measurer: some TextMeasuring) -> [Page] {
        let chrome = chrome(title)
        let regularContent = chrome.layout(page: page.size, measurer: measurer).content
        let chromeHeight = page.size.height - regularContent.height
        let cap = page.medium == .filePerPage ? max(1, maxFiles ?? .max) : .max
        var pages: [Page] = []
        var next = 0
        repeat {
            let isFirst = pages.isEmpty
            let custom = isFirst ? firstContent : nil
            let height = custom == nil ? pageHeight(flow, from: next, chromeHeight: chromeHeight) : page.size.height
            let size = Size(page.size.width, height)
            let frame = chrome.layout(page: size, measurer: measurer)
            let content = custom ?? frame.content
            var columns = flow.fill(content, from: next)
            if balancesPages, next < flow.count,
                let pagesLeft = pagesNeeded(flow, first: content, then: regularContent, from: next),
                pagesLeft <= cap - pages.count
            {
                let share = (flow.count - next + pagesLeft - 1) / pagesLeft
                // The caller's part of the first page is sized by the caller: only its share is said.
                columns =
                    custom == nil
                    ? flow.fillEvenly(content, from: next, upTo: next + share)
                    : flow.fill(content, from: next, upTo: next + share)
            }
            var overflows = false
            if columns.isEmpty, next < flow.count, custom == nil {
                // An item taller than a page gets a page of its own, cut at the page's foot.
                columns = flow.fill(content, from: next, forceFirst: true)
                overflows = true
            }
            let end = columns.last?.items.upperBound ?? next
            pages.append(Page(size: size, frame: frame, columns: columns, items: next..<end, overflows: overflows))
            next = end
        } while next < flow.count && pages.count < cap
        return pages
    }

    /// Pages the items from `start` take filled one after another, the first in `first` and
    /// the rest in `then`; nil when one will not fit.
    private func pagesNeeded(_ flow: ColumnFlow, first: Rect, then: Rect, from start: Int) -> Int? {
        var pages = 0
        var next = start
        while next < flow.count {
            let content = pages == 0 ? first : then
            guard let end = flow.fill(content, from: next).last?.items.upperBound, end > next else { return nil }
            pages += 1
            next = end
        }
        return pages
    }

    /// Draws planned pages: the chrome, each column as `column` draws it, the first page's
    /// extra items (a chart beside its table), and the note lines.
    package func scene(
        _ pages: [Page], note: String?, firstPageItems: [SceneItem] = [], measurer: some TextMeasuring,
        column: (ColumnFlow.Column) -> [SceneItem]
    ) -> Scene {
        withoutActuallyEscaping(column) { column in
            self.pages(pages, note: note, firstPageItems: firstPageItems, measurer: measurer) {
                $0.columns.flatMap(column)
            }
            .scene()
        }
    }

    /// The planned pages, each drawn only when it is asked for (`PagedScene`): `content` draws
    /// the items of a page's columns then, so what they need (pictures) is made a page at a time.
    package func pages(
        _ pages: [Page], note: String?, firstPageItems: [SceneItem] = [], measurer: some TextMeasuring,
        content: @escaping (Page) -> [SceneItem]
    ) -> PagedScene {
        PagedScene(sizes: pages.map(\.size), scale: page.scale) { index in
            draw(pages, index, note: note, firstPageItems: firstPageItems, measurer: measurer, content: content)
        }
    }

    /// Page `index` of the planned pages, its items drawn by `content`.
    private func draw(
        _ pages: [Page], _ index: Int, note: String?, firstPageItems: [SceneItem], measurer: some TextMeasuring,
        content: (Page) -> [SceneItem]
    ) -> ScenePage {
        let style = style
        let planned = pages[index]
        var frame = planned.frame
        if index > 0, let laterTitle {
            // One line of title, whatever it says: the frame stays as planned.
            frame.items =
                PageChrome(title: laterTitle(planned.items), style: style, noteLines: noteLines, titleLines: 1)
                .layout(
                    page: planned.size, measurer: measurer
                ).items
        }
        var items = frame.items
        let drawn = content(planned)
        items += planned.overflows ? [.clipped(frame.content, drawn)] : drawn
        if index == 0 { items += firstPageItems }
        let label = pages.count > 1 ? pageLabel(index + 1, pages.count) : nil
        if let line = fitted(
            note: index == 0 ? note : nil, label: label, width: frame.content.width, measurer: measurer)
        {
            items += chrome(nil).note(line, in: frame, measurer: measurer)
        }
        var drawnPage = ScenePage(size: planned.size, background: style.background, items: items)
        // A reader who cannot see the page hears its title and its note ("3 skipped · page 2
        // of 5"), in the page's words, as an SVG's `<title>` and `<desc>`.
        let heading = index > 0 ? laterTitle?(planned.items) ?? title : title
        if let heading, !heading.isEmpty {
            let said = [index == 0 ? note : nil, label].compactMap { $0?.isEmpty == false ? $0 : nil }
            drawnPage.summary = PageSummary(
                title: heading, description: said.isEmpty ? heading : said.joined(separator: " · "))
        }
        return drawnPage
    }

    /// The chrome of these pages: their title, colours and note lines.
    package func chrome(_ title: String?) -> PageChrome {
        PageChrome(title: title, style: style, noteLines: noteLines)
    }

    /// "note · page 2 of 5" on the note's lines (`noteLines`, broken with "\n"): the label
    /// whole, the note cut with "…" where even those lines would not hold the two.
    package func fitted(note: String?, label: String?, width: Double, measurer: some TextMeasuring) -> String? {
        let wrapping = TextWrapping(measurer: measurer, font: style.noteFont)
        let note = note.flatMap { $0.isEmpty ? nil : $0 }
        let separator = " · "
        guard let note else { return label }
        let whole = label.map { note + separator + $0 } ?? note
        let wrapped = wrapping.wrap(whole, width: width)
        if wrapped.count <= noteLines { return wrapped.joined(separator: "\n") }
        // Cut: the first lines of the note as they wrap, the last holding the rest cut short and
        // the label.
        let noteWrapped = wrapping.wrap(note, width: width)
        let kept = noteWrapped.prefix(noteLines - 1)
        let rest = noteWrapped.dropFirst(noteLines - 1).joined(separator: " ")
        let room = width - (label.map { measurer.measure(separator + $0, font: style.noteFont).width } ?? 0)
        let last = wrapping.truncate(rest, width: room) + (label.map { separator + $0 } ?? "")
        return (kept + [last]).joined(separator: "\n")
    }

    /// The page's height: the page size in a document; for a page of its own the least height,
    /// between the page size and the cap, that holds every remaining item.
    private func pageHeight(_ flow: ColumnFlow, from start: Int, chromeHeight: Double) -> Double {
        let maxHeight = page.size.height * growthCap
        guard page.medium == .filePerPage, maxHeight > page.size.height else { return page.size.height }
        let width = page.size.width - 2 * style.pageMargin
        func fitsAll(_ height: Double) -> Bool {
            let frame = Rect(x: 0, y: 0, width: width, height: height - chromeHeight)
            return (flow.fill(frame, from: start).last?.items.upperBound ?? start) >= flow.count
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
