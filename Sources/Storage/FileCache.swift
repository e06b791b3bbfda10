import Crypto
import FileOutput
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes fetched once and kept on disk, a file a key (named by the key's SHA-256, so any URL
/// makes a safe name), under a size cap: when the files together pass it, the least recently
/// used go first. A read marks a file used (its modification time), so the order survives
/// between runs. Files are written whole or not at all, so two runs at once, or a run killed
/// mid-write, never leave a torn entry; an entry that vanishes under a reader is a miss.
public struct FileCache: Sendable {
    public let folder: String
    public let capBytes: Int

    public init(folder: String, capBytes: Int) {
        self.folder = folder
        self.capBytes = max(0, capBytes)
    }

    /// `$XDG_CACHE_HOME/plotkit/NAME` (or `~/.cache/plotkit/NAME`).
    public static func named(
        _ name: String, capBytes: Int, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> FileCache {
        guard let root = CacheDirectory.fromEnvironment(environment) else { throw StorageError.noCacheFolder }
        return FileCache(folder: root.file(name), capBytes: capBytes)
    }

    public func path(for key: String) -> String {
        let digest = SHA256.hash(data: Array(key.utf8)).map { String(format: "%02x", $0) }.joined()
        return (folder as NSString).appendingPathComponent(digest)
    }

    /// The bytes kept for `key`, marked as just used; nil when there are none.
    public func read(_ key: String) -> [UInt8]? {
        let path = path(for: key)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        // Now, as the last use; a failure only makes the entry look older.
        _ = utimensat(AT_FDCWD, path, nil, 0)
        return Array(data)
    }

    /// Keeps `bytes` for `key`, then trims the folder to the cap.
    public func write(_ key: String, _ bytes: [UInt8]) throws {
        try CacheDirectory(path: folder).create()
        do {
            try OutputFile.write(bytes, to: path(for: key), permissions: 0o600)
        } catch {
            throw StorageError.cannotWrite(path: path(for: key), reason: "\(error)")
        }
        trim()
    }

    /// Deletes the least recently used files until the rest fit the cap. Files another run
    /// removed first are skipped.
    public func trim() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var entries: [(path: String, size: Int, used: Double)] = []
        for name in names where name.count == 64 {
            let path = (folder as NSString).appendingPathComponent(name)
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let used = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            entries.append((path, Int(info.st_size), used))
        }
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > capBytes else { return }
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > capBytes {
            if unlink(entry.path) == 0 || errno == ENOENT { total -= entry.size }
        }
    }

    /// The files kept and their bytes together.
    public func usage() -> (files: Int, bytes: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return (0, 0) }
        var files = 0
        var bytes = 0
        for name in names where name.count == 64 {
            var info = stat()
            guard stat((folder as NSString).appendingPathComponent(name), &info) == 0 else { continue }
            files += 1
            bytes += Int(info.st_size)
        }
        return (files, bytes)
    }
}
