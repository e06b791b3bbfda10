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

    /// Set while a watched file is read again (`plot serve --watch`): the file is read with
    /// read(2), at most this many bytes (the lines known whole when it was looked at), and not
    /// mapped. A log truncated under a mapping would stop the process (SIGBUS), and a line
    /// written after the look is left for the next one.
    @TaskLocal package static var prefixBytes: Int?

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
            if let limit = Self.prefixBytes {
                let bytes = try prefix(of: path, bytes: limit)
                return try bytes.withUnsafeBufferPointer { raw in
                    try encoding.withUTF8(raw) { try read($0, name, nil) }
                }
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

    /// The first `limit` bytes of the file, or all of it when it is shorter now.
    private static func prefix(of path: String, bytes limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw InputError("cannot read \(path): \(String(cString: strerror(errno)))", cause: .unreadable)
        }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: max(0, limit))
        var filled = 0
        while filled < bytes.count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(filled))
            }
            if read < 0 && errno == EINTR { continue }
            guard read >= 0 else {
                throw InputError("cannot read \(path): \(String(cString: strerror(errno)))", cause: .unreadable)
            }
            if read == 0 { break }
            filled += read
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
