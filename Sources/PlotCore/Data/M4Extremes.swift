/// The lowest and highest point of a run of points (a block of `M4Pyramid`, or what a view has
/// found so far in a column): each point's index and, beside it, its value, so that blocks are
/// compared without reading the points themselves. A view compares a few blocks a level in
/// each of its columns; reading their values from the series (10^7 points or more, one cache
/// miss each) was most of its time.
struct M4Extremes {
    /// The lowest point's index, the earliest of equals; -1 for none (gaps only).
    var low: Int32
    /// The highest point's index, the earliest of equals; -1 for none.
    var high: Int32
    var lowY: Double
    var highY: Double

    /// No point with a value.
    static let none = M4Extremes(low: -1, high: -1, lowY: .infinity, highY: -.infinity)

    /// These and `other`'s, whichever comes first in index order: as one pass over the points
    /// keeps them, the earliest of equal values stays, whatever order blocks are met in.
    @inline(__always)
    mutating func consider(_ other: M4Extremes) {
        if other.low >= 0, low < 0 || other.lowY < lowY || (other.lowY == lowY && other.low < low) {
            (low, lowY) = (other.low, other.lowY)
        }
        if other.high >= 0, high < 0 || other.highY > highY || (other.highY == highY && other.high < high) {
            (high, highY) = (other.high, other.highY)
        }
    }
}
