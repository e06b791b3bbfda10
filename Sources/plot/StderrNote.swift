import Foundation

/// `plot: note: ...` on stderr: what a run says beside its output (what it picked, left out,
/// or read one way of two), never on stdout, where a page may go. The one writer of that line.
enum StderrNote {
    static func say(_ text: String) {
        FileHandle.standardError.write(Data("plot: note: \(text)\n".utf8))
    }
}
