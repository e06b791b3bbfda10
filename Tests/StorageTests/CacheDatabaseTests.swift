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

    /// First runs opening one new cache at once, as cron jobs do: every one finds the schema
    /// made, whoever made it. The race to make it lost about one run in a few hundred
    /// ("no such table: grdb_migrations" while another connection was creating it).
    func testFirstOpensAtOnceAllSucceed() throws {
        let openers = 8
        for round in 1...40 {
            let path = root.appendingPathComponent("round-\(round)/test.sqlite").path
            let failures = LockedFailures()
            let migrator = migrator
            DispatchQueue.concurrentPerform(iterations: openers) { _ in
                do {
                    let database = try CacheDatabase(path: path, migrator: migrator)
                    try database.write { db in try db.execute(sql: "INSERT INTO t VALUES (1)") }
                } catch {
                    failures.add("\(error)")
                }
            }
            XCTAssertEqual(failures.all, [], "round \(round)")
            let database = try CacheDatabase(path: path, migrator: migrator)
            XCTAssertEqual(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") }, openers)
        }
    }
}

private final class LockedFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [String] = []
    func add(_ failure: String) { lock.withLock { failures.append(failure) } }
    var all: [String] { lock.withLock { failures } }
}
