import Foundation
import GRDB
import PlotCore
import PlotRender
import PostgresTesting
import XCTest

@testable import Database

/// `--index TABLE`: a view read from TABLE's M4 index is the plain push-down's view, column for
/// column and byte for byte; a changed TABLE is refused or rebuilt; bad input is named.
final class PostgresIndexTests: XCTestCase {
    let text = PangoTextEngine()
    let page = OutputFormat.png.page(.landscape)

    /// Ties everywhere: three rows an x (so buckets of 2^k ranks hold 2^k or more rows), y of
    /// few values, gaps in both series, rows without an x, x kept as numeric.
    private func makeTable() throws {
        try TestPostgres.execute(
            """
            DROP TABLE IF EXISTS plotkit_m4_plotkit_indexed;
            DROP TABLE IF EXISTS plotkit_indexed CASCADE;
            CREATE TABLE plotkit_indexed AS
              SELECT CASE WHEN i % 1009 = 0 THEN NULL ELSE (i / 3) * 0.5 END AS n,
                     CASE WHEN i % 89 = 0 THEN NULL ELSE (i::bigint * 7919) % 11 END AS a,
                     CASE WHEN i % 97 = 0 THEN NULL ELSE round(CAST(sin(i / 300.0) * 10 AS numeric), 3) END AS b,
                     'label ' || i AS label,
                     timestamptz '2024-01-01 00:00:00+00' + i * interval '1 second' AS t
              FROM generate_series(1, 60000) AS i;
            CREATE VIEW plotkit_indexed_view AS SELECT * FROM plotkit_indexed;
            """)
    }

    private func open() async throws -> DatabaseChart {
        try await DatabaseChart.open(try DatabaseURL(try TestPostgres.require()))
    }

    /// `body` with a source of its own, closed however it ends (postgres-nio traps on a
    /// connection let go open).
    private func withSource<T>(_ body: (DatabaseChart) async throws -> T) async throws -> T {
        let source = try await open()
        do {
            let value = try await body(source)
            await source.close()
            return value
        } catch {
            await source.close()
            throw error
        }
    }

    private func indexedChart(
        _ source: DatabaseChart, build: Bool = true, viewport: ViewportRequest = ViewportRequest()
    ) async throws -> DataChart {
        var chart = try await source.chart(
            index: "plotkit_indexed", x: "n", ys: ["a,b"], kind: .line, logY: false, xRange: viewport.xRange,
            build: build)
        chart.viewport = viewport
        try await chart.complete(from: source, page: page, theme: .light, measurer: text)
        return chart
    }

    /// The reference: `plot --db URL --query 'SELECT * FROM plotkit_indexed'`.
    private func pushedDownChart(viewport: ViewportRequest) async throws -> DataChart {
        try await withSource { source in
            var chart = try await source.chart(
                query: "SELECT * FROM plotkit_indexed", x: "n", ys: ["a,b"], kind: .line,
                timeZone: TimeZone(identifier: "UTC")!, logY: false, xRange: viewport.xRange)
            chart.viewport = viewport
            try await chart.complete(from: source, page: self.page, theme: .light, measurer: self.text)
            return chart
        }
    }

    private func png(_ chart: DataChart) throws -> [UInt8] {
        let scene = DataChartPage(chart: chart, page: page, theme: .light).scene(measurer: text)
        return try SceneOutput(text: text).files(scene, format: .png)[0]
    }

    /// Every level chain a view may read (none: the rows in range) gives PostgreSQL's one-pass
    /// M4 rows (`ChartQueries.columns`) for ranges that cut buckets, reach past the data, or
    /// hold a few rows; beyond the range only the nearest point is compared, all M4 keeps there.
    func testEveryLevelGivesThePushDownsColumns() async throws {
        try makeTable()
        try await withSource { try await self.checkEveryLevel($0) }
    }

