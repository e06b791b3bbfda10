/// The frame around a page's content: the margin, a centred title on top and a muted note
/// line at the bottom. Charts, tables and service pages all sit inside it.
public struct PageChrome {
    public var title: String?
    public var style: ChartStyle

    public init(title: String?, style: ChartStyle) {
        self.title = title
        self.style = style
    }

    /// What the chrome decided: its title, the content's rectangle, and where the note goes.
    public struct Frame {
        public var items: [SceneItem]
        public var content: Rect
        /// Bottom-left corner of the note line.
        public var noteAnchor: Point
    }

    /// Lays out the title and reserves the note line; the note's text comes later, since it
    /// often says what the content showed.
    public func layout(page: Size, measurer: some TextMeasuring) -> Frame {
        let margin = style.pageMargin
        var content = Rect(x: 0, y: 0, width: page.width, height: page.height)
            .inset(top: margin, left: margin, bottom: margin, right: margin)
        var items: [SceneItem] = []
        if let title, !title.isEmpty {
            // A title wider than the page ends in an ellipsis rather than running off both edges.
            let fitted = TextWrapping(measurer: measurer, font: style.titleFont).truncate(title, width: content.width)
            items.append(
                .text(
                    measurer.run(
                        fitted, at: Point(content.midX, content.minY), anchor: .topCenter, font: style.titleFont,
                        color: style.textColor)))
            content = content.inset(top: measurer.measure(title, font: style.titleFont).height + style.font.size)
        }
        let noteAnchor = Point(content.minX, content.maxY)
        content = content.inset(bottom: measurer.measure("0", font: style.noteFont).height + style.font.size)
        return Frame(items: items, content: content, noteAnchor: noteAnchor)
    }

    public func note(_ text: String, in frame: Frame, measurer: some TextMeasuring) -> SceneItem {
        .text(
            measurer.run(
                text, at: frame.noteAnchor, anchor: .bottomLeft, font: style.noteFont, color: style.mutedTextColor))
    }
}
