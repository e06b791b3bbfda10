/// The frame around a page's content: the margin, a centred title on top and a muted note
/// line at the bottom. Charts, tables and service pages all sit inside it. A title too wide for
/// the page wraps onto a second line before it is cut with "…"; a page whose note would be cut
/// reserves a second note line (`noteLines`).
package struct PageChrome {
    package var title: String?
    package var style: ChartStyle
    /// Lines the note may take, 1 or 2: a page that knows its note is long lays out with 2.
    package var noteLines: Int
    /// Lines the title may take before it is cut with "…".
    package var titleLines: Int

    package init(title: String?, style: ChartStyle, noteLines: Int = 1, titleLines: Int = 2) {
        self.title = title
        self.style = style
        self.noteLines = max(1, noteLines)
        self.titleLines = max(1, titleLines)
    }

    /// What the chrome decided: its title, the content's rectangle, and where the note goes.
    package struct Frame {
        package var items: [SceneItem]
        package var content: Rect
        /// Bottom-left corner of the note's last line.
        var noteAnchor: Point
        /// Lines the note may take.
        var noteLines = 1
        /// The height of one note line.
        var noteLineHeight = 0.0
    }

    /// Lays out the title and reserves the note's lines; the note's text comes later, since it
    /// often says what the content showed.
    package func layout(page: Size, measurer: some TextMeasuring) -> Frame {
        let margin = style.pageMargin
        var content = Rect(x: 0, y: 0, width: page.width, height: page.height)
            .inset(top: margin, left: margin, bottom: margin, right: margin)
        var items: [SceneItem] = []
        if let title, !title.isEmpty {
            let lines = Self.lines(
                title, most: titleLines, width: content.width,
                wrapping: TextWrapping(measurer: measurer, font: style.titleFont))
            let height = measurer.measure(title, font: style.titleFont).height
            for (index, line) in lines.enumerated() {
                items.append(
                    .text(
                        measurer.run(
                            line, at: Point(content.midX, content.minY + Double(index) * height), anchor: .topCenter,
                            font: style.titleFont, color: style.textColor)))
            }
            content = content.inset(top: Double(lines.count) * height + style.font.size)
        }
        let noteAnchor = Point(content.minX, content.maxY)
        let lineHeight = measurer.measure("0", font: style.noteFont).height
        content = content.inset(bottom: Double(noteLines) * lineHeight + style.font.size)
        return Frame(
            items: items, content: content, noteAnchor: noteAnchor, noteLines: noteLines, noteLineHeight: lineHeight)
    }

    /// The note's lines, as many as the frame reserved, the last cut with "…" when even those
    /// do not hold it.
    package func note(_ text: String, in frame: Frame, measurer: some TextMeasuring) -> [SceneItem] {
        let wrapping = TextWrapping(measurer: measurer, font: style.noteFont)
        let lines = Self.lines(text, most: frame.noteLines, width: frame.content.width, wrapping: wrapping)
        return lines.enumerated().map { index, line in
            let up = Double(lines.count - 1 - index) * frame.noteLineHeight
            return .text(
                measurer.run(
                    line, at: Point(frame.noteAnchor.x, frame.noteAnchor.y - up), anchor: .bottomLeft,
                    font: style.noteFont, color: style.mutedTextColor))
        }
    }

    /// How many lines a note takes at the page's content width, up to 2.
    package func noteLinesNeeded(_ text: String, page: Size, measurer: some TextMeasuring) -> Int {
        let width = page.width - 2 * style.pageMargin
        return min(2, TextWrapping(measurer: measurer, font: style.noteFont).wrap(text, width: width).count)
    }

    /// `text` wrapped at `width` into at most `most` lines, the last cut with "…" when more
    /// would follow.
    static func lines<M: TextMeasuring>(_ text: String, most: Int, width: Double, wrapping: TextWrapping<M>)
        -> [String]
    {
        let wrapped = wrapping.wrap(text, width: width)
        guard wrapped.count > most else { return wrapped.isEmpty ? [text] : wrapped }
        var kept = Array(wrapped.prefix(most - 1))
        kept.append(wrapping.truncate(wrapped[(most - 1)...].joined(separator: " "), width: width))
        return kept
    }
}
