extension SeriesMarks {
    /// A box is this share of its slot's width, so boxes side by side keep a gap, as
    /// seaborn's boxes within a category do.
    static let boxWidth = 0.7
    /// A whisker's cap is this share of its box's width: matplotlib's `capwidths` default.
    static let capWidth = 0.5
    /// The widest violin's share of its slot's width: neighbours do not quite touch.
    static let violinWidth = 0.95

    /// Boxes and violins in their slots of the category bands (upright: x's scale is a band
    /// along the page). A box: the quartiles' rectangle, the median across it, whiskers with
    /// caps, the outliers as the series' markers. A violin: its mirrored outline, and inside a
    /// thin line between the whiskers, a thick one between the quartiles and the median as a
    /// dot, as seaborn's `inner="box"`.
    func drawBoxes(_ drawn: inout Drawn, _ boxes: [BoxMark]) {
        guard case .band(let band) = x else { return }
        let count = chart.series.count
        let thin = style.lineWidth / 2
        for mark in boxes {
            let color = Self.color(mark.series, of: count, style)
            let fill = Color(red: color.red, green: color.green, blue: color.blue, alpha: BoxMark.fillAlpha)
            let slot = band.bandwidth / Double(mark.slots)
            let center = band.position(ofIndex: mark.x.categoryIndex) + (Double(mark.slot) + 0.5) * slot
            let stats = mark.box
            drawn.visibleCount += 1
            if let violin = mark.violin {
                let half = slot * Self.violinWidth / 2
                var outline = Path()
                for (y0, width) in zip(violin.ys, violin.widths) {
                    let point = Point(center + width * half, y(y0))
                    if outline.isEmpty { outline.move(to: point) } else { outline.line(to: point) }
                }
                for (y0, width) in zip(violin.ys, violin.widths).reversed() {
                    outline.line(to: Point(center - width * half, y(y0)))
                }
                outline.close()
                drawn.items.append(.path(outline, PathStyle(stroke: color, lineWidth: thin, fill: fill)))
                let (top, bottom) = (y(violin.ys.last ?? stats.median), y(violin.ys.first ?? stats.median))
                let widest = (violin.widths.max() ?? 0) * half
                drawn.filledRects.append(
                    Rect(x: center - widest, y: min(top, bottom), width: 2 * widest, height: abs(bottom - top)))
                var whiskers = Path()
                whiskers.move(to: Point(center, y(stats.lowWhisker)))
                whiskers.line(to: Point(center, y(stats.highWhisker)))
                drawn.items.append(.path(whiskers, PathStyle(stroke: color, lineWidth: thin)))
                var quartiles = Path()
                quartiles.move(to: Point(center, y(stats.q1)))
                quartiles.line(to: Point(center, y(stats.q3)))
                drawn.items.append(.path(quartiles, PathStyle(stroke: color, lineWidth: style.lineWidth * 1.5)))
                drawn.items.append(
                    .path(
                        MarkerShape.circle.path(center: Point(center, y(stats.median)), radius: style.lineWidth * 0.6),
                        PathStyle(fill: style.background)))
                continue
            }
            // A box, or a violin of one value: its median across.
            let half = slot * Self.boxWidth / 2
            let (q1, q3) = (y(stats.q1), y(stats.q3))
            let rect = Rect(x: center - half, y: min(q1, q3), width: 2 * half, height: abs(q3 - q1))
            if chart.kind == .box {
                drawn.items.append(.path(.rectangle(rect), PathStyle(stroke: color, lineWidth: thin, fill: fill)))
                // The legend keeps off the whiskers too.
                let (low, high) = (y(stats.lowWhisker), y(stats.highWhisker))
                drawn.filledRects.append(
                    Rect(x: center - half, y: min(low, high), width: 2 * half, height: abs(high - low)))
                let cap = half * Self.capWidth
                var whiskers = Path()
                for (end, whisker) in [(q1, stats.lowWhisker), (q3, stats.highWhisker)] {
                    Self.addWhisker(&whiskers, at: center, from: end, to: y(whisker), cap: cap)
                }
                drawn.items.append(.path(whiskers, PathStyle(stroke: color, lineWidth: thin)))
            }
            var median = Path()
            median.move(to: Point(center - half, y(stats.median)))
            median.line(to: Point(center + half, y(stats.median)))
            drawn.items.append(.path(median, PathStyle(stroke: color, lineWidth: style.lineWidth)))
            drawOutliers(&drawn, stats.outliers, at: center, series: mark.series, color: color)
        }
    }

    /// A whisker along the values' axis from `start` to `end` (page units) at `center` across,
    /// with a cap `cap` either side at `end`: a box's, or half an error bar. When bars run across
    /// (`horizontal`) the values' axis is along the page.
    static func addWhisker(
        _ path: inout Path, at center: Double, from start: Double, to end: Double, cap: Double, horizontal: Bool = false
    ) {
        func point(_ across: Double, _ along: Double) -> Point {
            horizontal ? Point(along, across) : Point(across, along)
        }
        path.move(to: point(center, start))
        path.line(to: point(center, end))
        path.move(to: point(center - cap, end))
        path.line(to: point(center + cap, end))
    }

    /// A box's outliers, each a marker of its series (smaller than a line's: there may be many).
    /// They stand on one line, so a long tail puts many on one device pixel, where the last drawn
    /// covers the others: it alone is drawn (`MarkerThinning`).
    private func drawOutliers(_ drawn: inout Drawn, _ values: [Double], at center: Double, series: Int, color: Color) {
        let shape = Self.markerShape(series, of: chart.series.count, kind: chart.kind)
        let markerStyle = PathStyle(
            stroke: style.background, lineWidth: style.markerOutline / 2, fill: color, isMarker: true)
        let points = values.map { Point(center, y($0)) }
        drawn.cloudPoints += points
        for index in MarkerThinning.lastInEachCell(points, cell: max(1 / pixelDensity, 1e-9)) {
            drawn.items.append(.path(shape.path(center: points[index], radius: style.markerRadius * 0.6), markerStyle))
        }
    }
}
