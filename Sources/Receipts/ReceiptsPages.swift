import PlotCore

/// How many columns of cards go across a page.
public enum ColumnChoice: Sendable, Equatable {
    /// By the page's width, as the app's iPad layout did by the screen's: one or two on a
    /// portrait page, three or four on a landscape one.
    case auto
    case fixed(Int)

    /// Cards want about 17 em of width each.
    func count(contentWidth: Double, style: ChartStyle) -> Int {
        switch self {
        case .fixed(let count): return max(1, min(4, count))
        case .auto: return max(1, min(4, Int(contentWidth / (style.font.size * 17))))
        }
    }
}

/// What the pages hold, in order: section headers and the cards under them.
public enum ReceiptsEntry: Sendable, Equatable {
    case header(String)
    case receipt(Receipt)
    /// A place and its distance from the location asked about, when there was one.
    case place(Place, distance: Double?)
}

/// The receipts' pages - the feed, a search's result, places nearby - as cards in columns:
/// entries of known height flowed by the one pagination engine (`ColumnFlow` + `Pagination`),
/// a header never left alone at a column's foot, the note on the first page and the page
/// label on every page.
public struct ReceiptsPages {
    public var entries: [ReceiptsEntry]
    public var text: ReceiptsText
    public var page: PageSpec
    public var title: String
    public var note: String
    public var columns: ColumnChoice
    /// Said in place of the entries when there are none.
    public var emptyMessage: String
    /// Stop after this many pages when each page is a file of its own; nil for all.
    public var maxFiles: Int?

    public init(
        entries: [ReceiptsEntry], text: ReceiptsText, page: PageSpec, title: String, note: String,
        columns: ColumnChoice = .auto, emptyMessage: String, maxFiles: Int? = nil
    ) {
        self.entries = entries
        self.text = text
        self.page = page
        self.title = title
        self.note = note
        self.columns = columns
        self.emptyMessage = emptyMessage
        self.maxFiles = maxFiles
    }

    var pagination: Pagination {
        Pagination(page: page, title: title, pageLabel: text.pageLabel, maxFiles: maxFiles)
    }

    /// The feed's entries: a header for each month, newest first, and its receipts under it.
    public static func feed(_ receipts: [Receipt], text: ReceiptsText) -> [ReceiptsEntry] {
        let sorted = receipts.enumerated().sorted {
            ($0.element.purchasedAt, $1.offset) > ($1.element.purchasedAt, $0.offset)
        }.map(\.element)
        var entries: [ReceiptsEntry] = []
        var month: YearMonth?
        for receipt in sorted {
            if receipt.month != month {
                month = receipt.month
                entries.append(.header(text.monthTitle(receipt.month)))
            }
            entries.append(.receipt(receipt))
        }
        return entries
    }

    /// The scene, the columns across, and how many entries it holds (fewer than all when
    /// `maxFiles` cut it short).
    public func scene(measurer: some TextMeasuring) -> (scene: Scene, columns: Int, shown: Int) {
        let pagination = pagination
        let style = pagination.style
        let content = pagination.content(measurer: measurer)
        let across = columns.count(contentWidth: content.width, style: style)
        let cards = CardLayout(style: style, text: text, measurer: measurer)
        let gap = cards.gap
        let width = ((content.width - gap * Double(across - 1)) / Double(across)).rounded(.down)
        let heights = entries.map { cards.height($0, width: width) + gap }
        let flow = ColumnFlow(
            heights: heights, keepsWithNext: entries.map { if case .header = $0 { true } else { false } },
            columnWidth: width, gap: gap, fillsWidth: true)
        let pages = pagination.plan(flow, measurer: measurer)
        var empty: [SceneItem] = []
        if entries.isEmpty {
            empty.append(
                .text(
                    measurer.run(
                        emptyMessage, at: Point(content.midX, content.minY + style.font.size * 4), anchor: .topCenter,
                        font: style.font, color: style.mutedTextColor)))
        }
        let scene = pagination.scene(pages, note: note, firstPageItems: empty, measurer: measurer) { column in
            var items: [SceneItem] = []
            var top = column.rect.minY
            for index in column.items {
                let box = Rect(x: column.rect.minX, y: top, width: column.rect.width, height: heights[index] - gap)
                items += cards.draw(entries[index], in: box)
                top += heights[index]
            }
            return items
        }
        return (scene, across, pages.last?.items.upperBound ?? 0)
    }
}
