import PlotCore

/// `plot --db URL --index TABLE`: M4 at several resolutions, kept in PostgreSQL beside TABLE in
/// `plotkit_m4_TABLE`, so a view reads the buckets in its range instead of TABLE's rows.
///
/// TABLE's rows with an x, in x order, are cut into buckets of 2^k ranks (k = 6, 8, 10, ...;
/// rows of equal x share a rank, so they share a bucket and buckets never overlap in x). A
/// bucket holds, per y column, what `ChartQueries.columns` keeps of a pixel column: its first
/// and last x with their y, its lowest and highest y with their x (ties broken the same way),
/// its count and its first gap. Merging buckets is exact, so a pixel column that holds whole
/// buckets is answered from them; a bucket that straddles a column's edge is answered from its
/// rows, read through the btree `plotkit_m4_TABLE_x` on TABLE's x. The view's SQL therefore
/// gives the push-down's rows, column for column (`PostgresIndexTests`).
///
/// The row of level -1 describes the whole: the extent (`DatabaseChart`'s extent query), the
/// columns indexed, and TABLE's stamp when it was built (`stamp`), which says whether it is stale.
package struct M4IndexTable {
    /// TABLE as the user named it (an identifier in the search path; case kept).
    let table: String
    /// The x column's name, and each y column's.
    let x: String
    let ys: [String]

    static let prefix = "plotkit_m4_"
    /// PostgreSQL's longest identifier is 63 bytes; the btree's name adds 2 to the table's.
    static let longestName = 63 - prefix.utf8.count - 2
    /// The finest level: 2^6 ranks a bucket. Each next level is 4 times coarser.
    static let finestLevel = 6
    static let levelStep = 2
    /// Values a bucket holds per series: first x, its y, last x, its y, lowest y, its x,
    /// highest y, its x, the first gap's x (as `ChartQueries.columns`), and how many y.
    static let perSeries = ["f", "fy", "l", "ly", "lo", "lox", "hi", "hix", "g", "c"]

    var name: String { Self.prefix + table }
    var quotedName: String { SQLDialect.identifier(name) }
    var quotedTable: String { SQLDialect.identifier(table) }
    var btreeName: String { SQLDialect.identifier(Self.prefix + table + "_x") }
    /// TABLE's x as a double: the expression the btree indexes, so a range of it reads the btree.
    var xValue: String { xValue(of: "t.") }
    func xValue(of table: String) -> String { "CAST(\(table)\(SQLDialect.identifier(x)) AS double precision)" }
    var yValues: [String] { ys.map { "CAST(t.\(SQLDialect.identifier($0)) AS double precision)" } }
    /// What the index was built for, kept in its level -1 row: another --x or --y is stale.
    var source: String { ([x] + ys).map { SQLDialect.identifier($0) }.joined(separator: ",") }

    func column(_ name: String, _ series: Int) -> String { "\(name)\(series)" }
    var seriesColumns: [String] { ys.indices.flatMap { index in Self.perSeries.map { column($0, index) } } }

    static func literal(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    // MARK: - What the database holds

    /// One row: whether TABLE is there (1, 0), whether it holds rows of its own (a table, a
    /// partitioned table or a materialized view), whether the index's table is there, then
    /// TABLE's stamp (`stamp`).
    var presence: String {
        let table = Self.literal(quotedTable)
        return """
            SELECT CAST(to_regclass(\(table)) IS NOT NULL AS integer)::float8,
            COALESCE((SELECT CAST(relkind IN ('r', 'p', 'm') AS integer)::float8 FROM pg_class WHERE oid = to_regclass(\(table))), 0),
            CAST(to_regclass(\(Self.literal(quotedName))) IS NOT NULL AS integer)::float8, \(stamp)
            """
    }

    /// TABLE's stamp, two numbers that change whenever its rows may have: its file (a new one
    /// after TRUNCATE, VACUUM FULL, CLUSTER) and the rows PostgreSQL's statistics counted
    /// inserted, updated and deleted (each session reports its counts when its transaction
    /// ends, at most about a second late; a reset of the statistics makes every index stale).
    var stamp: String {
        let table = Self.literal(quotedTable)
        return """
            (SELECT CAST(CAST(relfilenode AS bigint) AS float8) FROM pg_class WHERE oid = to_regclass(\(table))),
            (SELECT CAST(n_tup_ins + n_tup_upd + n_tup_del AS float8) FROM pg_stat_all_tables WHERE relid = to_regclass(\(table)))
            """
    }

    /// The level -1 row: whether it is fresh for TABLE's stamp now (1, 0), every row's count,
    /// then as `ChartQueries.extent` without a range: rows with x, x's extent, per series the
    /// values with an x, y's extent, and the extent of the x that have a y; then the levels'
    /// bucket counts, finest first.
    var meta: String {
        var select = [
            "CASE WHEN m.source = \(Self.literal(source)) AND m.stamp_file = s.file AND m.stamp_changes = s.changes THEN 1.0::float8 ELSE 0.0::float8 END",
            "m.total", "m.n", "m.x0", "m.x1",
        ]
        for index in ys.indices {
            select += ["c", "lo", "hi", "f", "l"].map { "m.\(column($0, index))" }
        }
        select.append("(SELECT max(level)::float8 FROM \(quotedName))")
        return """
            SELECT \(select.joined(separator: ", "))
            FROM \(quotedName) AS m, (SELECT \(stamp)) AS s(file, changes) WHERE m.level = -1
            """
    }

    static let metaHead = 5
    static let metaPerSeries = 5

    // MARK: - Building

    /// The statements that build the index, in one transaction on one snapshot, the stamp read
    /// first: a change committed after it is a change the stamp will show.
    func build() -> [String] {
        let values = ([xValue + " AS x"] + yValues.enumerated().map { "\($1) AS y\($0)" }).joined(separator: ", ")
        let seriesDefinitions = seriesColumns.map { "\($0) double precision" }.joined(separator: ", ")
        var statements = [
            "BEGIN ISOLATION LEVEL REPEATABLE READ",
            // The rank sort and the buckets' hash table of 10^8 rows spill to disk at 4 MB.
            "SET LOCAL work_mem = '256MB'",
            "DROP TABLE IF EXISTS \(quotedName)",
            """
            CREATE TABLE \(quotedName) (level integer NOT NULL, b bigint, x0 double precision, x1 double precision,
            n double precision, \(seriesDefinitions), total double precision, source text,
            stamp_file double precision, stamp_changes double precision)
            """,
            "CREATE INDEX IF NOT EXISTS \(btreeName) ON \(quotedTable) ((\(xValue(of: ""))))",
        ]
        // The finest level from the rows, in x order.
        let fromRows = ys.indices.flatMap { index -> [String] in
            let (y, has) = ("y\(index)", "FILTER (WHERE y\(index) IS NOT NULL)")
            return Self.pairs(
                first: "min(ARRAY[x, \(y)]) \(has)", last: "max(ARRAY[x, \(y)]) \(has)",
                low: "min(ARRAY[\(y), x]) \(has)",
                high: "max(ARRAY[\(y), -x]) \(has)") + ["min(x) FILTER (WHERE \(y) IS NULL)", "count(\(y))"]
        }
        statements.append(
            """
            INSERT INTO \(quotedName) (level, b, x0, x1, n, \(seriesColumns.joined(separator: ", ")))
            SELECT \(Self.finestLevel), b, min(x), max(x), count(*), \(fromRows.joined(separator: ", "))
            FROM (SELECT x, \(ys.indices.map { "y\($0)" }.joined(separator: ", ")), (rank() OVER (ORDER BY x) - 1) / \(1 << Self.finestLevel) AS b
                  FROM (SELECT \(values) FROM \(quotedTable) AS t WHERE \(xValue) IS NOT NULL) AS r) AS s
            GROUP BY b
            """)
        return statements
    }

    /// Level `level` from the one `levelStep` finer: the same merge a view's pixel column makes.
    func coarser(_ level: Int) -> String {
        let shift = Self.levelStep
        return """
            INSERT INTO \(quotedName) (level, b, x0, x1, n, \(seriesColumns.joined(separator: ", ")))
            SELECT \(level), b >> \(shift), min(x0), max(x1), sum(n), \(merged(count: "sum").joined(separator: ", "))
            FROM \(quotedName) WHERE level = \(level - shift) GROUP BY b >> \(shift)
            """
    }

    func buckets(at level: Int) -> String { "SELECT count(*)::float8 FROM \(quotedName) WHERE level = \(level)" }

    /// The level -1 row, from the finest level, with TABLE's stamp read at the transaction's start.
    func describe(stampFile: Double?, stampChanges: Double?) -> String {
        var select = ["-1", "min(x0)", "max(x1)", "sum(n)"]
        for index in ys.indices {
            select += [
                "min(\(column("f", index)))", "NULL", "max(\(column("l", index)))", "NULL",
                "min(\(column("lo", index)))", "NULL", "max(\(column("hi", index)))", "NULL",
                "min(\(column("g", index)))", "sum(\(column("c", index)))",
            ]
        }
        let number = { (value: Double?) in value.map { "CAST(\($0) AS double precision)" } ?? "NULL" }
        select += [
            "(SELECT count(*)::float8 FROM \(quotedTable) AS t WHERE \(xValue) IS NULL) + sum(n)",
            Self.literal(source), number(stampFile), number(stampChanges),
        ]
        return """
            INSERT INTO \(quotedName) (level, x0, x1, n, \(seriesColumns.joined(separator: ", ")), total, source, stamp_file, stamp_changes)
            SELECT \(select.joined(separator: ", ")) FROM \(quotedName) WHERE level = \(Self.finestLevel)
            """
    }

    /// One row: the index's bytes (its table and the table's btree), and the btree's on TABLE.
    var sizes: String {
        "SELECT pg_total_relation_size(\(Self.literal(quotedName)))::float8, pg_relation_size(\(Self.literal(btreeName)))::float8"
    }

    /// What building took.
    package struct Built: Sendable, Equatable {
        package let seconds: Double
        /// `plotkit_m4_TABLE` with its btree, and the btree on TABLE's x.
        package let bytes: Int
        package let btreeBytes: Int
    }

    var finish: [String] {
        ["CREATE INDEX ON \(quotedName) (level, x0)", "COMMIT", "ANALYZE \(quotedName)"]
    }

    /// Per series, buckets' (or rows') values merged as M4 merges them, in `perSeries`' order:
    /// the first x is the lowest (its y the lowest of that x's), the last the highest (its y the
    /// highest), an extreme's x the lowest of that y's; `count` adds the counts.
    func merged(count: String) -> [String] {
        ys.indices.flatMap { index -> [String] in
            let name = { (value: String) in column(value, index) }
            return Self.pairs(
                first: "min(ARRAY[\(name("f")), \(name("fy"))]) FILTER (WHERE \(name("f")) IS NOT NULL)",
                last: "max(ARRAY[\(name("l")), \(name("ly"))]) FILTER (WHERE \(name("l")) IS NOT NULL)",
                low: "min(ARRAY[\(name("lo")), \(name("lox"))]) FILTER (WHERE \(name("lo")) IS NOT NULL)",
                high: "max(ARRAY[\(name("hi")), -\(name("hix"))]) FILTER (WHERE \(name("hi")) IS NOT NULL)")
                + ["min(\(name("g")))", "\(count)(\(name("c")))"]
        }
    }

    /// The two values of each pair-valued aggregate; the highest y's x was stored negated so
    /// that the greatest pair has the lowest x.
    static func pairs(first: String, last: String, low: String, high: String) -> [String] {
        [
            "(\(first))[1]", "(\(first))[2]", "(\(last))[1]", "(\(last))[2]", "(\(low))[1]", "(\(low))[2]",
            "(\(high))[1]", "-(\(high))[2]",
        ]
    }
}
