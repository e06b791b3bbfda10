import Foundation
import GRDB
import PlotCore
import XCTest

@testable import Database

/// Bad input through the Database product's entry points: URLs, queries, columns and views of
/// any numbers are a thrown `DatabaseChartError` or an answer, never a trap (SQLite here; the
/// same SQL goes to PostgreSQL, whose bad URLs `DatabaseURLTests` covers).
final class DatabaseBadInputTests: XCTestCase {
    var path: String!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "plotkit-db-bad-\(UUID().uuidString).db"
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (x REAL, y REAL, name TEXT)")
            for x in 0..<50 {
                try db.execute(sql: "INSERT INTO t VALUES (?, ?, ?)", arguments: [Double(x), Double(x % 7), "n\(x)"])
            }
        }
        try queue.close()
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: path) }

    private func message(_ body: () async throws -> Void) async -> String {
        do {
            try await body()
            return "no error"
        } catch {
            return "\(type(of: error)): \(error)".replacingOccurrences(of: path, with: "DB")
        }
    }

    func testQueriesAndColumnsOfAnyText() async throws {
        let source = try await DatabaseChart.open(try DatabaseURL("sqlite:" + path))
        let cases: [(String, String, [String], ChartKind, String)] = [
            ("", "x", ["y"], .line, "--query is empty"),
            ("SELECT x, y FROM t", "nope", ["y"], .line, "no column nope in the query's rows; they have: x, y"),
            ("SELECT x, y FROM t", "x", [], .line, "the query's rows hold no values to draw"),
            (
                "SELECT x, name FROM t", "x", ["name"], .line,
                "column name holds text; y takes numbers (numbers kept as text read with CAST(name AS REAL) in --query)"
            ),
            ("SELECT x, y FROM nowhere", "x", ["y"], .line, "the query failed: no such table: nowhere"),
            (
                "SELECT x, y FROM t", "x", ["y"], .pie,
                "--kind pie is not drawn from a database: use line, step, scatter or area"
            ),
            ("SELECT x, y FROM t WHERE x > 1000", "x", ["y"], .line, "the query returned no rows"),
        ]
        for (query, x, ys, kind, expected) in cases {
            let text = await message {
                _ = try await source.chart(
                    query: query, x: x, ys: ys, kind: kind, timeZone: .current, logY: false, xRange: nil)
            }
            XCTAssertEqual(text, "DatabaseChartError: " + expected, query)
        }
        await source.close()
    }

    /// Views of NaN, infinite, reversed or empty ranges and of any column width: answered. A
    /// NaN end of the range near which points are asked for is no bound, as for a file.
    func testViewsOfAnyNumbers() async throws {
        let source = try await DatabaseChart.open(try DatabaseURL("sqlite:" + path))
        _ = try await source.chart(
            query: "SELECT x, y FROM t", x: "x", ys: ["y"], kind: .line, timeZone: .current, logY: false,
            xRange: Interval(.nan, .infinity))
        let views: [(Interval, Double, Double, Int)] = [
            (Interval(.nan, .nan), .nan, -5, 0), (Interval(-.infinity, .infinity), 0, 1e300, 0),
            (Interval(3, 1), -1e308, 0, 3), (Interval(1, 1), 0, 1, 1),
        ]
        for (visible, left, width, inRange) in views {
            let columns = try await source.columns(M4Decimation(visible: visible, left: left, width: width))
            XCTAssertEqual(columns.map(\.countInXRange), [inRange], "\(visible) \(left) \(width)")
        }
        for (range, count) in [(Interval(.nan, .infinity), 50), (Interval(5, -5), 8), (nil, 50)] {
            let points = try await source.points(near: range)
            XCTAssertEqual(points.map(\.count), [count], String(describing: range))
        }
        await source.close()
    }

    func testURLsThatNameNoDatabase() async {
        let cases = [
            ("sqlite:", "--db sqlite:PATH names no file"),
            ("sqlite:/nonexistent/x.db", "/nonexistent/x.db: no such file"),
            ("mysql://x", "--db mysql://x is not a database URL: give sqlite:PATH or postgres://USER@HOST/DB"),
            ("", "--db  is not a database URL: give sqlite:PATH or postgres://USER@HOST/DB"),
        ]
        for (url, expected) in cases {
            let text = await message { _ = try await DatabaseChart.open(try DatabaseURL(url)) }
            XCTAssertEqual(text, "DatabaseChartError: " + expected, url)
        }
    }
}
