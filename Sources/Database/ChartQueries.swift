import PlotCore

/// The SQL PlotKit sends: the user's query wrapped (as a CTE) so that the database computes
/// the extent and, per pixel column, M4's first, last, lowest and highest point (Jugel et al.
/// 2014), and only those rows cross the wire, whatever the table's size.
///
/// A point's column is computed as `M4Decimation` computes it, `offset + (x - lower) * perUnit`
/// in doubles, truncated, kept below the column count, with the mapping's numbers bound as
/// doubles: the database and Swift agree at column edges. Ties are broken by value, not by row
/// order (which SQL does not promise): of rows with the same x, first takes the lowest y and
/// last the highest; of rows with the same y, the lowest and the highest take the smallest x.
/// For rows in x order this is what `M4Columns` keeps (the earliest of equal values); rows that
/// share an x may differ from it in which y is first or last.
struct ChartQueries {
    let dialect: SQLDialect
    /// The user's query, without a trailing semicolon.
    let query: String
    /// The x column as the query has it, over the CTE `q`.
    let rawX: String
    /// Each y column as the query has it, over `q` (numbers, one series each).
    let rawYs: [String]
    /// How x becomes a double (seconds for a time column).
    let xConversion: ValueConversion
    /// PostgreSQL: x is a `timestamptz`, which `columnExtremes` buckets and `columnPartners`
    /// looks up by its own values, without converting it.
    var xIsInstant = false

    /// x's value as a double, over `q`.
    var x: String { xConversion.apply(to: rawX, in: dialect) }
    /// Each y column's value as a double, over `q`.
    var ys: [String] { rawYs.map { dialect.number($0) } }

    /// Where PostgreSQL must stop before it inlines `p` into the query above it: inlined, it
    /// would convert x once per use (2x slower on 10^7 rows).
    enum Fence {
        /// `OFFSET 0`: one process, the rows in the query's order.
        case inOrder
        /// A set-returning function in the select list, which parallel workers may run: for
        /// aggregates, which need no order. Only the rows with an x come through.
        case parallel
    }

    /// `WITH q AS (query), p AS (x, y0, y1... [r0, r1...: the columns as they are])`.
    func prefix(raw: Bool = false, fence: Fence = .inOrder) -> String {
        var columns = ["\(x) AS x"]
        for (index, y) in ys.enumerated() { columns.append("\(y) AS y\(index)") }
        if raw { columns += ([rawX] + rawYs).enumerated().map { "\($1) AS r\($0)" } }
        var tail = ""
        if dialect == .postgres {
            switch fence {
            case .inOrder: tail = " OFFSET 0"
            case .parallel:
                // Tested on the column as it is, below the fence: a test of x above it would
                // be pushed down to the scan as a second conversion of every row.
                columns.append("generate_series(1, 1) AS fence")
                tail = " WHERE \(rawX) IS NOT NULL"
            }
        }
        return "WITH q AS (\(query)), p AS NOT MATERIALIZED (SELECT \(columns.joined(separator: ", ")) FROM q\(tail))"
    }

    /// `p`'s rows that have an x, for a `p` made with `fence`: in PostgreSQL a `.parallel`
    /// fence keeps only those.
    func withX(_ fence: Fence) -> String {
        fence == .parallel && dialect.convertsOnlyNullToNull ? "" : " WHERE x IS NOT NULL"
    }

    func p(_ index: Int) -> String { dialect.parameter(index) }
    var seriesIndices: Range<Int> { ys.indices }

    /// One row: rows, rows with x, x's extent, then per series: values (with an x), y's extent,
    /// the extent of the x that have a y, and, for a range of x given as parameters 1 and 2,
    /// y's extent there; then stray cells (not numbers or times) of x and of each y.
    func extent(xRange: Interval?) -> (sql: String, arguments: [Double]) {
        xConversion.keepsOrder(in: dialect)
            ? extentOfColumnsAsTheyAre(xRange: xRange) : extentOfConvertedRows(xRange: xRange)
    }

