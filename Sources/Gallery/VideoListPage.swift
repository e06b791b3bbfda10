import PlotCore

/// The video list: 1 column of 16:9 previews as wide as the page, each with a translucent band
/// along its foot holding the number and the duration on the left and the title on the right
/// (cut with "…" when long), as the app's list showed the title at the bottom right.
public struct VideoListPage {
    public var videos: [GalleryVideo]
    package var pagination: Pagination

    public init(videos: [GalleryVideo], page: PageSpec, title: String, strings: GalleryStrings, maxFiles: Int? = nil) {
        self.videos = videos
        self.pagination = Pagination(page: page, title: title, pageLabel: strings.pageLabel, maxFiles: maxFiles)
    }

    public struct Plan {
        package var pages: [Pagination.Page]
        /// A preview's box in layout units.
        public var previewBox: Size
        /// Videos the pages hold.
        public var shown: Int
    }

    var style: ChartStyle { pagination.style }
    var gap: Double { (style.font.size * 0.75).rounded() }
    var cells: ContactSheet {
        ContactSheet(names: [], columns: 1, showsLabels: false, fit: .cover, page: pagination.page, title: nil)
    }

    public func plan(measurer: some TextMeasuring) -> Plan {
        let content = pagination.content(measurer: measurer)
        let width = content.width.rounded(.down)
        let height = max(1, min((width * 9 / 16).rounded(.down), content.height - gap))
        let flow = ColumnFlow(heights: Array(repeating: height + gap, count: videos.count), columnWidth: .infinity)
        let pages = pagination.plan(flow, measurer: measurer)
        return Plan(
            pages: pages, previewBox: Size(width, height),
            shown: min(videos.count, pages.last?.items.upperBound ?? 0))
    }

    /// The pages, `cells[i]` the preview of video i (as many as `plan.shown`).
    package func scene(_ plan: Plan, cells: [ContactSheet.Cell], note: String, measurer: some TextMeasuring) -> Scene {
        pages(plan, cells: { Array(cells[$0.clamped(to: cells.indices)]) }, note: note, measurer: measurer).scene()
    }

    /// The pages, each drawn when it is asked for: `cells(range)` gives the previews of the
    /// videos in `range` (one page's) only then, as `ContactSheet.pages` does.
    package func pages(
        _ plan: Plan, cells: @escaping (Range<Int>) -> [ContactSheet.Cell], note: String,
        measurer: some TextMeasuring
    ) -> PagedScene {
        let sheet = self.cells
        let rowHeight = plan.previewBox.height + gap
        return pagination.pages(plan.pages, note: note, measurer: measurer) { page in
            let first = min(page.items.lowerBound, plan.shown)
            let made = cells(first..<min(page.items.upperBound, plan.shown))
            var items: [SceneItem] = []
            for column in page.columns {
                for (place, index) in column.items.enumerated() where index - first < made.count {
                    let box = sheet.snapped(
                        Rect(
                            x: column.rect.minX, y: column.rect.minY + Double(place) * rowHeight,
                            width: plan.previewBox.width, height: plan.previewBox.height))
                    items += sheet.items(made[index - first], in: box, measurer: measurer)
                    items += band(videos[index], number: index + 1, in: box, measurer: measurer)
                }
            }
            return items
        }
    }

    /// The translucent band with the number, the duration and the title.
    func band(_ video: GalleryVideo, number: Int, in box: Rect, measurer: some TextMeasuring) -> [SceneItem] {
        let font = style.font
        let bold = FontSpec(family: font.family, size: font.size, bold: true)
        let line = measurer.measure("Ag", font: font).height
        let pad = (font.size * 0.6).rounded()
        let band = Rect(x: box.minX, y: box.maxY - line - 2 * pad, width: box.width, height: line + 2 * pad)
        let left = video.duration > 0 ? "\(number) · \(GalleryDateText.duration(video.duration))" : "\(number)"
        let leftWidth = measurer.measure(left, font: bold).width
        let room = max(0, band.width - leftWidth - 4 * pad)
        let title = TextWrapping(measurer: measurer, font: font).truncate(video.title, width: room)
        var items: [SceneItem] = [
            .path(.rectangle(band), PathStyle(fill: Color(hex: 0x000000, alpha: 0.55))),
            .text(
                measurer.run(
                    left, at: Point(band.minX + pad, band.midY), anchor: .centerLeft, font: bold, color: .white)),
        ]
        if !title.isEmpty {
            items.append(
                .text(
                    measurer.run(
                        title, at: Point(band.maxX - pad, band.midY), anchor: .centerRight, font: font, color: .white)))
        }
        return [.clipped(box, items)]
    }
}
