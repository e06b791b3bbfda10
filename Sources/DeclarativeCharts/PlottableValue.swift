import Foundation

/// A labelled value a mark plots, as Swift Charts' `PlottableValue`: `.value("Month", date)`.
/// The label becomes the axis title (or the legend's) unless the chart names it otherwise.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let plotted: PlottedValue

    /// A value and its label.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, plotted: value.plottedValue)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned to the start of its calendar unit (`.day`, `.weekOfYear`, `.month`,
    /// `.quarter`, `.year`...) in UTC, as bars over months are: every date of March is March 1.
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component) -> PlottableValue<Date> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: label, plotted: .date(start.timeIntervalSince1970))
    }
}
