import ArgumentParser
import Database
import PlotCore

/// `--db URL --query SQL`: where the rows are and which.
struct DatabaseChartOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A database: sqlite:PATH, or postgres://USER[:PASSWORD]@HOST[:PORT]/DB (?host=/socket/dir for a local socket).",
            valueName: "url"))
    var db: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The SQL whose rows to chart (with --db; --x and --y name its columns).", valueName: "sql"))
    var query: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Chart TABLE's rows (instead of --query) from its M4 index, plotkit_m4_TABLE, kept in the PostgreSQL database: built now if missing or stale, so each later view costs the screen's width.",
            valueName: "table"))
    var index: String?

    /// Whether --db's rows are a query's or an indexed table's.
    var given: Bool { db != nil || query != nil || index != nil }

    /// Checks --db's company: a URL, a query, the columns, a kind it draws, and no flag that reads
    /// points otherwise (`ChartFlagTable` refuses the chart flags it would ignore).
    func validate(others: [String], table: TableChartOptions) throws {
        guard let db else {
            throw ValidationError(
                index != nil
                    ? "--index TABLE is a table in --db URL: give --db, or drop --index"
                    : "--query is SQL for --db URL: give --db, or drop --query")
        }
        do {
            _ = try DatabaseURL(db)
        } catch let error as DatabaseChartError {
            throw ValidationError(error.description)
        }
        if query != nil, let index {
            throw ValidationError("--index \(index) charts the table's rows: drop --query (or --index)")
        }
        guard query != nil || index != nil else {
            throw ValidationError("--db needs --query SQL (or --index TABLE): the rows to chart")
        }
        if let first = others.first { throw ValidationError("--db reads rows from a database; drop \(first)") }
        guard table.x != nil, !table.yColumns.isEmpty else {
            throw ValidationError("--db needs --x COLUMN and --y COLUMN[,COLUMN...]: the query's columns to draw")
        }
        guard DatabaseChart.kinds.contains(table.kind) else {
            throw ValidationError(
                "--kind \(table.kind.rawValue) is not drawn from a database: use line, step, scatter or area")
        }
    }
}

/// Which rows of --db: a query's, or a table's through its M4 index.
enum DatabaseRows: Equatable {
    case query(String)
    case index(String)

    init?(_ options: DatabaseChartOptions) {
        if let table = options.index {
            self = .index(table)
        } else if let query = options.query {
            self = .query(query)
        } else {
            return nil
        }
    }
}

/// A chart of a query's rows, computed where they are (see `DatabaseChart`).
enum DatabaseChartRun {
    /// "10,000,000 rows charted, 1,603 fetched": what the push-down saved, for stderr.
    static func summary(_ chart: DataChart, fetched: Int) -> String {
        let format = TickLabelFormat(decimals: 0)
        let rows = chart.rowCount ?? chart.pointCount
        return "\(format.string(for: Double(rows))) row\(rows == 1 ? "" : "s") charted, "
            + "\(format.string(for: Double(fetched))) fetched from the database"
    }

    /// The chart of `rows`' rows; an index is built (when missing or stale) only when `build`
    /// says so: `plot` and `plot serve`'s start, not a view.
    static func chart(
        db: String, rows: DatabaseRows, build: Bool = true, flags: ChartFlags, page: PageSpec,
        measurer: some TextMeasuring
    ) async throws -> (chart: DataChart, fetched: Int) {
        let options = flags.table
        let source = try await DatabaseChart.open(try DatabaseURL(db))
        do {
            let ys = options.y.map { [$0] } ?? []
            var chart: DataChart
            switch rows {
            case .query(let query):
                chart = try await source.chart(
                    query: query, x: options.x ?? "1", ys: ys, kind: options.kind, timeZone: options.zone,
                    logY: options.logY, xRange: flags.viewport.yFitsXRange)
            case .index(let table):
                chart = try await source.chart(
                    index: table, x: options.x ?? "1", ys: ys, kind: options.kind, logY: options.logY,
                    xRange: flags.viewport.yFitsXRange, build: build)
                if let built = source.indexBuilt {
                    StderrNote.say(
                        "indexed \(table) in \(String(format: "%.1f", built.seconds)) s: plotkit_m4_\(table), "
                            + "\(built.bytes) bytes, and \(built.btreeBytes) in its btree on \(options.x ?? "x")")
                }
            }
            try flags.apply(to: &chart, source: .database)
            try await chart.complete(from: source, page: page, theme: options.theme.theme, measurer: measurer)
            await source.close()
            return (chart, source.rowsFetched)
        } catch {
            await source.close()
            throw error
        }
    }
}
