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
            let (point, anchor): (Point, TextAnchor)
            switch annotation.position {
            case .top: (point, anchor) = (Point(frame.midX, frame.minY - gap), .bottomCenter)
            case .bottom: (point, anchor) = (Point(frame.midX, frame.maxY + gap), .topCenter)
            case .leading: (point, anchor) = (Point(frame.minX - gap, frame.midY), .centerRight)
            case .trailing: (point, anchor) = (Point(frame.maxX + gap, frame.midY), .centerLeft)
            case .overlay: (point, anchor) = (Point(frame.midX, frame.midY), .center)
            }
            let text = SceneItem.text(
                measurer.run(annotation.text, at: point, anchor: anchor, font: style.noteFont, color: style.textColor))
            guard annotation.series == nil else { return [text] }
            // A point of no mark is shown by a ring, so the text says which point it is about.
            let ring = Path.circle(center: Point(frame.midX, frame.midY), radius: frame.width / 4)
            return [.path(ring, PathStyle(stroke: style.textColor, lineWidth: style.markerOutline * 1.5)), text]
        }
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
