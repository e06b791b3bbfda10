import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `plot serve --watch`: the input file looked at every `interval` (its size, modification
/// time and inode: a log appended to, truncated, or rotated and written anew), read again whole
/// when it changed, and the pages told. A read that fails (a row that does not parse, a file
/// gone for a moment) keeps the data read before: one line on stderr, and the next change is
/// read again. A file whose last line has no newline yet is being written: it is read once the
/// newline comes, or once it has stayed as it is for `settle`.
struct FileWatch {
    let path: String
    var interval = Duration.milliseconds(250)
    var settle = Duration.milliseconds(500)

    /// What tells that a file changed.
    struct Signature: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
        /// Empty, or ending in a newline: no line is half-written.
        var endsLine: Bool
    }

    /// The file as it is now; nil when it cannot be seen (moved away while a log rotates).
    static func signature(of path: String) -> Signature? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        var signature = Signature(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modifiedSeconds: status.st_mtim.tv_sec, modifiedNanoseconds: status.st_mtim.tv_nsec, endsLine: true)
        if status.st_size > 0 {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var last: UInt8 = 0
            signature.endsLine =
                pread(descriptor, &last, 1, off_t(status.st_size - 1)) == 1 && last == UInt8(ascii: "\n")
        }
        return signature
    }

    /// Looks until cancelled: `reload` reads the file again, its first bytes as many as it held
    /// when looked at (throwing leaves the data as it was), then `changed` tells the pages.
    /// `seen` is the file as it was when first read.
    func run(seen start: Signature?, reload: (_ bytes: Int) async throws -> Void, changed: () -> Void) async {
        var seen = start
        var unsettled: (signature: Signature, since: ContinuousClock.Instant)?
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let now = Self.signature(of: path)
            guard now != seen else { continue }
            guard let now else {
                Self.warn("\(path) cannot be read now (\(String(cString: strerror(errno))))")
                seen = nil
                continue
            }
            if !now.endsLine {
                if unsettled?.signature != now { unsettled = (now, .now) }
                if let since = unsettled?.since, ContinuousClock.now - since < settle { continue }
            }
            unsettled = nil
            seen = now
            do {
                try await reload(Int(now.size))
                changed()
            } catch {
                Self.warn("\(error)")
            }
        }
    }

    /// One line on stderr about a read that failed: the page keeps what it shows.
    private static func warn(_ text: String) {
        let line = "plot: warning: --watch: \(PlotMain.oneLine(text)); the page keeps the data read before\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
