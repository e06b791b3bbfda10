import Foundation
import GRDB
import Storage
import XCTest

/// A cache's database: its schema made once, SQLite's failures named after the file, and a
/// caller's own error passing through a write that it rolls back.
final class CacheDatabaseTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-cachedb-\(UUID().uuidString)")
    }

    override func tearDown() { try? FileManager.default.removeItem(at: root) }

    private var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in try db.execute(sql: "CREATE TABLE t (v INTEGER NOT NULL)") }
        return migrator
    }

    private struct Stop: Error {}

    func testWritesAndReadsThroughTheMigratedSchema() throws {
        let path = root.appendingPathComponent("plotkit/test.sqlite").path
        let database = try CacheDatabase(path: path, migrator: migrator)
        XCTAssertEqual(database.path, path)
        try database.write { db in try db.execute(sql: "INSERT INTO t VALUES (42)") }
        // Opened again: the schema is there, the row too.
        let again = try CacheDatabase(path: path, migrator: migrator)
        XCTAssertEqual(try again.read { db in try Int.fetchOne(db, sql: "SELECT v FROM t") }, 42)
    }

    func testSQLiteFailuresNameTheCacheFile() throws {
        let path = root.appendingPathComponent("test.sqlite").path
        let database = try CacheDatabase(path: path, migrator: migrator)
        XCTAssertThrowsError(try database.read { db in try Int.fetchOne(db, sql: "SELECT v FROM missing") }) {
            XCTAssertTrue(String(describing: $0).hasPrefix("cannot read the cache \(path): no such table"), "\($0)")
        }
        XCTAssertThrowsError(try database.write { db in try db.execute(sql: "INSERT INTO t VALUES (NULL)") }) {
            XCTAssertTrue(String(describing: $0).hasPrefix("cannot write the cache \(path): NOT NULL"), "\($0)")
        }
    }

    func testTheCallersErrorPassesAndTheWriteRollsBack() throws {
        let database = try CacheDatabase(path: root.appendingPathComponent("test.sqlite").path, migrator: migrator)
        XCTAssertThrowsError(
            try database.write { db in
                try db.execute(sql: "INSERT INTO t VALUES (1)")
                throw Stop()
            }
        ) { XCTAssertTrue($0 is Stop, "\($0)") }
        XCTAssertEqual(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") }, 0)
    }
}
