import Foundation

/// An axis's ticks as a program chose them, in place of the axis's own (Swift Charts'
/// `AxisMarks`): which values, how each is written, and whether grid lines, tick marks and
/// labels are drawn at them. The one hook both axes' layouts read (`DataChart.axisMarks`).
package struct AxisMarkRequest: Sendable {
    /// Which values get a mark.
    package enum Values: Sendable, Equatable {
        /// The axis's own choice, about this many (nil: the axis's own count).
        case automatic(desiredCount: Int?)
        /// Every multiple of a step in the axis's units (seconds on a time axis) in view.
        case stride(Double)
        /// The starts of every `count`-th calendar interval in view, on a time axis.
        case calendar(CalendarInterval.Unit, count: Int)
        /// These values, those in view.
        case list([Double])
    }

    package var values: Values
    /// Writes a value's label; nil for the axis's own labels.
    package var label: (@Sendable (Double) -> String)?
    package var showsLabels: Bool
    package var showsGrid: Bool
    package var showsTickMarks: Bool

    package init(
        values: Values, label: (@Sendable (Double) -> String)? = nil, showsLabels: Bool = true, showsGrid: Bool = true,
        showsTickMarks: Bool = true
    ) {
        self.values = values
        self.label = label
        self.showsLabels = showsLabels
        self.showsGrid = showsGrid
        self.showsTickMarks = showsTickMarks
    }

    /// The ticks on `scale`, whose shown values are `shown` (nil on a band axis: every
    /// category is a value), `preferred` the axis's own count.
    func ticks(on scale: ChartScale, preferred: Int) -> AxisTicks {
        let axis = scale.axis
        var values: [Double]
        var count = preferred
        switch self.values {
        case .automatic(let desired):
            count = max(1, desired ?? preferred)
            values = axis.ticks(count: count)
        case .stride(let step):
            values = Self.multiples(of: step, in: scale.shownValues) ?? axis.ticks(count: count)
        case .calendar(let unit, let every):
            guard case .time(let time) = scale, let shown = scale.shownValues,
                let interval = CalendarInterval(unit, timeZone: time.timeZone).every(max(1, every))
            else {
                values = axis.ticks(count: count)
                break
            }
            // The stop is past the last value so one on it is kept.
            values = interval.range(from: shown.lower, to: shown.upper.nextUp)
        case .list(let chosen):
            values = chosen.filter { value in scale.shownValues.map { $0.contains(value) } ?? true }
        }
        var labels = label.map { values.map($0) } ?? axis.tickLabels(values, count: count)
        if !showsLabels { labels = labels.map { _ in "" } }
        var ticks = AxisTicks(values: values, labels: labels)
        ticks.showsGrid = showsGrid
        ticks.showsTickMarks = showsTickMarks
        return ticks
    }

    /// Multiples of `step` from the first at or after the lower end to the upper; nil for a
    /// step that is not a positive number or would make more than 1,000 of them.
    static func multiples(of step: Double, in shown: Interval?) -> [Double]? {
        guard let shown, step > 0, step.isFinite else { return nil }
        let first = (shown.lower / step).rounded(.up)
        let last = (shown.upper / step).rounded(.down)
        guard last >= first, last - first <= 1000 else { return nil }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }
}