    private func checkEveryLevel(_ source: DatabaseChart) async throws {
        _ = try await indexedChart(source)
        let index = try XCTUnwrap(source.index)
        let queries = try XCTUnwrap(source.queries)
        XCTAssertEqual(index.rows, 60_000 - 59)
        XCTAssertEqual(index.extent, Interval(0, 10_000))
        XCTAssertEqual(index.coarsest, 16)
        let ranges = [
            Interval(0, 10_000), Interval(-100, 20_000), Interval(1234.56, 7654.3), Interval(4000.1, 4003.2),
            Interval(9990, 10_500),
        ]
        var checked = 0
        for range in ranges {
            for width in [1700.0, 333.3, 1.0] {
                let mapping = M4Decimation(visible: range, left: 7.4, width: width)
                let expected = try await source.source.rows(
                    queries.columns(mapping).sql, queries.columns(mapping).arguments)
                XCTAssertGreaterThan(expected.count, 0)
                for levels in [[], [6], [8, 6], [12, 10, 8, 6], [16, 14, 12, 10, 8, 6], index.levels(for: mapping)] {
                    let view = index.table.columns(mapping, levels: levels, queries: queries)
                    let rows = try await source.source.rows(view.sql, view.arguments)
                    XCTAssertEqual(rows.map(\.first), expected.map(\.first), "\(range) \(width) \(levels)")
                    for (row, reference) in zip(rows, expected) {
                        XCTAssertEqual(
                            Self.kept(row, columns: mapping.columns), Self.kept(reference, columns: mapping.columns),
                            "\(range) \(width) \(levels) column \(row[0] ?? -2)")
                    }
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 5 * 3 * 6)
    }

    /// What `DatabaseChart.columns` reads of a row: all of a column in range; left of it the
    /// last point, right of it the first, per series.
    private static func kept(_ row: [Double?], columns: Int) -> [Double?] {
        guard let column = row[0], column < 0 || column >= Double(columns) else { return row }
        let offset = column < 0 ? 2 : 0
        return stride(from: ChartQueries.columnsHead, to: row.count, by: ChartQueries.columnsPerSeries).flatMap {
            [row[$0 + offset], row[$0 + offset + 1]]
        }
    }

    /// The PNG of `--index` is the PNG of the plain push-down, whole and zoomed (the y axis
    /// fitted to the range from the index), while far fewer rows cross the wire once built.
    func testIndexedChartIsThePushDownsPicture() async throws {
        try makeTable()
        for viewport in [
            ViewportRequest(), ViewportRequest(xRange: Interval(2000.25, 2100.5)),
            ViewportRequest(xRange: Interval(5000, 5010)),
        ] {
            let indexed = try await withSource { try await self.indexedChart($0, viewport: viewport) }
            XCTAssertEqual(indexed.rowCount, 60_000)
            let reference = try await pushedDownChart(viewport: viewport)
            XCTAssertEqual(indexed.noteTexts, reference.noteTexts)
            XCTAssertEqual(try png(indexed), try png(reference), "\(viewport)")
        }
    }

    /// A changed table makes its index stale: a read that may not build refuses it, `--index`
    /// rebuilds it; other columns than those indexed are stale too.
    func testAChangedTableIsRefusedOrRebuilt() async throws {
        try makeTable()
        let built = try await withSource { source in
            _ = try await self.indexedChart(source)
            return source.indexBuilt
        }
        XCTAssertNotNil(built)
        let read = try await withSource { source in
            _ = try await self.indexedChart(source, build: false)
            return source.indexBuilt
        }
        XCTAssertNil(read)

        try TestPostgres.execute("UPDATE plotkit_indexed SET a = 100 WHERE n = 5000")
        // A session reports its counts to PostgreSQL's statistics as it ends, a moment after psql.
        try await Task.sleep(for: .seconds(1))
        let refusal = try await withSource { source in
            await self.message { _ = try await self.indexedChart(source, build: false) }
        }
        XCTAssertEqual(
            refusal,
            "--index: plotkit_indexed changed since its index was built; run plot --index plotkit_indexed again to rebuild it"
        )
        let (rebuilt, builtAgain) = try await withSource { source in
            (try await self.indexedChart(source), source.indexBuilt)
        }
        XCTAssertNotNil(builtAgain)
        let reference = try await pushedDownChart(viewport: ViewportRequest())
        XCTAssertEqual(try png(rebuilt), try png(reference))

        // Another y than those indexed: stale too.
        let otherColumns = try await withSource { source in
            await self.message {
                _ = try await source.chart(
                    index: "plotkit_indexed", x: "n", ys: ["a"], kind: .line, logY: false, xRange: nil, build: false)
            }
        }
        XCTAssertEqual(
            otherColumns,
            "--index: plotkit_indexed changed since its index was built; run plot --index plotkit_indexed again to rebuild it"
        )
    }

    /// The error's description, or "no error".
    private func message(_ body: () async throws -> Void) async -> String {
        do {
            try await body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testBadTablesAndColumnsAreNamed() async throws {
        try makeTable()
        let cases: [(String, String, String, build: Bool)] = [
            ("no_such_table", "n", "--index: no table no_such_table in the database", true),
            (
                "plotkit_indexed_view", "n",
                "--index: plotkit_indexed_view is not a table (a view indexes nothing: name its table)", true
            ),
            ("plotkit_indexed", "label", "--index: plotkit_indexed.label holds text; an index takes a number x", true),
            ("plotkit_indexed", "t", "--index: plotkit_indexed.t holds times; an index takes a number x", true),
            (
                "plotkit_indexed", "n",
                "--index: plotkit_indexed has no index yet; run plot --index plotkit_indexed to build it", false
            ),
            (
                String(repeating: "t", count: 51), "n",
                "--index: the name \(String(repeating: "t", count: 51)) is too long for its index's names (at most 50 bytes)",
                true
            ),
        ]
        for (table, x, expected, build) in cases {
            let got = try await withSource { source in
                await self.message {
                    _ = try await source.chart(
                        index: table, x: x, ys: ["a"], kind: .line, logY: false, xRange: nil, build: build)
                }
            }
            XCTAssertEqual(got, expected)
        }
        let path = NSTemporaryDirectory() + "plotkit-index-\(UUID().uuidString).db"
        try await DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE t (x REAL, y REAL)") }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sqlite = try await DatabaseChart.open(try DatabaseURL("sqlite:" + path))
        let got = await message {
            _ = try await sqlite.chart(
                index: "t", x: "x", ys: ["y"], kind: .line, logY: false, xRange: nil, build: true)
        }
        await sqlite.close()
        XCTAssertEqual(got, "--index keeps its table in PostgreSQL: give a postgres:// URL")
    }
}
