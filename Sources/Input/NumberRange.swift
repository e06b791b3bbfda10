/// The smallest and the largest of a column's values, widened one value at a time. A reader
/// that only needs these (the first pass over a file too big to hold) gives an estimate
/// first - a multiplication, where the exact conversion divides - and converts exactly only a
/// value whose estimate comes near or past an end: the ends are exact, most values cost less.
package struct NumberRange: Sendable, Equatable {
    package var low = Double.infinity
    package var high = -Double.infinity

    package init() {}

    @inline(__always)
    mutating func widen(_ value: Double) {
        if value < low { low = value }
        if value > high { high = value }
    }

    /// `estimate` is within 2^-52 of the exact value, relatively (one rounding of a power of
    /// ten and one of the product): a value that could widen the range has an estimate within
    /// 2^-50 of an end, or past it.
    @inline(__always)
    mutating func widen(estimate: Double, exact: () -> Double) {
        let slack = abs(estimate) * 0x1p-50
        if estimate + slack >= high || estimate - slack <= low { widen(exact()) }
    }

    package mutating func merge(_ other: NumberRange) {
        low = min(low, other.low)
        high = max(high, other.high)
    }
}
