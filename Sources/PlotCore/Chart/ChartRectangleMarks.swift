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
