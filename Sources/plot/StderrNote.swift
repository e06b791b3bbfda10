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

    /// The notes said so far, the latest `kept` of them: a note that counts rows changes as a
    /// watched log grows, and a server that runs for days must not keep every count it said.
    final class SaidNotes: @unchecked Sendable {
        // Unchecked: `said` and `order` are read and changed under `lock` alone.
        private let lock = NSLock()
        private var said: Set<String> = []
        private var order: [String] = []
        static let kept = 256

        /// Whether `text` is said for the first time (and now counts as said).
        func first(_ text: String) -> Bool {
            lock.withLock {
                guard said.insert(text).inserted else { return false }
                order.append(text)
                if order.count > Self.kept { said.remove(order.removeFirst()) }
                return true
            }
        }
    }
}
