import Foundation

/// Where PlotKit keeps data it can fetch again: `$XDG_CACHE_HOME/plotkit`, or
/// `~/.cache/plotkit` when XDG_CACHE_HOME is unset or not absolute (as the XDG spec says).
public struct CacheDirectory: Sendable, Equatable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The cache folder the environment names; nil when neither XDG_CACHE_HOME nor HOME is usable.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> CacheDirectory?
    {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return CacheDirectory(path: (xdg as NSString).appendingPathComponent("plotkit"))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return CacheDirectory(path: (home as NSString).appendingPathComponent(".cache/plotkit"))
    }

    /// The full path of a file in the folder.
    public func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    /// Creates the folder (and its parents) when missing; private to the user, as caches are.
    public func create() throws {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StorageError.cannotCreateFolder(path: path, reason: Self.reason(error))
        }
    }

    static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return error.localizedDescription
    }
}
