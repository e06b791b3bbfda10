import Foundation
import GRDB

/// Opens a cache's SQLite file with the settings every cache wants. SQLite's rollback journal
/// (synchronous FULL) makes each transaction all-or-nothing on disk, even if the process is
/// killed or the machine loses power mid-write: the next open rolls a torn write back.
public enum SQLiteFile {
    /// Opens (creating when missing) the database at `path`, its folder created as needed.
    public static func open(_ path: String) throws -> DatabaseQueue {
        try CacheDirectory(path: (path as NSString).deletingLastPathComponent).create()
        var configuration = Configuration()
        // Another plot writing the same cache waits its turn rather than failing at once.
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            return try DatabaseQueue(path: path, configuration: configuration)
        } catch let error as DatabaseError {
            throw StorageError.cannotOpen(path: path, reason: reason(error))
        }
    }

    /// Runs a cache's migrations. Two first runs at once can both find the schema missing (the
    /// migrator looks before its transaction): the second's CREATE then fails once the first has
    /// committed. A second look finds the schema made, so it is not an error; anything else
    /// fails the second time too.
    public static func migrate(_ database: DatabaseQueue, with migrator: DatabaseMigrator, path: String) throws {
        do {
            do {
                try migrator.migrate(database)
            } catch is DatabaseError {
                try migrator.migrate(database)
            }
        } catch let error as DatabaseError {
            throw StorageError.cannotOpen(path: path, reason: reason(error))
        }
    }

    /// SQLite's own words for an error, without GRDB's SQL echo.
    public static func reason(_ error: DatabaseError) -> String {
        error.message ?? "SQLite error \(error.resultCode.rawValue)"
    }
}
