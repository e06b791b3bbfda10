import Foundation
import PlotCore

/// A chart of a query's rows, drawn where the rows are: the database computes the extent,
/// then, for the plot the layout settles on, M4's four points per pixel column (or, when few
/// rows are in view, those rows), so about 4 x width rows cross the wire whatever the table's
/// size. The chart is the one `plot --input` draws from the same rows: the same `DataChart`,
/// notes and layout, with each series a `SeriesDigest` instead of its points.
public final class DatabaseChart: SeriesSource {
    let source: any RowSource
    /// The URL without its password, for messages.
    public let url: DatabaseURL
    /// Rows the database sent, over every query so far.
    public private(set) var rowsFetched = 0
    var queries: ChartQueries?
    var kind = ChartKind.line
    /// `--index TABLE`: the index views read, once `chart(index:)` found or built it.
    var index: OpenIndex?
    /// How long building the index took and what it holds, when `chart(index:)` built it.
    package internal(set) var indexBuilt: M4IndexTable.Built?

    private init(source: any RowSource, url: DatabaseURL) {
        self.source = source
        self.url = url
    }

    /// Opens the database: an SQLite file read-only, or one connection to a PostgreSQL server.
    public static func open(_ url: DatabaseURL) async throws -> DatabaseChart {
        switch url {
        case .sqlite(let path): return DatabaseChart(source: try SQLiteRows(path: path), url: url)
        case .postgres(let address):
            return DatabaseChart(source: try await PostgresRows.connect(address, shownAs: url.description), url: url)
        }
    }

    public func close() async { await source.close() }

    /// Kinds drawn from a database: lines and steps (per pixel column when dense), scatter, and
    /// areas (whose rows are fetched: a filled band is not decimated).
    public static let kinds: [ChartKind] = [.line, .step, .scatter, .area]

    /// The chart of `query`'s columns `x` (numbers or times) and `ys` (numbers, one series
    /// each; each a column or a comma-separated list of them, split as `ColumnReference.list`
    /// splits it against the query's names), from the database's extent; its series are
    /// digests until the chart is completed from this source (`DataChart.complete(from:)`;
    /// areas hold their points at once). `xRange`: the range whose y extent the chart fits its
    /// y axis to (`ViewportRequest.yFitsXRange`).
    public func chart(
        query: String, x: String, ys: [String], kind: ChartKind, timeZone: TimeZone, logY: Bool,
        xRange: Interval?
    ) async throws -> DataChart {
        guard Self.kinds.contains(kind) else {
            throw DatabaseChartError(
                .usage, "--kind \(kind.rawValue) is not drawn from a database: use line, step, scatter or area")
        }
        self.kind = kind
        let query = Self.trimmed(query)
        guard !query.isEmpty else { throw DatabaseChartError(.usage, "--query is empty") }
        let columns = try await source.columns(of: query)
        let (xColumn, yColumns) = try Self.resolve(x: x, ys: ys, in: columns)
        let (xConversion, axis) = try Self.axis(of: xColumn, dialect: source.dialect, timeZone: timeZone)
        try Self.checkY(yColumns, dialect: source.dialect)
        let raw = { (column: QueryColumn) in "q." + SQLDialect.identifier(column.name) }
        let queries = ChartQueries(
            dialect: source.dialect, query: query, rawX: raw(xColumn), rawYs: yColumns.map(raw),
            xConversion: xConversion,
            xIsInstant: xColumn.kind == .time(zoneless: false) && source.dialect == .postgres)
        self.queries = queries
        index = nil
        let extent = try await fetch(queries.extent(xRange: xRange))
        return try await chart(
            extent: extent.first, xColumn: xColumn, yColumns: yColumns, axis: axis, logY: logY, xRange: xRange)
    }

