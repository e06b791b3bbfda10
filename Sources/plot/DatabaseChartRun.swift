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

    /// Checks --db's company: a URL, a query, the columns, a kind it draws, and no flag that reads
    /// points otherwise (`ChartFlagTable` refuses the chart flags it would ignore).
    func validate(others: [String], table: TableChartOptions) throws {
        guard let db else { throw ValidationError("--query is SQL for --db URL: give --db, or drop --query") }
        do {
            _ = try DatabaseURL(db)
        } catch let error as DatabaseChartError {
            throw ValidationError(error.description)
        }
        guard query != nil else { throw ValidationError("--db needs --query SQL: the rows to chart") }
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

/// A chart of a query's rows, computed where they are (see `DatabaseChart`).
enum DatabaseChartRun {
    /// "10,000,000 rows charted, 1,603 fetched": what the push-down saved, for stderr.
    static func summary(_ chart: DataChart, fetched: Int) -> String {
        let format = TickLabelFormat(decimals: 0)
        let rows = chart.rowCount ?? chart.pointCount
        return "\(format.string(for: Double(rows))) row\(rows == 1 ? "" : "s") charted, "
            + "\(format.string(for: Double(fetched))) fetched from the database"
    }

    static func chart(db: String, query: String, flags: ChartFlags, page: PageSpec, measurer: some TextMeasuring)
        async throws -> (chart: DataChart, fetched: Int)
    {
        let options = flags.table
        let source = try await DatabaseChart.open(try DatabaseURL(db))
        do {
            var chart = try await source.chart(
                query: query, x: options.x ?? "1", ys: options.y.map { [$0] } ?? [], kind: options.kind,
                timeZone: options.zone, logY: options.logY, xRange: flags.viewport.yFitsXRange)
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
