import Foundation

/// Numbers as a reader expects them in a table: the shortest decimal that reads back as the
/// same value (12.5, not 12.500000000000002 nor 1.25e1), with the typographic minus.
package enum NumberText {
    package static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "−∞" : "∞") }
        if value == 0 { return "0" }
        var text = "\(abs(value))"
        if text.contains("e") {
            // Swift writes 1e-05 and 1e+16; plain decimals read better up to these bounds.
            if abs(value) >= 1e-6 && abs(value) < 1e15 {
                text = String(format: "%.15f", abs(value)).trimmingZeros
            }
        } else if text.hasSuffix(".0") {
            text.removeLast(2)
        }
        return value < 0 ? "−" + text : text
    }

    /// A whole number in at least `width` digits, zeros in front, for dates and times:
    /// (5, 2) -> "05", (2026, 4) -> "2026", (250, 3) -> "250", (-7, 4) -> "-0007".
    package static func zeroPadded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let padded = digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        return value < 0 ? "-" + padded : padded
    }
}
