import Foundation
import GRDB
import Storage
import XCTest

/// Where caches live, and how their SQLite files are opened.
final class CacheDirectoryTests: XCTestCase {
    func testCacheFolderFromTheEnvironment() {
        XCTAssertEqual(CacheDirectory.fromEnvironment(["XDG_CACHE_HOME": "/x/c", "HOME": "/h"])?.path, "/x/c/plotkit")
        XCTAssertEqual(
            CacheDirectory.fromEnvironment(["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.path, "/h/.cache/plotkit")
        XCTAssertEqual(
            CacheDirectory.fromEnvironment(["HOME": "/h"])?.file("hot-water.sqlite"),
            "/h/.cache/plotkit/hot-water.sqlite")
        XCTAssertNil(CacheDirectory.fromEnvironment([:]))
    }

    /// Opening a cache makes its folder, private to the user, and the file takes writes.
    func testOpeningMakesAPrivateFolderAndAWorkingDatabase() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-sqlite-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("plotkit/test.sqlite").path
        let queue = try SQLiteFile.open(path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (v INTEGER)")
            try db.execute(sql: "INSERT INTO t VALUES (42)")
        }
        XCTAssertEqual(try queue.read { db in try Int.fetchOne(db, sql: "SELECT v FROM t") }, 42)
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("plotkit").path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
    }

    func testAFolderThatCannotBeMadeIsReported() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try SQLiteFile.open(file.appendingPathComponent("sub/test.sqlite").path)) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("cannot create the cache folder"), "\(error)")
        }
    }
}
