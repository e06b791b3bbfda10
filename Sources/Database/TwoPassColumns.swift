import PlotCore

/// PostgreSQL's answer to `ChartQueries.columns` in two passes, each far cheaper than the one
/// that carries an extreme and its other coordinate in an array per row: first each pixel
/// column's extremes as plain numbers (min and max, which parallel workers aggregate), then
/// the other coordinate of each extreme from the few rows that hold one, picked by their own
/// values (a hash lookup per row, no conversion of x for a `timestamptz`).
extension ChartQueries {
    /// One row per pixel column that holds a row, in column order: the column, how many rows
    /// it holds, then per series: the lowest and highest x that have a y, the lowest and
    /// highest y, and the lowest x without a y (a gap).
    func columnExtremes(_ mapping: M4Decimation) -> (sql: String, arguments: [Double]) {
        if xIsInstant, let edges = InstantColumnEdges.micros(Self.arguments(mapping)) {
            return instantColumnExtremes(edges: edges)
        }
        var select = ["col", "CAST(count(*) AS double precision)"]
        for index in seriesIndices {
            let y = "y\(index)"
            select += [
                "min(x) FILTER (WHERE \(y) IS NOT NULL)", "max(x) FILTER (WHERE \(y) IS NOT NULL)", "min(\(y))",
                "max(\(y))", "min(x) FILTER (WHERE \(y) IS NULL)",
            ]
        }
        let sql = """
            \(prefix(fence: .parallel)),
            \(pixelColumns(fence: .parallel))
            SELECT \(select.joined(separator: ", ")) FROM c GROUP BY col ORDER BY col
            """
        return (sql, Self.arguments(mapping))
    }

    /// `columnExtremes` of a `timestamptz` x: each row's column from its time and the columns'
    /// `edges` (`InstantColumnEdges`), the extremes of x from those of the time, so no row's
    /// time is converted (0.8x the time).
    private func instantColumnExtremes(edges: [Int64]) -> (sql: String, arguments: [Double]) {
        let xOf = { (expression: String) in xConversion.apply(to: expression, in: dialect) }
        var values = ["width_bucket(\(rawX), \(PostgresLiterals.instants(micros: edges))) - 1 AS col", "\(rawX) AS t"]
        var select = ["CAST(col AS double precision)", "CAST(count(*) AS double precision)"]
        for (index, y) in ys.enumerated() {
            values.append("\(y) AS y\(index)")
            select += [
                xOf("min(t) FILTER (WHERE y\(index) IS NOT NULL)"), xOf("max(t) FILTER (WHERE y\(index) IS NOT NULL)"),
                "min(y\(index))", "max(y\(index))", xOf("min(t) FILTER (WHERE y\(index) IS NULL)"),
            ]
        }
        // The set-returning function fences `c` as in `prefix`: its column is then a value of
        // unknown spread, which PostgreSQL groups in a hash table (a time's spread is the
        // table's: it would sort 10^7 rows).
        let sql = """
            WITH q AS (\(query)),
            c AS NOT MATERIALIZED (SELECT \(values.joined(separator: ", ")), generate_series(1, 1) AS fence FROM q WHERE \(rawX) IS NOT NULL)
            SELECT \(select.joined(separator: ", ")) FROM c GROUP BY col ORDER BY col
            """
        return (sql, [])
    }

    static let extremesPerSeries = 5

    /// Per pixel column of `extremes` (`columnExtremes`' rows), per series: the y of the first
    /// x (the lowest of several), of the last x (the highest), the x of the lowest y and of the
    /// highest y (the lowest of several): `ChartQueries`' ties.
    func columnPartners(_ mapping: M4Decimation, extremes: [[Double?]]) -> (sql: String, arguments: [Double]) {
        let perSeries = Self.extremesPerSeries
        var xs: [Double] = []
        var ys = [[Double]](repeating: [], count: rawYs.count)
        var lists = [[Double?]](repeating: [], count: 1 + 4 * rawYs.count)
        for row in extremes {
            lists[0].append(row[0])
            for index in seriesIndices {
                let base = Self.columnsHead + perSeries * index
                xs += [row[base], row[base + 1]].compactMap { $0 }
                ys[index] += [row[base + 2], row[base + 3]].compactMap { $0 }
                for offset in 0..<4 { lists[1 + 4 * index + offset].append(row[base + offset]) }
            }
        }
        // The rows that may hold an extreme: tested on the columns as they are where that is
        // exact, so that only those rows are converted.
        var picks: [String] = []
        if !xs.isEmpty {
            if xIsInstant, let instants = PostgresLiterals.instants(xs) {
                picks.append("\(rawX) = ANY(\(instants))")
            } else {
                picks.append("\(x) = ANY(\(PostgresLiterals.doubles(xs)))")
            }
        }
        for (index, values) in ys.enumerated() where !values.isEmpty {
            picks.append("\(dialect.number(rawYs[index])) = ANY(\(PostgresLiterals.doubles(values)))")
        }
        let values = (["\(x) AS x"] + ys.indices.map { "\(self.ys[$0]) AS y\($0)" }).joined(separator: ", ")
        let picked = picks.isEmpty ? "false" : picks.joined(separator: " OR ")
        var names = ["col"]
        var select = ["a.col"]
        for index in seriesIndices {
            let (y, n) = ("c.y\(index)", "\(index)")
            names += ["f\(n)", "l\(n)", "lo\(n)", "hi\(n)"]
            select += [
                "min(\(y)) FILTER (WHERE c.x = a.f\(n))", "max(\(y)) FILTER (WHERE c.x = a.l\(n))",
                "min(c.x) FILTER (WHERE \(y) = a.lo\(n))", "min(c.x) FILTER (WHERE \(y) = a.hi\(n))",
            ]
        }
        let arrays = lists.map { PostgresLiterals.doubles($0) }.joined(separator: ", ")
        let sql = """
            WITH q AS (\(query)),
            p AS NOT MATERIALIZED (SELECT \(values) FROM q WHERE \(rawX) IS NOT NULL AND (\(picked)) OFFSET 0),
            \(pixelColumns(fence: .parallel /* p holds rows with an x only, as behind that fence */)),
            a AS MATERIALIZED (SELECT * FROM unnest(\(arrays)) AS a(\(names.joined(separator: ", "))))
            SELECT \(select.joined(separator: ", ")) FROM c JOIN a ON a.col = c.col GROUP BY a.col ORDER BY a.col
            """
        return (sql, Self.arguments(mapping))
    }

    /// `columns`' rows from the two passes' rows; nil when an extreme found no row holding it
    /// (the query's rows changed between the passes, or differ each time: `random()`).
    static func merged(extremes: [[Double?]], partners: [[Double?]], series: Int) -> [[Double?]]? {
        var partnersByColumn: [Double: [Double?]] = [:]
        for row in partners {
            if let column = row[0] { partnersByColumn[column] = row }
        }
        var rows: [[Double?]] = []
        rows.reserveCapacity(extremes.count)
        for row in extremes {
            let partner = row[0].flatMap { partnersByColumn[$0] }
            var merged = [row[0], row[1]]
            for index in 0..<series {
                let base = columnsHead + extremesPerSeries * index
                for offset in 0..<4 {
                    let extreme = row[base + offset]
                    let other = partner?[1 + 4 * index + offset] ?? nil
                    if extreme != nil && other == nil { return nil }
                    merged += [extreme, other]
                }
                merged.append(row[base + 4])
            }
            rows.append(merged)
        }
        return rows
    }
}
