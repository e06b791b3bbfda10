import Foundation

/// Formats tick values with a fixed number of decimals: the fewest that tell the ticks apart.
/// Negative numbers use the typographic minus; whole parts of four digits or more are grouped in
/// thousands, as d3-format's "," and Vega-Lite's axes write them, on every axis alike (a log
/// axis's 1,000 beside a linear axis's 3,000), except an axis of years.
package struct TickLabelFormat: Sendable, Equatable {
    package var decimals: Int
    /// Whole parts with at least this many digits are grouped in thousands.
    var groupFromDigits = 4

    package init(decimals: Int) {
        self.decimals = max(0, min(decimals, 17))
    }

    /// The format for the ticks d3 would draw between start and stop.
    package init(from start: Double, to stop: Double, count: Int) {
        self.init(decimals: Ticks.decimals(from: start, to: stop, count: count))
    }

    /// One axis's labels, grouped alike; an axis of years (`areYears`) is not grouped: 1990,
    /// not 1,990.
    package func strings(for values: [Double]) -> [String] {
        var format = self
        if Self.areYears(values) { format.groupFromDigits = .max }
        return values.map(format.string(for:))
    }

    /// Whether values read as years: all from 1000 to 2999, at most 500 apart (a `year`
    /// column's 1900 to 2020, or 2007 to 2009 ticked by halves), so that prices of 1,200 to
    /// 2,800 are still grouped.
    static func areYears(_ values: [Double]) -> Bool {
        guard let low = values.min(), let high = values.max() else { return false }
        return low >= 1000 && high <= 2999 && high - low <= 500
    }

    package func string(for value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "−∞" : "∞") }
        if abs(value) >= 1e15 { return scientific(value) }
        var text = String(format: "%.\(decimals)f", abs(value))
        let isZero = text.allSatisfy { $0 == "0" || $0 == "." }
        text = grouped(text)
        return value < 0 && !isZero ? "−" + text : text
    }

    /// 1234567.5 -> 1,234,567.5.
    private func grouped(_ text: String) -> String { Self.grouped(text, fromDigits: groupFromDigits) }

    /// Groups the whole part of an unsigned decimal in thousands when it has at least
    /// `fromDigits` digits.
    static func grouped(_ text: String, fromDigits: Int) -> String {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts[0].count >= fromDigits else { return text }
        let result = NumberText.groupDigits(parts[0], separator: ",")
        return parts.count > 1 ? result + "." + parts[1] : result
    }

    private func scientific(_ value: Double) -> String {
        let text = String(format: "%.3g", abs(value))
            .replacingOccurrences(of: "e+", with: "e")
        return value < 0 ? "−" + text : text
    }
}