    /// `extent`'s row from every row's converted values.
    func extentOfConvertedRows(xRange: Interval?) -> (sql: String, arguments: [Double]) {
        var select = [
            "CAST(count(*) AS double precision)", "CAST(count(x) AS double precision)", "min(x)", "max(x)",
        ]
        for index in seriesIndices {
            let y = "y\(index)"
            select += [
                "CAST(count(\(y)) FILTER (WHERE x IS NOT NULL) AS double precision)",
                "min(\(y)) FILTER (WHERE x IS NOT NULL)", "max(\(y)) FILTER (WHERE x IS NOT NULL)",
                "min(x) FILTER (WHERE \(y) IS NOT NULL)", "max(x) FILTER (WHERE \(y) IS NOT NULL)",
            ]
            if xRange != nil {
                select += [
                    "min(\(y)) FILTER (WHERE x >= \(p(1)) AND x <= \(p(2)))",
                    "max(\(y)) FILTER (WHERE x >= \(p(1)) AND x <= \(p(2)))",
                ]
            }
        }
        // Cells the conversions above turned into NULL: text in a number column, say.
        let strays = ([rawX] + rawYs).indices.map { index in
            "CAST(count(r\(index)) - count(\(index == 0 ? "x" : "y\(index - 1)")) AS double precision)"
        }
        let sql = "\(prefix(raw: true)) SELECT \((select + strays).joined(separator: ", ")) FROM p"
        return (sql, xRange.map { [$0.lower, $0.upper] } ?? [])
    }

    /// `extent`'s row from aggregates of the columns as they are, converted afterwards, when
    /// the conversions keep the order (PostgreSQL): no row is converted but to test a range
    /// (on 10^7 rows, 0.4x the time of converting each).
    func extentOfColumnsAsTheyAre(xRange: Interval?) -> (sql: String, arguments: [Double]) {
        let xOf = { (expression: String) in xConversion.apply(to: expression, in: dialect) }
        let yOf = { (expression: String) in dialect.number(expression) }
        let hasX = "\(rawX) IS NOT NULL"
        var select = [
            "CAST(count(*) AS double precision)", "CAST(count(\(rawX)) AS double precision)", xOf("min(\(rawX))"),
            xOf("max(\(rawX))"),
        ]
        for y in rawYs {
            select += [
                "CAST(count(\(y)) FILTER (WHERE \(hasX)) AS double precision)",
                yOf("min(\(y)) FILTER (WHERE \(hasX))"), yOf("max(\(y)) FILTER (WHERE \(hasX))"),
                xOf("min(\(rawX)) FILTER (WHERE \(y) IS NOT NULL)"),
                xOf("max(\(rawX)) FILTER (WHERE \(y) IS NOT NULL)"),
            ]
            if xRange != nil {
                let inRange = "\(x) >= \(p(1)) AND \(x) <= \(p(2))"
                select += ["min(\(yOf(y))) FILTER (WHERE \(inRange))", "max(\(yOf(y))) FILTER (WHERE \(inRange))"]
            }
        }
        // PostgreSQL's conversions fail the query on a cell they cannot convert: none is stray.
        select += Array(repeating: "CAST(0 AS double precision)", count: 1 + rawYs.count)
        let sql = "WITH q AS (\(query)) SELECT \(select.joined(separator: ", ")) FROM q"
        return (sql, xRange.map { [$0.lower, $0.upper] } ?? [])
    }

    /// Values a row of `extent` holds before the per-series part, and per series.
    static let extentHead = 4
    static func extentPerSeries(xRange: Interval?) -> Int { xRange == nil ? 5 : 7 }

