import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes output files whole or not at all: the bytes go to a temporary file beside the target,
/// which is then renamed into place, so a failed run never leaves half a file or harms an old one.
public enum OutputFile {
    /// Writes to `path`, or to standard output when `path` is "-". `permissions` (e.g. 0o600 for
    /// a secret; only the read, write and execute bits, 0o777, are taken) are set before the
    /// rename; without them an existing file keeps its mode and a new one gets the usual mode.
    /// A path holding a NUL byte names no file: it is an error, never the file before the NUL.
    public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) throws {
        try prepare(bytes, to: path, permissions: permissions)?.commit()
    }

    /// A file written beside its target, waiting to be renamed into place: so several files
    /// can be written first and then put in place together, or all left as they were.
    public struct Pending {
        let temporary: String
        let target: String
        let path: String

        /// Renames the file into place.
        /// - Throws: `OutputFileError` when the rename fails (the file is then removed).
        public func commit() throws {
            guard rename(temporary, target) == 0 else {
                let reason = OutputFile.lastError()
                unlink(temporary)
                throw OutputFileError("cannot write \(path): \(reason)")
            }
        }

        /// Removes the file: its target stays as it was.
        public func discard() { unlink(temporary) }
    }

    /// Writes the bytes beside `path`, to be committed later; nil when there was nothing to
    /// rename (standard output, a device or a pipe, which are written at once).
    public static func prepare(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) throws -> Pending? {
        try prepare(to: path, permissions: permissions) { write in try bytes.withUnsafeBytes { try write($0) } }
    }

    /// Hands out one piece of a file's bytes at a time.
    package typealias PieceWriter = (UnsafeRawBufferPointer) throws -> Void

    /// As `prepare(_:to:permissions:)`, the bytes handed to `write` piece by piece as `body`
    /// makes them: a long document goes to its temporary file as it is made, never held whole.
    /// Standard output, a device or a pipe gets the pieces gathered and written once `body`
    /// has returned, so a failure part way leaves nothing half written there either.
    package static func prepare(
        to path: String, permissions: mode_t? = nil, writing body: (_ write: PieceWriter) throws -> Void
    ) throws -> Pending? {
        if path.utf8.contains(0) {
            throw OutputFileError("cannot write \(path.debugDescription): a file name cannot hold a NUL byte")
        }
        func gathered() throws -> [UInt8] {
            var bytes: [UInt8] = []
            try body { bytes.append(contentsOf: $0) }
            return bytes
        }
        if path == "-" {
            // POSIX write, not FileHandle: Foundation traps when the reader has gone (EPIPE).
            try writeAll(try gathered(), to: STDOUT_FILENO, path: "standard output")
            return nil
        }
        // A symbolic link stays a link: the file it names is what gets replaced.
        let target = resolvingLinks(path)
        var status = stat()
        let exists = lstat(target, &status) == 0
        if exists && (status.st_mode & S_IFMT) == S_IFDIR {
            throw OutputFileError("cannot write \(path): it is a folder")
        }
        if exists && (status.st_mode & S_IFMT) != S_IFREG {
            // A device or a pipe (/dev/null, a FIFO) has no file to replace: write into it.
            try writeDirectly(try gathered(), to: target, path: path)
            return nil
        }
        let url = URL(fileURLWithPath: target)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw OutputFileError("cannot write \(path): the folder \(directory) does not exist")
        }
        var template = Array((directory + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        var descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw OutputFileError("cannot write \(path): \(lastError())") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            try body { try writeAll($0, to: descriptor, path: path) }
            // mkstemp makes the file 0600: the mode asked for, else an existing file keeps its
            // mode and a new one gets the mode a new file would have. Set before the rename, so
            // the file is never visible with a wider mode.
            let mask = umask(0)
            umask(mask)
            // Never set-user-ID, set-group-ID or sticky on a written file, whatever was asked.
            fchmod(descriptor, permissions.map { $0 & 0o777 } ?? (exists ? status.st_mode & 0o7777 : 0o666 & ~mask))
            guard fsync(descriptor) == 0 else { throw OutputFileError("cannot write \(path): \(lastError())") }
            close(descriptor)
            descriptor = -1
            return Pending(temporary: temporary, target: target, path: path)
        } catch {
            if descriptor >= 0 { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// The path a chain of symbolic links leads to (the last one may name no file yet).
    static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : (URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path)
        }
        return current
    }

    private static func writeDirectly(_ bytes: [UInt8], to target: String, path: String) throws {
        let descriptor = open(target, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { throw OutputFileError("cannot write \(path): \(lastError())") }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { try writeAll($0, to: descriptor, path: path) }
    }

    private static func writeAll(_ raw: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < raw.count {
            let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputFileError("cannot write \(path): \(lastError())")
            }
            offset += written
        }
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}

/// Why an output file could not be written, as one line.
public struct OutputFileError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, naming the file.
    public var message: String
    package init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
