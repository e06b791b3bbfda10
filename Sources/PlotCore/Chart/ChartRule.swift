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

    package init(_ axis: Axis, at value: Double, label: String? = nil) {
        self.axis = axis
        self.value = value
        self.label = label
    }
}
