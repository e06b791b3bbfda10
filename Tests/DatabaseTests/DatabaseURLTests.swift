import XCTest

@testable import Database

final class DatabaseURLTests: XCTestCase {
    func testSQLitePaths() throws {
        XCTAssertEqual(try DatabaseURL("sqlite:data/readings.db"), .sqlite(path: "data/readings.db"))
        XCTAssertEqual(try DatabaseURL("sqlite:///tmp/a%20b.db"), .sqlite(path: "/tmp/a b.db"))
        XCTAssertThrowsError(try DatabaseURL("sqlite:"))
    }

    func testPostgresAddresses() throws {
        guard case .postgres(let tcp) = try DatabaseURL("postgres://ann:s%40cret@db.example:6543/metrics") else {
            return XCTFail("not postgres")
        }
        XCTAssertEqual(tcp.host, "db.example")
        XCTAssertEqual(tcp.port, 6543)
        XCTAssertEqual(tcp.user, "ann")
        XCTAssertEqual(tcp.password, "s@cret")
        XCTAssertEqual(tcp.database, "metrics")
        XCTAssertNil(tcp.socketPath)

        guard case .postgres(let socket) = try DatabaseURL("postgresql:///plotkit?host=/run/postgresql&user=bob")
        else { return XCTFail("not postgres") }
        XCTAssertEqual(socket.socketPath, "/run/postgresql/.s.PGSQL.5432")
        XCTAssertEqual(socket.user, "bob")
        XCTAssertEqual(socket.database, "plotkit")
    }

    /// The password is used, never shown: not in the description, nor in the error about a
    /// URL that is not one.
    func testPasswordsAreNeverInMessages() throws {
        let url = try DatabaseURL("postgres://ann:hunter2@localhost/metrics")
        XCTAssertEqual(url.description, "postgres://ann:***@localhost:5432/metrics")
        let query = try DatabaseURL("postgres://ann@localhost/metrics?password=hunter2")
        XCTAssertFalse(query.description.contains("hunter2"))
        for text in ["mysql://ann:hunter2@localhost/metrics", "postgres://ann:hunter2@[bad/metrics"] {
            XCTAssertThrowsError(try DatabaseURL(text)) { error in
                let error = error as? DatabaseChartError
                XCTAssertEqual(error?.kind, .usage)
                XCTAssertFalse(error?.description.contains("hunter2") ?? true, error?.description ?? "")
            }
        }
    }

    func testTrailingSemicolonsAreDropped() {
        XCTAssertEqual(DatabaseChart.trimmed("  SELECT 1;; \n"), "SELECT 1")
    }
}
