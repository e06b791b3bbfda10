import Foundation
import Storage

/// A feature's cache file as a command finds it: opened when the file is there, else made only
/// once there is something to keep (`create`), so a failed first run leaves no empty cache
/// behind. A cache that cannot be opened ends an `--offline` command (66, it has nothing to
/// draw); otherwise the command draws what it fetches, uncached, and `uncached` says why.
/// Hot-water's schedule and the receipts' feed open theirs so.
struct CacheAccess<Cache: Sendable> {
    var cache: Cache?
    var create: (@Sendable () throws -> Cache)?
    /// Where the cache is, for messages.
    let path: String

    init(
        fileName: String, offline: Bool, open: @escaping @Sendable (CacheDirectory) throws -> Cache,
        uncached: (any Error) -> Void
    ) throws {
        let directory = CacheDirectory.fromEnvironment()
        path = directory?.file(fileName) ?? "$XDG_CACHE_HOME/plotkit/\(fileName)"
        do {
            guard let directory else { throw StorageError.noCacheFolder }
            if FileManager.default.fileExists(atPath: path) {
                cache = try open(directory)
            } else {
                create = { try open(directory) }
            }
        } catch {
            if offline { throw CLIError(String(describing: error), status: .noInput) }
            uncached(error)
        }
    }
}
