import Foundation
import GRDB
import Input
import PlotCore
import PlotRender
import PostgresTesting
import XCTest

@testable import Database

/// A chart drawn from a database is the chart of the same rows read from a CSV file, byte for
/// byte, while only M4's few points per pixel column cross the wire.
final class DatabaseChartTests: XCTestCase {
    var folder: URL!
    let text = PangoTextEngine()
    let page = OutputFormat.png.page(.landscape)

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-db-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    // MARK: - Drawing both ways

    private func png(_ chart: DataChart, theme: Theme = .light) throws -> [UInt8] {
        let scene = DataChartPage(chart: chart, page: page, theme: theme).scene(measurer: text)
        return try SceneOutput(text: text).files(scene, format: .png)[0]
    }

    /// The chart `plot --input FILE --x 1 --y 2,3...` draws.
    private func csvChart(
        _ path: String, ys: Int, kind: ChartKind = .line, viewport: ViewportRequest = ViewportRequest()
    ) throws -> DataChart {
        let table = try TableReader.read(path: path).table
        var chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: Array(1...ys)), kind: kind)
        chart.viewport = viewport
        return chart
    }

    /// The chart `plot --db URL --query SQL --x x --y ...` draws, and the rows it fetched.
    private func databaseChart(
        _ url: String, query: String, ys: [String], kind: ChartKind = .line,
        viewport: ViewportRequest = ViewportRequest(),
        theme: Theme = .light
    ) async throws -> (chart: DataChart, rows: Int) {
        let source = try await DatabaseChart.open(try DatabaseURL(url))
        var chart = try await source.chart(
            query: query, x: "x", ys: ys, kind: kind, timeZone: TimeZone(identifier: "UTC")!, logY: false,
            xRange: viewport.xRange)
        chart.viewport = viewport
        try await chart.complete(from: source, page: page, theme: theme, measurer: text)
        await source.close()
        return (chart, source.rowsFetched)
    }

    /// Rows of numbers as CSV (nil an empty cell), each double written to round-trip exactly.
    private func writeCSV(_ header: [String], _ rows: [[Double?]], to path: String) throws {
        var text = header.joined(separator: ",") + "\n"
        for row in rows { text += row.map { $0.map { "\($0)" } ?? "" }.joined(separator: ",") + "\n" }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func writeSQLite(_ header: [String], _ rows: [[Double?]], to path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (\(header.map { "\($0) REAL" }.joined(separator: ", ")))")
            let statement = try db.makeStatement(
                sql: "INSERT INTO t VALUES (\(header.map { _ in "?" }.joined(separator: ", ")))")
            for row in rows { try statement.execute(arguments: StatementArguments(row)) }
        }
        try queue.close()
    }

    /// Unsorted, unique x; two noisy series with gaps; no two equal y in a series.
    private func noisyRows(_ count: Int) -> [[Double?]] {
        var generator = SystemRandomNumberGenerator()
        var seen = Set<Double>()
        var rows: [[Double?]] = []
        rows.reserveCapacity(count)
        while rows.count < count {
            let x = Double.random(in: -500...1500, using: &generator)
            guard seen.insert(x).inserted else { continue }
            let a = sin(x / 60) * 40 + Double.random(in: -5...5, using: &generator)
            let b = cos(x / 90) * 25 + Double.random(in: -3...3, using: &generator)
            let gap = Int.random(in: 0..<5000, using: &generator) == 0
            rows.append([x, gap ? nil : a, Int.random(in: 0..<7000, using: &generator) == 0 ? nil : b])
        }
        return rows
    }

    // MARK: - SQLite

    func testSQLiteChartIsTheCSVChartByteForByte() async throws {
        let rows = noisyRows(200_000)
        let csv = folder.appendingPathComponent("rows.csv").path
        let sqlite = folder.appendingPathComponent("rows.db").path
        try writeCSV(["x", "a", "b"], rows, to: csv)
        try writeSQLite(["x", "a", "b"], rows, to: sqlite)

        for viewport in [ViewportRequest(), ViewportRequest(xRange: Interval(100, 400))] {
            let fromFile = try csvChart(csv, ys: 2, viewport: viewport)
            let (fromDatabase, fetched) = try await databaseChart(
                "sqlite:" + sqlite, query: "SELECT x, a, b FROM t;", ys: ["a", "b"], viewport: viewport)
            XCTAssertEqual(fromDatabase.rowCount, 200_000)
            XCTAssertEqual(fromDatabase.noteTexts, fromFile.noteTexts)
            XCTAssertEqual(try png(fromDatabase), try png(fromFile), "viewport \(viewport)")
            // The extent, then one row per pixel column (2,000 at most) for each plot the
            // layout tried (the legend may move it once).
            XCTAssertLessThan(fetched, 1 + 2 * 2_002, "rows fetched")
        }
    }

    func testSQLiteScatterAndStepAreTheCSVCharts() async throws {
        let rows = noisyRows(3_000)
        let csv = folder.appendingPathComponent("rows.csv").path
        let sqlite = folder.appendingPathComponent("rows.db").path
        try writeCSV(["x", "a", "b"], rows, to: csv)
        try writeSQLite(["x", "a", "b"], rows, to: sqlite)
        for kind in [ChartKind.scatter, .step, .area] {
            let (fromDatabase, _) = try await databaseChart(
                "sqlite:" + sqlite, query: "SELECT * FROM t", ys: ["a", "b"], kind: kind)
            XCTAssertEqual(try png(fromDatabase), try png(try csvChart(csv, ys: 2, kind: kind)), "\(kind)")
        }
    }

    /// A query's column named with a comma ("Осадки, мм") is one column of --y's list, as a file's is.
    func testAColumnNameWithACommaIsOneColumnOfTheList() async throws {
        let sqlite = folder.appendingPathComponent("rows.db").path
        try writeSQLite(["x", "a", "b"], noisyRows(100), to: sqlite)
        let (chart, _) = try await databaseChart(
            "sqlite:" + sqlite, query: #"SELECT x, a AS "Осадки, мм", b FROM t"#, ys: ["Осадки, мм,b"])
        XCTAssertEqual(chart.series.map(\.name), ["Осадки, мм", "b"])
    }

    /// Points placed exactly on the edges between pixel columns, and a hair either side, go to
    /// the same columns in SQL as in `M4Columns`, so the two lines are the same numbers.
    func testColumnsAgreeWithSwiftAtColumnEdges() async throws {
        let mapping = M4Decimation(visible: Interval(-3.7, 1234.5), left: 81.3, width: 1500.6)
        var rows: [[Double?]] = []
        var index = 0
        for column in 0...mapping.columns {
            // The x where `offset + (x - lower) * perUnit` reaches `column`.
            let edge = mapping.visible.lower + (Double(column) - mapping.pixelOffset) / mapping.perUnit
            for x in [edge.nextDown, edge, edge.nextUp] {
                index += 1
                rows.append([x, Double(index % 97) + Double(index) * 1e-6])
            }
        }
        rows += [[-10, 1], [-20, 2], [2000, 3], [3000, 4], [500.25, nil]]
        let sqlite = folder.appendingPathComponent("edges.db").path
        try writeSQLite(["x", "y"], rows, to: sqlite)

        var swift = M4Columns(mapping)
        for row in rows { swift.add(x: row[0]!, y: row[1] ?? .nan) }
        let expected = swift.line()

        var sources = [try await DatabaseChart.open(try DatabaseURL("sqlite:" + sqlite))]
        if let url = TestPostgres.available() {
            try TestPostgres.execute("DROP TABLE IF EXISTS edges; CREATE TABLE edges (x float8, y float8)")
            let csv = folder.appendingPathComponent("edges.csv")
            try writeCSV(["x", "y"], rows, to: csv.path)
            try TestPostgres.execute("\\copy edges FROM '\(csv.path)' WITH CSV HEADER")
            sources.append(try await DatabaseChart.open(try DatabaseURL(url)))
        }
        for source in sources {
            let table = source.url.description.hasPrefix("sqlite") ? "t" : "edges"
            _ = try await source.chart(
                query: "SELECT x, y FROM \(table)", x: "x", ys: ["y"], kind: .line, timeZone: .current, logY: false,
                xRange: nil)
            let answer = try await source.columns(mapping)[0]
            let line = answer.columns.line()
            XCTAssertEqual(line.xs, expected.xs, "\(source.url)")
            XCTAssertEqual(line.ys.map { $0.isNaN ? -999 : $0 }, expected.ys.map { $0.isNaN ? -999 : $0 })
            XCTAssertEqual(answer.countInXRange, mapping.countInXRange(xs: rows.map { $0[0]! }))
            await source.close()
        }
    }

    // MARK: - PostgreSQL

    /// 10^6 rows in PostgreSQL: the picture of the same rows exported as CSV, from about one
    /// row per pixel column (4 points each) instead of a million.
    func testPostgresMillionRowsCrossTheWireAsColumns() async throws {
        let url = try TestPostgres.require()
        try TestPostgres.execute(
            """
            DROP TABLE IF EXISTS plotkit_million;
            CREATE TABLE plotkit_million AS
              SELECT i AS x, sin(i / 20000.0) * 100 + ((i::bigint * 7919) % 10007) / 1000.0 + i / 1e7 AS y
              FROM generate_series(1, 1000000) AS i;
            """)
        let query = "SELECT x, y FROM plotkit_million"
        let csv = folder.appendingPathComponent("million.csv").path
        try TestPostgres.csv(of: query).write(to: URL(fileURLWithPath: csv))

        let (fromDatabase, fetched) = try await databaseChart(url, query: query, ys: ["y"])
        XCTAssertEqual(fromDatabase.rowCount, 1_000_000)
        let columns = fromDatabase.series[0].digest?.columns.first?.columns.mapping.columns ?? 0
        XCTAssertGreaterThan(columns, 1000)
        // The extent's row, then per column (and one beyond each edge) a row of its extremes and
        // a row of their other coordinates (`TwoPassColumns`).
        XCTAssertLessThanOrEqual(fetched, 1 + 2 * (columns + 2))
        XCTAssertGreaterThan(fetched, columns / 2)
        XCTAssertEqual(try png(fromDatabase), try png(try csvChart(csv, ys: 1)))
    }

    /// Timestamps as x, two series with gaps (a legend), the dark theme and an x range.
    func testPostgresTimeSeriesIsTheCSVChart() async throws {
        let url = try TestPostgres.require()
        try TestPostgres.execute(
            """
            DROP TABLE IF EXISTS plotkit_times;
            CREATE TABLE plotkit_times AS
              SELECT timestamp '2024-01-01' + i * interval '1 minute' AS x,
                     CASE WHEN i % 9973 = 0 THEN NULL ELSE sin(i / 3000.0) * 20 + ((i::bigint * 7919) % 1009) / 300.0 END AS a,
                     cos(i / 5000.0) * 15 + ((i::bigint * 104729) % 1013) / 250.0 + i / 1e8 AS b
              FROM generate_series(1, 200000) AS i;
            """)
        let query = "SELECT x, a, b FROM plotkit_times"
        let csv = folder.appendingPathComponent("times.csv").path
        try TestPostgres.csv(of: query).write(to: URL(fileURLWithPath: csv))
        let start = 1_704_067_200.0  // 2024-01-01T00:00:00Z
        for viewport in [
            ViewportRequest(), ViewportRequest(xRange: Interval(start + 86_400 * 30, start + 86_400 * 60)),
        ] {
            let (fromDatabase, _) = try await databaseChart(
                url, query: query, ys: ["a", "b"], viewport: viewport, theme: .dark)
            let fromFile = try csvChart(csv, ys: 2, viewport: viewport)
            XCTAssertEqual(fromDatabase.noteTexts, fromFile.noteTexts)
            XCTAssertEqual(try png(fromDatabase, theme: .dark), try png(fromFile, theme: .dark), "\(viewport)")
        }
    }
}
