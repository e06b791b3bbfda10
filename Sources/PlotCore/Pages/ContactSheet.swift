/// A contact sheet: pictures in a grid of equal cells, a number of columns across, rows paged
/// through the pagination engine, each cell's name under it when labelled. Where everything
/// goes is decided here; the pictures come from the caller, already made for the cell's size
/// (`plan.imageBox` times the output's pixel density), or a problem to show in their place.
package struct ContactSheet {
    /// One name per picture, in order: the count, and the labels when `showsLabels`.
    package var names: [String]
    package var columns: Int
    package var showsLabels: Bool
    package var fit: ImageFit
    /// A cell's width over its height: square for photos of every shape, the pictures' own
    /// shape when they share one (charts of 16:9 in cells of 16:9).
    package var cellAspect: Double
    package var pagination: Pagination

    package init(
        names: [String], columns: Int, showsLabels: Bool, fit: ImageFit, page: PageSpec, title: String?,
        maxFiles: Int? = nil, cellAspect: Double = 1
    ) {
        self.names = names
        self.columns = max(1, columns)
        self.showsLabels = showsLabels
        self.fit = fit
        self.cellAspect = cellAspect.isFinite && cellAspect > 0 ? cellAspect : 1
        self.pagination = Pagination(page: page, title: title, maxFiles: maxFiles)
    }

    /// What a cell shows.
    package enum Cell: Sendable, Equatable {
        case image(Bitmap)
        /// A grey panel saying why there is no picture.
        case problem(String)
    }

    package struct Plan {
        package var pages: [Pagination.Page]
        /// The picture's part of a cell, in layout units (the label goes below it).
        package var imageBox: Size
        /// Pictures the pages hold: all, unless a cap on files stopped them.
        package var shown: Int
    }

    var style: ChartStyle { pagination.style }
    var gap: Double { (style.font.size * 0.75).rounded() }
    var labelFont: FontSpec { style.noteFont }

    private func labelHeight(_ measurer: some TextMeasuring) -> Double {
        showsLabels ? measurer.measure("Ag", font: labelFont).height + gap / 3 : 0
    }

    package func plan(measurer: some TextMeasuring) -> Plan {
        let content = pagination.content(measurer: measurer)
        let width = ((content.width - gap * Double(columns - 1)) / Double(columns)).rounded(.down)
        let label = labelHeight(measurer)
        // Cells of `cellAspect`, unless a row would not fit the page: then as tall as a row can be.
        let height = max(1, min((width / cellAspect).rounded(.down), content.height - label - gap))
        let rows = (names.count + columns - 1) / columns
        let flow = ColumnFlow(
            heights: Array(repeating: height + label + gap, count: rows), columnWidth: .infinity)
        let pages = pagination.plan(flow, measurer: measurer)
        let shown = min(names.count, (pages.last?.items.upperBound ?? 0) * columns)
        return Plan(pages: pages, imageBox: Size(max(1, width), height), shown: shown)
    }

    /// The pages, `cells[i]` in the cell of picture i (as many cells as `plan.shown`).
    package func scene(_ plan: Plan, cells: [Cell], note: String?, measurer: some TextMeasuring) -> Scene {
        pages(plan, cells: { Array(cells[$0.clamped(to: cells.indices)]) }, note: note, measurer: measurer).scene()
    }

    /// The pages, each drawn when it is asked for: `cells(range)` gives the cells of the
    /// pictures in `range` (those of one page) only then, so a page's pictures can be decoded
    /// for it and let go after it (fewer cells than asked: the rest are left empty).
    package func pages(
        _ plan: Plan, cells: @escaping (Range<Int>) -> [Cell], note: String?, measurer: some TextMeasuring
    ) -> PagedScene {
        let label = labelHeight(measurer)
        let rowHeight = plan.imageBox.height + label + gap
        return pagination.pages(plan.pages, note: note, measurer: measurer) { page in
            let first = min(page.items.lowerBound * columns, plan.shown)
            let pictures = first..<min(page.items.upperBound * columns, plan.shown)
            let made = cells(pictures)
            var items: [SceneItem] = []
            for column in page.columns {
                for (place, row) in column.items.enumerated() {
                    let top = column.rect.minY + Double(place) * rowHeight
                    for across in 0..<columns {
                        let index = row * columns + across
                        guard index - first < made.count, index >= first else { break }
                        let box = snapped(
                            Rect(
                                x: column.rect.minX + Double(across) * (plan.imageBox.width + gap), y: top,
                                width: plan.imageBox.width, height: plan.imageBox.height))
                        items += self.items(made[index - first], in: box, measurer: measurer)
                        if showsLabels {
                            let text = TextWrapping(measurer: measurer, font: labelFont).truncate(
                                names[index], width: box.width)
                            items.append(
                                .text(
                                    measurer.run(
                                        text, at: Point(box.midX, box.maxY + gap / 3), anchor: .topCenter,
                                        font: labelFont, color: style.textColor)))
                        }
                    }
                }
            }
            return items
        }
    }

    /// What one cell draws in `box`: the picture as `fit` places it, or the grey panel naming
    /// the problem. For other layouts of pictures (a list, a single photo) to draw cells alike.
    package func items(_ cell: Cell, in box: Rect, measurer: some TextMeasuring) -> [SceneItem] {
        switch cell {
        case .image(let bitmap):
            guard fit == .contain else { return [.image(PlacedImage(bitmap: bitmap, rect: box, isPhoto: true))] }
            let scale = min(box.width / Double(bitmap.width), box.height / Double(bitmap.height))
            let width = Double(bitmap.width) * scale
            let height = Double(bitmap.height) * scale
            let rect = snapped(
                Rect(x: box.midX - width / 2, y: box.midY - height / 2, width: width, height: height))
            return [.image(PlacedImage(bitmap: bitmap, rect: rect, isPhoto: true))]
        case .problem(let problem):
            var items: [SceneItem] = [
                .path(
                    .rectangle(box), PathStyle(stroke: Color(hex: 0xc8c8c8), lineWidth: 1, fill: Color(hex: 0xf0f0f0)))
            ]
            let font = labelFont
            let lineHeight = measurer.measure("Ag", font: font).height
            let inner = box.inset(top: gap / 2, left: gap / 2, bottom: gap / 2, right: gap / 2)
            var lines = TextWrapping(measurer: measurer, font: font).wrap(problem, width: inner.width)
            let room = max(1, Int(inner.height / lineHeight))
            if lines.count > room {
                lines = Array(lines.prefix(room))
                lines[room - 1] = TextWrapping(measurer: measurer, font: font).truncate(
                    lines[room - 1] + " …", width: inner.width)
            }
            let top = box.midY - Double(lines.count) * lineHeight / 2
            let runs = lines.enumerated().map { number, line -> SceneItem in
                .text(
                    measurer.run(
                        line, at: Point(box.midX, top + Double(number) * lineHeight), anchor: .topCenter, font: font,
                        color: Color(hex: 0xa01818)))
            }
            items.append(.clipped(box, runs))
            return items
        }
    }

    /// On whole device pixels, so a thumbnail made for the cell is drawn one to one.
    package func snapped(_ rect: Rect) -> Rect {
        let scale = pagination.page.scale
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let x = snap(rect.minX)
        let y = snap(rect.minY)
        return Rect(x: x, y: y, width: snap(rect.maxX) - x, height: snap(rect.maxY) - y)
    }
}
