/// The cache's failures, each saying what to do about it.
extension StorageError {
    public static let noCacheFolder = StorageError(
        "no cache folder: set XDG_CACHE_HOME or HOME to an absolute path")

    public static func cannotCreateFolder(path: String, reason: String) -> StorageError {
        StorageError("cannot create the cache folder \(path): \(reason)")
    }

    public static func cannotOpen(path: String, reason: String) -> StorageError {
        StorageError("cannot open the cache \(path): \(reason); delete it to start afresh")
    }

    public static func unreadable(path: String, reason: String) -> StorageError {
        StorageError("cannot read the cache \(path): \(reason); delete it to start afresh")
    }

    public static func cannotWrite(path: String, reason: String) -> StorageError {
        StorageError("cannot write the cache \(path): \(reason)")
    }
}
