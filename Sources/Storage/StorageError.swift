/// Why cached data could not be read or written, worded for the one line a user sees.
public enum StorageError: Error, Equatable, CustomStringConvertible, Sendable {
    case noCacheFolder
    case cannotCreateFolder(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    case unreadable(path: String, reason: String)
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .noCacheFolder:
            return "no cache folder: set XDG_CACHE_HOME or HOME to an absolute path"
        case .cannotCreateFolder(let path, let reason):
            return "cannot create the cache folder \(path): \(reason)"
        case .cannotOpen(let path, let reason):
            return "cannot open the cache \(path): \(reason); delete it to start afresh"
        case .unreadable(let path, let reason):
            return "cannot read the cache \(path): \(reason); delete it to start afresh"
        case .cannotWrite(let path, let reason):
            return "cannot write the cache \(path): \(reason)"
        }
    }
}
