import PlotCore

/// A straight line at a value, across the plot or along a span (Swift Charts' `RuleMark`): a
/// threshold, a target, an event, a range. Drawn over the other marks by the engine's rules
/// (`plot --hline`'s), solid, in the axis colour unless `foregroundStyle(_:)` says another.
public struct RuleMark: ChartContent {
    /// The mark as the chart reads it.
    public let markRecords: [ChartMarkRecord]

    /// A vertical line across the plot at an x value.
    public init<X: Plottable>(x: PlottableValue<X>) {
        markRecords = [ChartMarkRecord(kind: .rule, x: x.field)]
    }

    /// A horizontal line across the plot at a y value.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        markRecords = [ChartMarkRecord(kind: .rule, y: y.field)]
    }

    /// A vertical line at an x value, from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        markRecords = [ChartMarkRecord(kind: .rule, x: x.field, y: yStart.field, yEnd: yEnd.field)]
    }

    /// A horizontal line at a y value, from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        markRecords = [ChartMarkRecord(kind: .rule, x: xStart.field, y: y.field, xEnd: xEnd.field)]
    }
}

extension ChartMarkRecord {
    /// The engine's rule for a `RuleMark` on a chart whose x axis is `axis`.
    /// - Throws: `ChartDataError` naming the mark and the value: a y that is not a number, a
    ///   value that is not finite.
    func rule(on axis: AxisKind) throws(ChartDataError) -> ChartRule {
        func number(_ field: Field, _ name: String) throws(ChartDataError) -> Double {
            try position(field, name, on: axis, mark: "RuleMark")
        }
        func span(_ start: Field, _ end: Field?, _ name: String) throws(ChartDataError) -> ClosedRange<Double>? {
            try range(start, end, name, on: axis, mark: "RuleMark")
        }
        var rule: ChartRule
        if let x, let y, let yEnd {
            rule = ChartRule(.x, at: try number(x, "x"), span: try span(y, yEnd, "y"))
        } else if let x, let y, let xEnd {
            rule = ChartRule(.y, at: try number(y, "y"), span: try span(x, xEnd, "x"))
        } else if let x {
            rule = ChartRule(.x, at: try number(x, "x"))
        } else if let y {
            rule = ChartRule(.y, at: try number(y, "y"))
        } else {
            throw ChartDataError("RuleMark has neither x nor y", isUsage: true)
        }
        rule.dash = style.dash ?? []
        rule.color = style.color
        rule.opacity = style.opacity
        rule.lineWidth = style.lineWidth
        return rule
    }
}
