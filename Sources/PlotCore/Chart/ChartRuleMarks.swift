/// Draws a chart's rules (`ChartRule`): a dashed line across the plot at each value, its label
/// at the line's end inside the plot. A rule outside the view (a range or a zoom left it out) is
/// not drawn.
struct ChartRuleMarks {
    let rules: [ChartRule]
    let style: ChartStyle
    let plot: Rect

    init(_ rules: [ChartRule], style: ChartStyle, plot: Rect) {
        self.rules = rules
        self.style = style
        self.plot = plot
    }

    /// - Parameters:
    ///   - x, y: the data's x and y scales (on the left and bottom axes when bars run across).
    ///   - horizontal: whether the data's x runs down the left axis.
    func items(x: ChartScale, y: ChartScale, horizontal: Bool, measurer: some TextMeasuring) -> [SceneItem] {
        let pad = style.font.size * 0.3
        var items: [SceneItem] = []
        for rule in rules where rule.value.isFinite {
            let line = PathStyle(
                stroke: (rule.color ?? style.axisColor).times(opacity: rule.opacity),
                lineWidth: rule.lineWidth ?? style.gridWidth * 1.5,
                dash: rule.dash ?? [style.font.size * 0.4, style.font.size * 0.25])
            let position = (rule.axis == .x ? x : y)(rule.value)
            // Across the page when the rule's axis runs down the left (y rules, or x rules of bars across).
            let across = (rule.axis == .y) != horizontal
            let range = across ? (plot.minY, plot.maxY) : (plot.minX, plot.maxX)
            guard position.isFinite, position >= range.0 - 0.5, position <= range.1 + 0.5 else { continue }
            // A span runs between its ends on the other axis, kept inside the plot.
            let other = rule.axis == .x ? y : x
            let (from, to) =
                across
                ? ends(rule.span, other, plot.minX, plot.maxX) : ends(rule.span, other, plot.minY, plot.maxY)
            var path = Path()
            if across {
                path.move(to: Point(from, position))
                path.line(to: Point(to, position))
            } else {
                path.move(to: Point(position, from))
                path.line(to: Point(position, to))
            }
            items.append(.path(path, line))
            guard let label = rule.label, !label.isEmpty else { continue }
            let run =
                across
                ? measurer.run(
                    label, at: Point(plot.maxX - pad, position - pad), anchor: .bottomRight, font: style.font,
                    color: style.mutedTextColor)
                : measurer.run(
                    label, at: Point(position + pad, plot.minY + pad), anchor: .topLeft, font: style.font,
                    color: style.mutedTextColor)
            // On a box of the page's colour: legible over the marks and the other rules.
            let size = measurer.measure(label, font: style.font)
            let box = Rect(
                x: run.origin.x - pad / 2, y: run.origin.y - pad / 2, width: size.width + pad, height: size.height + pad
            )
            items.append(style.labelBox(box))
            items.append(.text(run))
        }
        return items
    }

    /// A span's ends on the page, within `low...high`; the whole of it without a span.
    private func ends(_ span: ClosedRange<Double>?, _ scale: ChartScale, _ low: Double, _ high: Double) -> (
        Double, Double
    ) {
        guard let span else { return (low, high) }
        let (a, b) = (scale(span.lowerBound), scale(span.upperBound))
        guard a.isFinite, b.isFinite else { return (low, high) }
        return (min(max(min(a, b), low), high), max(min(max(a, b), high), low))
    }
}
