import Foundation

/// Columns of doubles that several threads fill at once, each its own rows, made without a
/// first write: a column's pages are first touched by the thread that fills them.
enum SharedColumns {
    /// `count` columns of up to `capacity` values each, as `fill` leaves them: it gets each
    /// column's storage and says how many rows it filled (in every column), or nil when it
    /// could not, and then there are no columns.
    static func fill(
        count: Int, capacity: Int, _ fill: (_ columns: [UnsafeMutablePointer<Double>]) -> Int?
    ) -> [[Double]]? {
        var bases: [UnsafeMutablePointer<Double>] = []
        var rows: Int?
        // Made innermost first; reversed once at the end (prepending each would be quadratic
        // in the number of columns: 20,000 columns took seconds).
        var madeBackwards: [[Double]] = []
        madeBackwards.reserveCapacity(count)
        // Each column's storage is lent only inside its own closure: they are nested.
        func make(_ remaining: Int) {
            guard remaining > 0 else {
                rows = fill(bases)
                return
            }
            let column = [Double](unsafeUninitializedCapacity: max(capacity, 1)) { buffer, initialized in
                bases.append(buffer.baseAddress!)
                make(remaining - 1)
                initialized = min(rows ?? 0, capacity)
            }
            madeBackwards.append(column)
        }
        make(count)
        return rows == nil ? nil : madeBackwards.reversed()
    }
}
