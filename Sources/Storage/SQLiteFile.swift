import Foundation
import GRDB

/// Opens a cache's SQLite file with the settings every cache wants, for several `plot` runs at
/// once. Write-ahead logging: a reader never waits for a writer (it reads the last committed
/// state) and a writer never waits for readers; writers take turns (GRDB begins each write
/// IMMEDIATE), each waiting up to `busyTimeout` for the one before. With synchronous FULL each
/// transaction is all-or-nothing on disk even if the process is killed or the machine loses
/// power mid-write: the next open ignores a torn write's pages.
public enum SQLiteFile {
    /// How long a writer waits for the others to finish before it fails: runs queued behind
    /// big saves on a slow machine (10 s was not enough under AddressSanitizer).
    public static let busyTimeout: TimeInterval = 60

    /// Opens (creating when missing) the database at `path`, its folder created as needed.
    public static func open(_ path: String) throws -> DatabaseQueue {
        try CacheDirectory(path: (path as NSString).deletingLastPathComponent).create()
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            // Kept in the file, so a no-op after the first open. Where WAL cannot work (a network
            // file system) SQLite keeps its rollback journal: as safe, only slower to share.
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            return try retryingWhileBusy { try DatabaseQueue(path: path, configuration: configuration) }
        } catch let error as DatabaseError {
            throw StorageError.cannotOpen(path: path, reason: reason(error))
        }
    }

    /// Runs a cache's migrations. A schema already up to date is only read: GRDB's migrator
    /// starts by writing (CREATE TABLE IF NOT EXISTS), which waited for any run saving the
    /// cache - even in a run that only reads it - and failed behind a save longer than the busy
    /// timeout. First runs at once race to make the schema, and GRDB looks outside its
    /// transactions: one run's look can fail while another is making the schema ("no such
    /// table: grdb_migrations" when the table appeared between GRDB's query and its check
    /// that the table exists), and a migration can find its table or its row made by another
    /// run. Those are SQL errors and constraint failures, and they are looked at again, up to
    /// `schemaLooks` times a moment apart: each look starts after the run that was in the way
    /// committed (its write held the lock). Anything else - busy past the timeout, a damaged
    /// or read-only file - fails at once.
    public static func migrate(_ database: DatabaseQueue, with migrator: DatabaseMigrator, path: String) throws {
        var look = 1
        while true {
            do {
                try retryingWhileBusy {
                    if try database.read(migrator.hasCompletedMigrations) { return }
                    try migrator.migrate(database)
                }
                return
            } catch let error as DatabaseError
                where look < schemaLooks && [.SQLITE_ERROR, .SQLITE_CONSTRAINT].contains(error.resultCode)
            {
                look += 1
                Thread.sleep(forTimeInterval: 0.02 * Double(look) * Double.random(in: 0.5...1.5))
            } catch let error as DatabaseError {
                throw StorageError.cannotOpen(path: path, reason: reason(error))
            }
        }
    }

    /// How many times a schema is looked at before a failure to make or read it is final.
    static let schemaLooks = 5

    /// Runs `body` again while SQLite answers "database is locked" at once, without waiting
    /// `busyTimeout`: it does so where waiting could deadlock (a reader that would become a
    /// writer while another run writes, as in first runs switching a new file to WAL together),
    /// and its documented remedy is to start over. ConcurrentRunsTests lost about one run in
    /// a few hundred to it. Waiting stops at `busyTimeout` all told.
    static func retryingWhileBusy<T>(_ body: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(busyTimeout)
        var pause = 0.005
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: pause * Double.random(in: 0.5...1.5))
                pause = min(pause * 2, 0.2)
            }
        }
    }

    /// SQLite's own words for an error, without GRDB's SQL echo; for "database is locked",
    /// also how long it was waited for.
    public static func reason(_ error: DatabaseError) -> String {
        let message = error.message ?? "SQLite error \(error.resultCode.rawValue)"
        guard error.resultCode == .SQLITE_BUSY else { return message }
        return "\(message): another plot kept it busy for over \(Int(busyTimeout)) s"
    }
}
