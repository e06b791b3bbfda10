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
        let line = PathStyle(
            stroke: style.axisColor, lineWidth: style.gridWidth * 1.5,
            dash: [style.font.size * 0.4, style.font.size * 0.25])
        var items: [SceneItem] = []
        for rule in rules where rule.value.isFinite {
            let position = (rule.axis == .x ? x : y)(rule.value)
            // Across the page when the rule's axis runs down the left (y rules, or x rules of bars across).
            let across = (rule.axis == .y) != horizontal
            let range = across ? (plot.minY, plot.maxY) : (plot.minX, plot.maxX)
            guard position.isFinite, position >= range.0 - 0.5, position <= range.1 + 0.5 else { continue }
            var path = Path()
            if across {
                path.move(to: Point(plot.minX, position))
                path.line(to: Point(plot.maxX, position))
            } else {
                path.move(to: Point(position, plot.minY))
                path.line(to: Point(position, plot.maxY))
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
            items.append(.path(.rectangle(box), PathStyle(fill: style.background)))
            items.append(.text(run))
        }
        return items
    }
}
