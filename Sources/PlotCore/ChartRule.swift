/// A line across the plot at one value, with an optional label: a threshold, a mean, an event
/// (`plot --hline 0:freezing`, `--vline 2024-03-01:launch`). The axis reaches the value, so a
/// rule is never out of view unless a range or a zoom says so.
public struct ChartRule: Sendable, Equatable {
    public enum Axis: Sendable, Equatable {
        /// A vertical line at an x value (seconds since 1970 on a time axis).
        case x
        /// A horizontal line at a y value.
        case y
    }

    public var axis: Axis
    public var value: Double
    public var label: String?

    public init(_ axis: Axis, at value: Double, label: String? = nil) {
        self.axis = axis
        self.value = value
        self.label = label
    }
}
