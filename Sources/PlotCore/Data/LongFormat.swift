extension DataTable {
    /// The category column that looks like what `--group-by` should have named: a table in
    /// long format (`symbol,date,price`) charted without it repeats each x once a group, and a
    /// line through all its rows zigzags between the groups. Such a column has 2 to 50 values,
    /// and within each of them no x repeats while across them x does. Nil when x never repeats
    /// or no column explains it; the first of the table's columns that does otherwise. Judged
    /// by the first `longFormatSampleRows` rows, or, for a table sorted by group whose first
    /// group is longer (`sort_values(['symbol', 'date'])`), by where x falls back: a column whose
    /// value changes there and nowhere else splits it.
    package func groupingColumn(forX x: Int) -> Int? {
        let xs: [Double]
        switch columns[x].values {
        case .numbers(let values), .times(let values): xs = values
        case .categories: return nil
        }
        let candidates = columns.indices.filter { index in
            guard index != x, case .categories(_, let labels) = columns[index].values else { return false }
            return (2...50).contains(labels.count)
        }
        guard !candidates.isEmpty else { return nil }
        guard columns[x].values.repeatsAValue else { return groupStarts(xs, candidates) }
        let rows = Swift.min(xs.count, Self.longFormatSampleRows)
        for index in candidates {
            guard case .categories(let codes, _) = columns[index].values else { continue }
            var seen = Set<Pair>(minimumCapacity: rows)
            let explains = zip(codes.prefix(rows), xs.prefix(rows)).allSatisfy { code, x in
                code < 0 || seen.insert(Pair(code, x)).inserted
            }
            if explains { return index }
        }
        return nil
    }

    /// The candidate column whose value changes exactly where x falls back (1 to 49 times, once
    /// a group after the first), in a table of groups one after another, each in increasing x.
    /// One pass and no hashing.
    private func groupStarts(_ xs: [Double], _ candidates: [Int]) -> Int? {
        let falls = ColumnValues.fallsBack(xs)
        guard !falls.isEmpty else { return nil }
        for index in candidates {
            guard case .categories(let codes, _) = columns[index].values else { continue }
            var changes: [Int] = []
            for row in codes.indices.dropFirst() where codes[row] != codes[row - 1] {
                changes.append(row)
                if changes.count > falls.count { break }
            }
            if changes == falls { return index }
        }
        return nil
    }

    /// Rows looked at at most: a table in long format shows it in its first rows, and a chart
    /// of 10^7 rows must not pay a hash of each (it made one 6x slower).
    package static let longFormatSampleRows = 100_000

    private struct Pair: Hashable {
        let code: Int32
        let x: Double
        init(_ code: Int32, _ x: Double) {
            self.code = code
            self.x = x
        }
    }
}

extension ColumnValues {
    /// The rows where x is less than the row before: at most 49 of them, else none (an x in no
    /// order is not groups in order).
    static func fallsBack(_ xs: [Double]) -> [Int] {
        var falls: [Int] = []
        for row in xs.indices.dropFirst() where xs[row] < xs[row - 1] {
            falls.append(row)
            if falls.count > 49 { return [] }
        }
        return falls
    }

    /// Whether a table with this x may be in long format: an x repeats among the first rows
    /// (`repeatsAValue`), or falls back 1 to 49 times (groups one after another).
    package var mayBeLongFormat: Bool {
        switch self {
        case .numbers(let values), .times(let values): return repeatsAValue || !Self.fallsBack(values).isEmpty
        case .categories: return false
        }
    }

    /// Whether a number or time appears twice among the first `DataTable.longFormatSampleRows`
    /// (categories never count).
    package var repeatsAValue: Bool {
        switch self {
        case .numbers(let values), .times(let values):
            let rows = values.prefix(DataTable.longFormatSampleRows)
            var seen = Set<Double>(minimumCapacity: rows.count)
            return rows.contains { !seen.insert($0).inserted }
        case .categories: return false
        }
    }
}
