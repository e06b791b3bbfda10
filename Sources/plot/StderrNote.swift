import Foundation

/// `plot: note: ...` on stderr: what a run says beside its output (what it picked, left out,
/// or read one way of two), never on stdout, where a page may go. The one writer of that line.
enum StderrNote {
    /// Set while `plot serve --watch` runs: its file is read again at each change, and a note
    /// said once is not said again at every read.
    @TaskLocal static var saidOnce: SaidNotes?

    static func say(_ text: String) {
        if let said = saidOnce, !said.first(text) { return }
        FileHandle.standardError.write(Data("plot: note: \(text)\n".utf8))
    }

    /// The notes said so far.
    final class SaidNotes: @unchecked Sendable {
        // Unchecked: `said` is read and changed under `lock` alone.
        private let lock = NSLock()
        private var said: Set<String> = []

        /// Whether `text` is said for the first time (and now counts as said).
        func first(_ text: String) -> Bool { lock.withLock { said.insert(text).inserted } }
    }
}
