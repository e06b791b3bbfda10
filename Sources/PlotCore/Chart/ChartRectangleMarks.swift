/// Draws a chart's rectangles (`ChartRectangle`) on the page, to be clipped to the plot: each
/// range through its axis's scale, a category range from its first band's start to its last
/// band's end.
struct ChartRectangleMarks {
    let rectangles: [ChartRectangle]
    let style: ChartStyle
    let plot: Rect

    /// - Parameters:
    ///   - x, y: the data's x and y scales (on the left and bottom axes when bars run across).
    ///   - horizontal: whether the data's x runs down the left axis.
    func items(x: ChartScale, y: ChartScale, horizontal: Bool) -> [SceneItem] {
        rectangles.compactMap { rectangle in
            let xs = ends(rectangle.x, x, horizontal ? (plot.minY, plot.maxY) : (plot.minX, plot.maxX))
            let ys = ends(rectangle.y, y, horizontal ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY))
            guard let xs, let ys else { return nil }
            let (across, along) = horizontal ? (ys, xs) : (xs, ys)
            let rect = Rect(x: across.0, y: along.0, width: across.1 - across.0, height: along.1 - along.0)
            return .path(
                .rectangle(rect),
                PathStyle(fill: (rectangle.color ?? style.lineColor).times(opacity: rectangle.opacity)))
        }
    }

    /// The rectangles' labels, each inside its top left corner where that is in the plot, on a
    /// box of the page's colour (as a rule's label): drawn over the marks, outside their clip.
    func labels(x: ChartScale, y: ChartScale, horizontal: Bool, measurer: some TextMeasuring) -> [SceneItem] {
        let pad = style.font.size * 0.4
        return rectangles.flatMap { rectangle -> [SceneItem] in
            guard let label = rectangle.label, !label.isEmpty,
                let xs = ends(rectangle.x, x, horizontal ? (plot.minY, plot.maxY) : (plot.minX, plot.maxX)),
                let ys = ends(rectangle.y, y, horizontal ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY))
            else { return [] }
            let (across, along) = horizontal ? (ys, xs) : (xs, ys)
            let corner = Point(max(across.0, plot.minX) + pad, max(along.0, plot.minY) + pad)
            guard corner.x < plot.maxX, corner.y < plot.maxY else { return [] }
            let run = measurer.run(
                label, at: corner, anchor: .topLeft, font: style.font, color: style.mutedTextColor)
            let size = measurer.measure(label, font: style.font)
            let box = Rect(
                x: run.origin.x - pad / 2, y: run.origin.y - pad / 2, width: size.width + pad,
                height: size.height + pad)
            return [style.labelBox(box), .text(run)]
        }
    }

    /// A range's ends on the page, low to high; the plot's own without a range; nil when an end
    /// has no place.
    private func ends(_ range: ClosedRange<Double>?, _ scale: ChartScale, _ whole: (Double, Double)) -> (
        Double, Double
    )? {
        guard let range else { return whole }
        var (a, b) = (scale(range.lowerBound), scale(range.upperBound))
        if case .band(let band) = scale {
            // Whole bands: from the first one's start to the last one's end.
            (a, b) = (a - band.bandwidth / 2, b + band.bandwidth / 2)
        }
        guard a.isFinite, b.isFinite else { return nil }
        return (min(a, b), max(a, b))
    }
}
