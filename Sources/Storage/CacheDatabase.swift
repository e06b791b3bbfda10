import GRDB

/// One cache's SQLite file, opened and migrated the one way (`SQLiteFile`), whose reads and
/// writes fail as the cache's errors naming the file: what every cache (the hot-water schedule,
/// the receipts feed) would otherwise repeat around its own tables.
public struct CacheDatabase: Sendable {
    public let path: String
    private let queue: DatabaseQueue

    /// Opens (creating when missing) the cache at `path` and brings its schema up to date.
    public init(path: String, migrator: DatabaseMigrator) throws {
        self.path = path
        queue = try SQLiteFile.open(path)
        try SQLiteFile.migrate(queue, with: migrator, path: path)
    }

    /// Reads in one snapshot; SQLite's failure is `unreadable`, other errors pass as thrown.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as DatabaseError {
            throw StorageError.unreadable(path: path, reason: SQLiteFile.reason(error))
        }
    }

    /// Writes in one transaction, all or nothing; SQLite's failure is `cannotWrite`, other
    /// errors (a progress report that throws) roll back and pass as thrown.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.write(body)
        } catch let error as DatabaseError {
            throw StorageError.cannotWrite(path: path, reason: SQLiteFile.reason(error))
        }
    }
}