    /// The chart of the columns from `row`, `ChartQueries.extent`'s row.
    func chart(
        extent row: [Double?]?, xColumn: QueryColumn, yColumns: [QueryColumn], axis: AxisKind, logY: Bool,
        xRange: Interval?
    ) async throws -> DataChart {
        guard let row else { throw DatabaseChartError(.badData, "the extent query returned nothing") }
        let value = { (index: Int) in row[index] }
        let rows = Int(value(0) ?? 0)
        let rowsWithX = Int(value(1) ?? 0)
        guard rows > 0 else { throw DatabaseChartError(.badData, "the query returned no rows") }
        let perSeries = ChartQueries.extentPerSeries(xRange: xRange)
        let strays = ChartQueries.extentHead + perSeries * yColumns.count
        for (index, column) in ([xColumn] + yColumns).enumerated() {
            let stray = Int(value(strays + index) ?? 0)
            guard stray == 0 else {
                let what = index == 0 && axis != .linear ? "times" : "numbers"
                throw DatabaseChartError(
                    .badData, "column \(column.name): \(stray) value\(stray == 1 ? " is" : "s are") not \(what)")
            }
        }
        let xExtent = Self.interval(value(2), value(3))
        var series: [ChartSeries] = []
        var missing = 0
        for (index, column) in yColumns.enumerated() {
            let base = ChartQueries.extentHead + perSeries * index
            let values = Int(value(base) ?? 0)
            let yExtent = Self.interval(value(base + 1), value(base + 2))
            if logY, let low = yExtent?.lower, low <= 0 {
                throw DatabaseChartError(
                    .badData, "--log-y: \(column.name) has \(NumberText.shortest(low)); a log axis needs values above 0"
                )
            }
            let inRange = xRange.map { ($0, Self.interval(value(base + 5), value(base + 6))) }
            missing += rowsWithX - values
            // Scatter leaves rows without a value out; a line keeps them as gaps.
            let ownX = Self.interval(value(base + 3), value(base + 4))
            let digest = SeriesDigest(
                count: kind == .scatter ? values : rowsWithX, missingCount: kind == .scatter ? 0 : rowsWithX - values,
                xExtent: kind == .scatter ? ownX : xExtent, yExtent: yExtent, yExtentInRange: inRange)
            series.append(ChartSeries(name: column.name, digest: digest))
        }
        if series.allSatisfy({ $0.digest?.count == $0.digest?.missingCount }) {
            throw DatabaseChartError(.badData, "the query's rows hold no values to draw")
        }
        var notes: [ChartNote] = []
        if rows > rowsWithX { notes.append(.rowsWithoutX((rows - rowsWithX) * yColumns.count)) }
        if missing > 0 { notes.append(.valuesMissing(missing, gaps: kind != .scatter)) }
        var chart = DataChart(
            kind: kind, series: series, x: axis, logY: logY, xTitle: xColumn.name,
            yTitle: yColumns.count == 1 ? yColumns[0].name : nil)
        chart.madeNotes = notes
        chart.rowCount = rows
        if kind == .area {
            // A filled band is drawn from every point, as from a file.
            let all = try await points(near: nil)
            chart.series = zip(series, all).map { ChartSeries(name: $0.name, points: $1) }
        }
        return chart
    }

    /// M4's columns of every series for one mapping, from one query.
    public func columns(_ mapping: M4Decimation) async throws -> [SeriesDigest.Columns] {
        guard let queries else { return [] }
        let rows: [[Double?]]
        if let index {
            rows = try await fetch(index.table.columns(mapping, levels: index.levels(for: mapping), queries: queries))
        } else {
            rows = try await columnRows(mapping, queries)
        }
        var columns = [M4Columns](repeating: M4Columns(mapping), count: queries.ys.count)
        var inRange = 0
        for row in rows {
            guard let position = row[0] else { continue }
            let column = Int(position)
            let isInside = column >= 0 && column < mapping.columns
            if isInside { inRange += Int(row[1] ?? 0) }
            for index in columns.indices {
                let base = ChartQueries.columnsHead + ChartQueries.columnsPerSeries * index
                let cell = { (offset: Int) in row[base + offset] }
                // Left of the range only the last point counts, right of it only the first.
                // Inside, first, lowest, highest, last: in this order `M4Columns` keeps what
                // the database picked (see `ChartQueries` on ties).
                let first = cell(0).flatMap { x in cell(1).map { (x, $0) } }
                let last = cell(2).flatMap { x in cell(3).map { (x, $0) } }
                if column < 0 {
                    if let last { columns[index].add(x: last.0, y: last.1) }
                } else if column >= mapping.columns {
                    if let first { columns[index].add(x: first.0, y: first.1) }
                } else {
                    if let first { columns[index].add(x: first.0, y: first.1) }
                    if let y = cell(4), let x = cell(5) { columns[index].add(x: x, y: y) }
                    if let y = cell(6), let x = cell(7) { columns[index].add(x: x, y: y) }
                    if let last { columns[index].add(x: last.0, y: last.1) }
                    if let gap = cell(8) { columns[index].add(x: gap, y: .nan) }
                }
            }
        }
        return columns.map { SeriesDigest.Columns(columns: $0, countInXRange: inRange) }
    }

