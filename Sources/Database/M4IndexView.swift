import PlotCore

/// A view of `M4IndexTable`: `ChartQueries.columns`' rows, from the buckets in range.
extension M4IndexTable {
    /// The levels a view reads, coarsest first: from the one whose buckets in range number about
    /// 4 a pixel column down to the finest, each reading only the buckets inside those of the
    /// level above that straddle a column's edge; empty when reading the rows in range costs less.
    /// `rows` and `extent` are the index's (rows with x), the rows in view estimated as spread evenly.
    static func levels(for mapping: M4Decimation, rows: Double, extent: Interval, coarsest: Int) -> [Int] {
        let span = extent.span
        let overlap = max(0, min(extent.upper, mapping.visible.upper) - max(extent.lower, mapping.visible.lower))
        let inView = span > 0 ? rows * min(1, overlap / span) : rows
        let edges = Double(mapping.columns + 2)
        let finest = Double(1 << finestLevel)
        guard inView > inView / finest + edges * finest else { return [] }
        var top = finestLevel
        while top + levelStep <= coarsest && inView / Double(1 << top) > 4 * edges { top += levelStep }
        return Array(stride(from: top, through: finestLevel, by: -levelStep))
    }

    /// Per pixel column of `mapping` the row `ChartQueries.columns` gives (`queries` are
    /// TABLE's, for the column of a value), read from `levels` (`levels(for:)`) and the rows of
    /// the finest level's buckets that straddle an edge, or from the rows in range (no level).
    func columns(_ mapping: M4Decimation, levels: [Int], queries: ChartQueries) -> (sql: String, arguments: [Double]) {
        let column = { (x: String) in queries.column(of: x) }
        let bucketValues = (["x0", "x1", "n"] + seriesColumns).map { "i.\($0)" }.joined(separator: ", ")
        var parts: [String] = []
        for (step, level) in levels.enumerated() {
            // Level `step`'s buckets: those in range (found from the one holding the range's
            // lower end, not from the level's first), or inside a bucket above that straddles.
            let from =
                step == 0
                ? "\(quotedName) AS i WHERE i.level = \(level) AND i.x1 >= $1 AND i.x0 <= $2 AND i.x0 >= COALESCE((SELECT max(x0) FROM \(quotedName) WHERE level = \(level) AND x0 <= $1), $1)"
                : "b\(step - 1) AS s JOIN \(quotedName) AS i ON s.col0 <> s.col1 AND i.level = \(level) AND i.x0 >= s.x0 AND i.x0 <= s.x1"
            parts.append(
                "b\(step) AS MATERIALIZED (SELECT \(bucketValues), \(column("i.x0")) AS col0, \(column("i.x1")) AS col1 FROM \(from))"
            )
        }
        let rowValues = ([xValue] + yValues).joined(separator: ", ")
        // The rows read: the straddling buckets' (or all in range), and the nearest beyond each edge.
        let inside =
            levels.isEmpty
            ? "SELECT \(rowValues) FROM \(quotedTable) AS t WHERE \(xValue) >= $1 AND \(xValue) <= $2"
            : "SELECT \(rowValues) FROM b\(levels.count - 1) AS s JOIN \(quotedTable) AS t ON s.col0 <> s.col1 AND \(xValue) >= s.x0 AND \(xValue) <= s.x1"
        let names = (["x"] + ys.indices.map { "y\($0)" }).joined(separator: ", ")
        // Beyond each edge, per series, the rows of the nearest x that has a value: the last
        // point left of the range and the first right of it.
        var beyond: [String] = []
        for y in yValues {
            for (side, aggregate, comparison) in [("$1", "max", "<"), ("$2", "min", ">")] {
                let nearest =
                    "SELECT \(aggregate)(\(xValue)) FROM \(quotedTable) AS t WHERE \(xValue) \(comparison) \(side) AND \(y) IS NOT NULL"
                beyond.append("SELECT \(rowValues) FROM \(quotedTable) AS t WHERE \(xValue) = (\(nearest))")
            }
        }
        parts.append("r(\(names)) AS (\(([inside] + beyond).joined(separator: "\nUNION ALL ")))")
        // Atoms: a bucket inside one column, or one row, as (col, n, per series perSeries' values).
        let seriesNames = seriesColumns.joined(separator: ", ")
        var atoms = levels.indices.map { "SELECT col0, n, \(seriesNames) FROM b\($0) WHERE col0 = col1" }
        let rowAtom = ys.indices.flatMap { index -> [String] in
            let y = "y\(index)"
            let xIfValue = "CASE WHEN \(y) IS NOT NULL THEN x END"
            return [xIfValue, y, xIfValue, y, y, "x", y, "x", "CASE WHEN \(y) IS NULL THEN x END", "1.0::float8"]
        }
        atoms.append("SELECT \(column("x")), 1.0::float8, \(rowAtom.joined(separator: ", ")) FROM r")
        parts.append("a(col, n, \(seriesNames)) AS (\(atoms.joined(separator: "\nUNION ALL ")))")
        let merged = self.merged(count: "sum").enumerated().filter { ($0.offset + 1) % Self.perSeries.count != 0 }
        let sql = """
            WITH \(parts.joined(separator: ",\n"))
            SELECT col, sum(n), \(merged.map(\.element).joined(separator: ", ")) FROM a GROUP BY col ORDER BY col
            """
        return (sql, ChartQueries.arguments(mapping))
    }

    /// TABLE's rows with an x near `range`, as `ChartQueries.points(near:)` keeps them, read
    /// through the btree on x: in x order, rows of one x in TABLE's order, as a stable sort of
    /// the push-down's rows leaves them.
    func points(near range: Interval) -> (sql: String, arguments: [Double]) {
        let rowValues = ([xValue + " AS x"] + yValues.enumerated().map { "\($1) AS y\($0)" }).joined(separator: ", ")
        let below = "(SELECT \(xValue) FROM \(quotedTable) AS t WHERE \(xValue) < $1 ORDER BY 1 DESC LIMIT 1 OFFSET 1)"
        let above = "(SELECT \(xValue) FROM \(quotedTable) AS t WHERE \(xValue) > $2 ORDER BY 1 ASC LIMIT 1 OFFSET 1)"
        let sql = """
            SELECT \(rowValues) FROM \(quotedTable) AS t
            WHERE \(xValue) >= COALESCE(\(below), $3) AND \(xValue) <= COALESCE(\(above), $4)
            ORDER BY 1, t.ctid
            """
        return (sql, [range.lower, range.upper, -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude])
    }
}
