extension DataTable {
    /// The category column that looks like what `--group-by` should have named: a table in
    /// long format (`symbol,date,price`) charted without it repeats each x once a group, and a
    /// line through all its rows zigzags between the groups. Such a column has 2 to 50 values,
    /// and within each of them no x repeats while across them x does. Nil when x never repeats
    /// or no column explains it; the first of the table's columns that does otherwise.
    package func groupingColumn(forX x: Int) -> Int? {
        let xs: [Double]
        switch columns[x].values {
        case .numbers(let values), .times(let values): xs = values
        case .categories: return nil
        }
        guard columns[x].values.repeatsAValue else { return nil }
        for (index, candidate) in columns.enumerated() where index != x {
            guard case .categories(let codes, let labels) = candidate.values, (2...50).contains(labels.count)
            else { continue }
            var seen = Set<Pair>()
            let explains = zip(codes, xs).allSatisfy { code, x in code < 0 || seen.insert(Pair(code, x)).inserted }
            if explains { return index }
        }
        return nil
    }

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
    /// Whether a number or time appears twice (categories never count).
    package var repeatsAValue: Bool {
        switch self {
        case .numbers(let values), .times(let values): return Set(values).count < values.count
        case .categories: return false
        }
    }
}
