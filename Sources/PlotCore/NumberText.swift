import Foundation

/// Numbers as a reader expects them in a table: the shortest decimal that reads back as the
/// same value (12.5, not 12.500000000000002 nor 1.25e1), with the typographic minus.
public enum NumberText {
    public static func shortest(_ value: Double) -> String {
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
}
