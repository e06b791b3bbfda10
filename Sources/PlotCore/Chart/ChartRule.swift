/// A line across the plot at one value, with an optional label: a threshold, a mean, an event
/// (`plot --hline 0:freezing`, `--vline 2024-03-01:launch`). The axis reaches the value, so a
/// rule is never out of view unless a range or a zoom says so. Package-wide for now (the CLI's
/// flags); a library user will reach it through Swift Charts' `RuleMark`.
package struct ChartRule: Sendable, Equatable {
    /// Which axis the value is on.
    package enum Axis: Sendable, Equatable {
        /// A vertical line at an x value (seconds since 1970 on a time axis).
        case x
        /// A horizontal line at a y value.
        case y
    }

    package var axis: Axis
    /// Where the line goes, in the axis's values.
    package var value: Double
    /// Written at the line's end, inside the plot.
    package var label: String?
    /// From where to where the line runs, in the other axis's values; nil: across the plot.
    package var span: ClosedRange<Double>?
    /// The line's colour, width and dash; nil for the CLI's look (a dashed line in the axis
    /// colour). Swift Charts' `RuleMark` is solid.
    package var color: Color?
    /// Times the colour's opacity.
    package var opacity: Double?
    package var lineWidth: Double?
    package var dash: [Double]?

    package init(_ axis: Axis, at value: Double, label: String? = nil, span: ClosedRange<Double>? = nil) {
        self.axis = axis
        self.value = value
        self.label = label
        self.span = span
    }
}
