import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The bytes of the input a user named: a file, mapped and given back to the kernel as it is
/// read, or standard input for "-". The readers' errors get the input's name in front, since
/// they say what is wrong inside it and the user also needs to know which input.
package enum InputFile {
    /// How messages name the input: the path, or "standard input" for "-".
    static func name(_ path: String) -> String { path == "-" ? "standard input" : path }

    /// "-", or a named pipe, a `<(zcat data.csv.gz)` or a device: bytes that come once, so they
    /// are read whole, once, as standard input is, and never opened again to look ahead.
    package static func isStream(_ path: String) -> Bool {
        if path == "-" { return true }
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFCHR || type == S_IFSOCK
    }

    /// Calls `read` with the bytes (as UTF-8: transcoded once from `encoding` when it is not),
    /// the input's name and a function that releases the whole pages inside a range of them
    /// (nil for standard input, which is read whole, and for a transcoded copy).
    static func read<Value>(
        _ path: String, encoding: TextEncoding = .utf8,
        _ read: (UnsafeBufferPointer<UInt8>, _ name: String, _ release: ((Range<Int>) -> Void)?) throws -> Value
    ) throws -> Value {
        let name = name(path)
        // C would read the file named by the bytes before the NUL: another file than asked for.
        if path.utf8.contains(0) {
            throw InputError(
                "cannot read \(path.debugDescription): a file name cannot hold a NUL byte", cause: .unreadable)
        }
        do {
            if isStream(path) {
                guard let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path) else {
                    throw InputError("cannot read \(path): \(String(cString: strerror(errno)))", cause: .unreadable)
                }
                let bytes = Array(handle.readDataToEndOfFile())
                return try bytes.withUnsafeBufferPointer { raw in
                    try encoding.withUTF8(raw) { try read($0, name, nil) }
                }
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError("cannot read \(path): no such file", cause: .unreadable)
            }
            guard !isDirectory.boolValue else {
                throw InputError("cannot read \(path): it is a folder", cause: .unreadable)
            }
            let file = try MappedFile(path: path)
            return try withExtendedLifetime(file) {
                guard let utf8 = encoding.utf8(file.bytes) else {
                    return try read(file.bytes, name, { file.release($0) })
                }
                file.release(0..<file.bytes.count)
                return try utf8.withUnsafeBufferPointer { try read($0, name, nil) }
            }
        } catch let error as InputError where error.cause == .invalid {
            var named = error
            named.message = "\(name): \(error.message)"
            throw named
        }
    }
}
