/// Draws a chart's annotations (`ChartAnnotation`): each text beside its mark's frame, a bar's
/// rectangle as drawn or a marker's box, not clipped (a label above the tallest bar may stand
/// over the plot's edge, as in Swift Charts). An annotation of a mark out of view is not drawn.
struct ChartAnnotationMarks {
    let annotations: [ChartAnnotation]
    let style: ChartStyle
    /// The series' marks on the page: their scales, and the bars' rectangles.
    let series: SeriesMarks

    func items(_ marks: ChartMarks, measurer: some TextMeasuring) -> [SceneItem] {
        let plot = series.plot
        let reach = plot.inset(top: -0.5, left: -0.5, bottom: -0.5, right: -0.5)
        return annotations.flatMap { annotation -> [SceneItem] in
            guard let frame = frame(of: annotation, marks), reach.contains(Point(frame.midX, frame.midY)) else {
                return []
            }
            let gap = annotation.spacing ?? style.font.size / 3
            // Along the side the text stands on, its edge lines up with the frame's as aligned.
            let alignment = annotation.alignment
            let alongX = [frame.minX, frame.midX, frame.maxX][max(-1, min(1, alignment.horizontal)) + 1]
            let alongY = [frame.minY, frame.midY, frame.maxY][max(-1, min(1, alignment.vertical)) + 1]
            let (point, anchor): (Point, TextAnchor)
            switch annotation.position {
            case .top: (point, anchor) = (Point(alongX, frame.minY - gap), Self.anchor(x: alignment.horizontal, y: 1))
            case .bottom:
                (point, anchor) = (Point(alongX, frame.maxY + gap), Self.anchor(x: alignment.horizontal, y: -1))
            case .leading: (point, anchor) = (Point(frame.minX - gap, alongY), Self.anchor(x: 1, y: alignment.vertical))
            case .trailing:
                (point, anchor) = (Point(frame.maxX + gap, alongY), Self.anchor(x: -1, y: alignment.vertical))
            case .overlay:
                (point, anchor) = (Point(alongX, alongY), Self.anchor(x: alignment.horizontal, y: alignment.vertical))
            }
            let text = SceneItem.text(
                measurer.run(annotation.text, at: point, anchor: anchor, font: style.noteFont, color: style.textColor))
            guard annotation.series == nil else { return [text] }
            // A point of no mark is shown by a ring, so the text says which point it is about.
            let ring = Path.circle(center: Point(frame.midX, frame.midY), radius: frame.width / 4)
            return [.path(ring, PathStyle(stroke: style.textColor, lineWidth: style.markerOutline * 1.5)), text]
        }
    }

    /// The anchor of a text whose left (-1), middle (0) or right (1) edge and top, middle or
    /// bottom is at its point.
    static func anchor(x: Int, y: Int) -> TextAnchor {
        let anchors: [[TextAnchor]] = [
            [.topLeft, .topCenter, .topRight], [.centerLeft, .center, .centerRight],
            [.bottomLeft, .bottomCenter, .bottomRight],
        ]
        return anchors[max(-1, min(1, y)) + 1][max(-1, min(1, x)) + 1]
    }

    /// The mark's frame on the page: its bar's rectangle, else its marker's box.
    private func frame(of annotation: ChartAnnotation, _ marks: ChartMarks) -> Rect? {
        if let bar = marks.bars.first(where: { $0.series == annotation.series && $0.x == annotation.x }) {
            return series.barRect(bar)
        }
        let (px, py) = (series.x(annotation.x), series.y(annotation.y))
        let center = series.horizontal ? Point(py, px) : Point(px, py)
        guard center.x.isFinite, center.y.isFinite else { return nil }
        let radius =
            annotation.series.flatMap { series.chart.series.indices.contains($0) ? $0 : nil }
            .flatMap { series.chart.series[$0].style.markerRadius } ?? style.markerRadius
        return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}
