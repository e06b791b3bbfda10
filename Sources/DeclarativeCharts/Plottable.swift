import Foundation

/// A value a chart can place on an axis, as Swift Charts' `Plottable`: a number (a linear
/// axis), a `Date` (a time axis) or a `String` (a category axis).
public protocol Plottable {
    /// The value as the chart places it.
    var plottedValue: PlottedValue { get }
}

/// What a `Plottable` is on an axis.
public enum PlottedValue: Sendable, Equatable {
    case number(Double)
    /// Seconds since 1970-01-01T00:00:00Z.
    case date(Double)
    case category(String)
}

extension Double: Plottable {
    public var plottedValue: PlottedValue { .number(self) }
}

extension Float: Plottable {
    public var plottedValue: PlottedValue { .number(Double(self)) }
}

extension Int: Plottable {
    public var plottedValue: PlottedValue { .number(Double(self)) }
}

extension String: Plottable {
    public var plottedValue: PlottedValue { .category(self) }
}

extension Date: Plottable {
    public var plottedValue: PlottedValue { .date(timeIntervalSince1970) }
}
