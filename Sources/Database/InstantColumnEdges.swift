/// Where `ChartQueries.pixelColumns` changes column along a `timestamptz` x: per column k
/// (0...columns), the first microsecond whose column is k or more. A column is then found by
/// comparing the time itself with these edges (`width_bucket`), with no conversion of each
/// row's time to seconds: the same column, as both never decrease with the time.
enum InstantColumnEdges {
    /// The edges of `mapping`'s columns (`ChartQueries.arguments`), in microseconds since 1970;
    /// nil unless every time before the first edge is left of the range and every time after
    /// the last right of it, within 2^33 s of 1970, where `PostgresLiterals` writes them.
    static func micros(_ arguments: [Double]) -> [Int64]? {
        let columns = arguments[2]
        let (low, high) = (-Int64(0x1p33) * 1_000_000 + 1, Int64(0x1p33) * 1_000_000 - 1)
        guard column(at: low, arguments) == -1, column(at: high, arguments) == columns else { return nil }
        var edges: [Int64] = []
        edges.reserveCapacity(Int(columns) + 1)
        for k in 0...Int(columns) {
            // The first microsecond at column k or beyond (column(high) == columns >= k).
            var (lower, upper) = (edges.last ?? low, high)
            while lower < upper {
                let middle = lower + (upper - lower) / 2
                if column(at: middle, arguments) >= Double(k) { upper = middle } else { lower = middle + 1 }
            }
            edges.append(lower)
        }
        return edges
    }

    /// The column `pixelColumns` gives the time `micros` (`date_part`'s seconds), in doubles
    /// as PostgreSQL computes it.
    static func column(at micros: Int64, _ arguments: [Double]) -> Double {
        let x = Double(micros) / 1_000_000
        if x < arguments[0] { return -1 }
        if x > arguments[1] { return arguments[2] }
        return min(arguments[2] - 1, (arguments[3] + (x - arguments[0]) * arguments[4]).rounded(.towardZero))
    }
}
