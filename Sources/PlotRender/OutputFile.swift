import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes output files whole or not at all: the bytes go to a temporary file beside the target,
/// which is then renamed into place, so a failed run never leaves half a file or harms an old one.
public enum OutputFile {
    /// Writes to `path`, or to standard output when `path` is "-". `permissions` (e.g. 0o600 for
    /// a secret) are set before the rename; without them the file gets a new file's usual mode.
    public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) throws {
        if path == "-" {
            // POSIX write, not FileHandle: Foundation traps when the reader has gone (EPIPE).
            try writeAll(bytes, to: STDOUT_FILENO, path: "standard output")
            return
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("cannot write \(path): the folder \(directory) does not exist")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw RenderError("cannot write \(path): it is a folder")
        }
        var template = Array((directory + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw RenderError("cannot write \(path): \(lastError())") }
        let temporary = String(cString: template)
        do {
            try writeAll(bytes, to: descriptor, path: path)
            if let permissions {
                guard fchmod(descriptor, permissions) == 0 else {
                    throw RenderError("cannot write \(path): \(lastError())")
                }
            } else {
                // mkstemp makes the file 0600; give it the mode a new file would have.
                let mask = umask(0)
                umask(mask)
                fchmod(descriptor, 0o666 & ~mask)
            }
            guard fsync(descriptor) == 0 else { throw RenderError("cannot write \(path): \(lastError())") }
            close(descriptor)
            guard rename(temporary, path) == 0 else { throw RenderError("cannot write \(path): \(lastError())") }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw RenderError("cannot write \(path): \(lastError())")
                }
                offset += written
            }
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