    /// `ChartQueries.columns`' rows: from PostgreSQL in two passes, in one when those disagree
    /// or past 2^15 columns (the second pass's SQL holds ~170 bytes a column and series).
    private func columnRows(_ mapping: M4Decimation, _ queries: ChartQueries) async throws -> [[Double?]] {
        if queries.dialect == .postgres && mapping.columns <= 1 << 15 {
            let extremes = try await fetch(queries.columnExtremes(mapping))
            let partners = try await fetch(queries.columnPartners(mapping, extremes: extremes))
            if let rows = ChartQueries.merged(extremes: extremes, partners: partners, series: queries.rawYs.count) {
                return rows
            }
        }
        return try await fetch(queries.columns(mapping))
    }

    /// Every series' points near `range` (all when nil), as `PointSeries.nearby` keeps them. A
    /// NaN end is no bound, as for a file (`NearbyPoints`).
    public func points(near range: Interval?) async throws -> [PointSeries] {
        guard let queries else { return [] }
        let bounded = range.map { NearbyPoints($0).visible }
        let rows = try await fetch(
            index.flatMap { index in bounded.map { index.table.points(near: $0) } } ?? queries.points(near: bounded))
        var series = [PointSeries](repeating: PointSeries(), count: queries.ys.count)
        for index in series.indices { series[index].reserveCapacity(rows.count) }
        for row in rows {
            guard let x = row[0] else { continue }
            for index in series.indices {
                if let y = row[index + 1] {
                    series[index].append(x: x, y: y)
                } else if kind != .scatter {
                    series[index].appendMissing(x: x)
                }
            }
        }
        guard let range else { return series }
        return series.map { $0.nearby(range) }
    }

    func fetch(_ query: (sql: String, arguments: [Double])) async throws -> [[Double?]] {
        let rows = try await source.rows(query.sql, query.arguments)
        rowsFetched += rows.count
        return rows
    }

    /// The query without the whitespace and semicolons that would end it inside a CTE.
    static func trimmed(_ query: String) -> String {
        var text = query.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix(";") {
            text.removeLast()
            text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return text
    }

    /// The x column and the y columns named by `x` and `ys` (each a column or a list of them).
    static func resolve(x: String, ys: [String], in columns: [QueryColumn]) throws -> (QueryColumn, [QueryColumn]) {
        let xColumn = try resolve(x, in: columns)
        let yColumns = try ys.flatMap { list in
            try ColumnReference.list(list, in: columns.map(\.name)).map { try resolve($0, in: columns) }
        }
        if let refusal = ColumnReference.namedTwice(yColumns.map(\.name), flag: "--y") {
            throw DatabaseChartError(.usage, refusal)
        }
        return (xColumn, yColumns)
    }

    /// How x becomes a double, and the axis it is drawn on.
    static func axis(of xColumn: QueryColumn, dialect: SQLDialect, timeZone: TimeZone) throws -> (
        ValueConversion, AxisKind
    ) {
        switch xColumn.kind {
        case .number, .unknown:
            return (.number, .linear)
        case .time(let zoneless):
            return (
                .seconds(zone: zoneless && timeZone.identifier != "UTC" ? timeZone.identifier : nil), .time(timeZone)
            )
        case .other(let type):
            throw DatabaseChartError(.usage, "column \(xColumn.name) holds \(type); x takes numbers or times")
        }
    }

    /// Refuses a y column that holds no numbers.
    static func checkY(_ yColumns: [QueryColumn], dialect: SQLDialect) throws {
        for column in yColumns {
            switch column.kind {
            case .number, .unknown: break
            case .time where dialect == .sqlite:
                // SQLite keeps times as text, and `sqlite3 .import` keeps every CSV column so.
                throw DatabaseChartError(
                    .usage,
                    "column \(column.name) holds text; y takes numbers (numbers kept as text read with CAST(\(column.name) AS REAL) in --query)"
                )
            case .time: throw DatabaseChartError(.usage, "column \(column.name) holds times; y takes numbers")
            case .other(let type):
                throw DatabaseChartError(.usage, "column \(column.name) holds \(type); y takes numbers")
            }
        }
    }

    /// A column named by the user (by name, or by 1-based number, as `ColumnReference` finds it
    /// in a file's header too); one that is not there is a usage error listing the query's columns.
    static func resolve(_ reference: String, in columns: [QueryColumn]) throws -> QueryColumn {
        if let index = ColumnReference.index(of: reference, in: columns.map(\.name)) { return columns[index] }
        let names = columns.map(\.name).joined(separator: ", ")
        throw DatabaseChartError(.usage, "no column \(reference) in the query's rows; they have: \(names)")
    }

    private static func interval(_ low: Double?, _ high: Double?) -> Interval? {
        guard let low, let high else { return nil }
        return Interval(low, high)
    }
}