    /// One row per pixel column that holds a row, in column order: the column (-1 for the rows
    /// left of the range, `columns` for those right of it), how many rows it holds, then per
    /// series: first x and its y, last x and its y, lowest y and its x, highest y and its x,
    /// and the x of a row whose y is missing (a gap), each NULL when there is none. In one
    /// query; PostgreSQL's answer is quicker in two (`columnExtremes`, `columnPartners`).
    func columns(_ mapping: M4Decimation) -> (sql: String, arguments: [Double]) {
        var aggregates = ["col", "CAST(count(*) AS double precision) AS n"]
        var picks = ["a.col", "max(a.n)"]
        var matches: [String] = []
        for index in seriesIndices {
            let y = "y\(index)"
            aggregates += [
                "min(x) FILTER (WHERE \(y) IS NOT NULL) AS f\(index)",
                "max(x) FILTER (WHERE \(y) IS NOT NULL) AS l\(index)",
                "min(\(y)) AS lo\(index)", "max(\(y)) AS hi\(index)",
                "min(x) FILTER (WHERE \(y) IS NULL) AS g\(index)",
            ]
            picks += [
                "max(a.f\(index))", "min(c.\(y)) FILTER (WHERE c.x = a.f\(index))",
                "max(a.l\(index))", "max(c.\(y)) FILTER (WHERE c.x = a.l\(index))",
                "max(a.lo\(index))", "min(c.x) FILTER (WHERE c.\(y) = a.lo\(index))",
                "max(a.hi\(index))", "min(c.x) FILTER (WHERE c.\(y) = a.hi\(index))",
                "max(a.g\(index))",
            ]
            matches += [
                "c.x = a.f\(index)", "c.x = a.l\(index)", "c.\(y) = a.lo\(index)", "c.\(y) = a.hi\(index)",
                "c.x = a.g\(index)",
            ]
        }
        let sql: String
        switch dialect {
        case .postgres:
            // An extreme and its other coordinate as one array, compared in order (PostgreSQL's
            // planner sorts the rows for the join below, which costs 3x): 2x the time of the
            // two passes, kept for when those disagree.
            var select = ["col", "CAST(count(*) AS double precision)"]
            for index in seriesIndices {
                let (y, has) = ("y\(index)", "FILTER (WHERE y\(index) IS NOT NULL)")
                let first = "(min(ARRAY[x, \(y)]) \(has))"
                let last = "(max(ARRAY[x, \(y)]) \(has))"
                let low = "(min(ARRAY[\(y), x]) \(has))"
                let high = "(max(ARRAY[\(y), -x]) \(has))"
                select += [
                    "\(first)[1]", "\(first)[2]", "\(last)[1]", "\(last)[2]", "\(low)[1]", "\(low)[2]",
                    "\(high)[1]", "-\(high)[2]", "min(x) FILTER (WHERE \(y) IS NULL)",
                ]
            }
            sql = """
                \(prefix(fence: .parallel)),
                \(pixelColumns(fence: .parallel))
                SELECT \(select.joined(separator: ", ")) FROM c GROUP BY col ORDER BY col
                """
        case .sqlite:
            // The extremes per column, then joined back to the rows for their other coordinate.
            sql = """
                \(prefix()),
                \(pixelColumns(fence: .inOrder)),
                a AS (SELECT \(aggregates.joined(separator: ", ")) FROM c GROUP BY col)
                SELECT \(picks.joined(separator: ", "))
                FROM a JOIN c ON c.col = a.col
                WHERE \(matches.joined(separator: " OR "))
                GROUP BY a.col ORDER BY a.col
                """
        }
        return (sql, Self.arguments(mapping))
    }

    /// `c`: `p`'s rows with an x and their pixel column `col`, from the mapping's parameters
    /// (1 lower, 2 upper, 3 columns, 4 offset, 5 per unit).
    func pixelColumns(fence: Fence) -> String {
        let values = (["x"] + seriesIndices.map { "y\($0)" }).joined(separator: ", ")
        return "c AS NOT MATERIALIZED (SELECT \(column(of: "x")) AS col, \(values) FROM p\(withX(fence)))"
    }

    /// The pixel column of the double `x` from the mapping's parameters, -1 left of the range
    /// and `columns` right of it: also where `M4IndexTable` puts a bucket's ends.
    func column(of x: String) -> String {
        let column = dialect.least("\(p(3)) - 1", dialect.truncated("\(p(4)) + (\(x) - \(p(1))) * \(p(5))"))
        return "CASE WHEN \(x) < \(p(1)) THEN -1 WHEN \(x) > \(p(2)) THEN \(p(3)) ELSE \(column) END"
    }

    static func arguments(_ mapping: M4Decimation) -> [Double] {
        [mapping.visible.lower, mapping.visible.upper, Double(mapping.columns), mapping.pixelOffset, mapping.perUnit]
    }

    /// Values a row of `columns` holds before the per-series part, and per series.
    static let columnsHead = 2
    static let columnsPerSeries = 9

    /// The rows with an x, in the query's order: all of them, or those with x in `range` and
    /// the two nearest beyond each edge (a few more when several share that x).
    func points(near range: Interval?) -> (sql: String, arguments: [Double]) {
        let columns = (["x"] + seriesIndices.map { "y\($0)" }).joined(separator: ", ")
        guard range != nil else { return ("\(prefix()) SELECT \(columns) FROM p WHERE x IS NOT NULL", []) }
        let below = "(SELECT x FROM p WHERE x < \(p(1)) ORDER BY x DESC LIMIT 1 OFFSET 1)"
        let above = "(SELECT x FROM p WHERE x > \(p(2)) ORDER BY x ASC LIMIT 1 OFFSET 1)"
        let sql = """
            \(prefix()) SELECT \(columns) FROM p WHERE x IS NOT NULL AND (
            (x >= \(p(1)) AND x <= \(p(2)))
            OR (x < \(p(1)) AND x >= COALESCE(\(below), \(p(3))))
            OR (x > \(p(2)) AND x <= COALESCE(\(above), \(p(4)))))
            """
        return (sql, [range!.lower, range!.upper, -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude])
    }
}
