import PlotCore

/// One photo or one video preview on a page of its own, as large as the page holds, under its
/// title (the photo's upload date, the video's title) with a note line.
public struct PicturePage {
    public var title: String
    public var note: String
    public var page: PageSpec

    public init(title: String, note: String, page: PageSpec) {
        self.title = title
        self.note = note
        self.page = page
    }

    var chrome: PageChrome { PageChrome(title: title, style: ChartStyle(page: page.size)) }
    var sheet: ContactSheet {
        ContactSheet(names: [], columns: 1, showsLabels: false, fit: .contain, page: page, title: nil)
    }

    /// The picture's box in layout units: what the picture should cover.
    public func pictureBox(measurer: some TextMeasuring) -> Size {
        let content = chrome.layout(page: page.size, measurer: measurer).content
        return Size(content.width, content.height)
    }

    package func scene(_ cell: ContactSheet.Cell, measurer: some TextMeasuring) -> Scene {
        let frame = chrome.layout(page: page.size, measurer: measurer)
        var items = frame.items
        items += sheet.items(cell, in: sheet.snapped(frame.content), measurer: measurer)
        let fitted = TextWrapping(measurer: measurer, font: chrome.style.noteFont).truncate(
            note, width: frame.content.width)
        items += chrome.note(fitted, in: frame, measurer: measurer)
        return Scene(pages: [ScenePage(size: page.size, items: items)], scale: page.scale)
    }
}
