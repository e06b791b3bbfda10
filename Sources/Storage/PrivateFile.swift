import FileOutput
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file only its owner may read (mode 0600, in a folder made 0700), for secrets such as
/// tokens. Written whole or not at all: it gets its mode before it is renamed into place, so
/// the secret is never readable by others, not even for a moment.
public struct PrivateFile: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    public var folder: String { (path as NSString).deletingLastPathComponent }

    public func write(_ bytes: [UInt8]) throws {
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StorageError("cannot create \(folder): \(Self.reason(error))")
        }
        do {
            try OutputFile.write(bytes, to: path, permissions: 0o600)
        } catch {
            throw StorageError("\(error)")
        }
    }

    /// The contents, or nil when there is no file.
    public func read() throws -> [UInt8]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else { throw StorageError("cannot read \(path): it is a folder") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StorageError("cannot read \(path): permission denied or unreadable")
        }
        return Array(data)
    }

    /// Removes the file; false when there was none.
    @discardableResult
    public func delete() throws -> Bool {
        if unlink(path) == 0 { return true }
        if errno == ENOENT { return false }
        throw StorageError("cannot delete \(path): \(String(cString: strerror(errno)))")
    }

    /// The file's permission bits, or nil when there is no file.
    public func permissions() -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode & 0o777)
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
