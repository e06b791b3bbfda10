import Foundation
import PlotRender

extension PageWriter.Written {
    /// Says on stderr what the user could mistake for this output: pages standard output could
    /// not hold, and NAME-N files left from an earlier, longer run.
    func printNotes() {
        var notes: [String] = []
        if pagesLeftOut > 0 {
            notes.append(
                "standard output holds page 1 of \(pagesLeftOut + 1); write to a file or PDF for all")
        }
        if let first = leftovers.first, let last = leftovers.last {
            let span = leftovers.count == 1 ? first : "\(first) to \(last)"
            notes.append("\(span) from an earlier run \(leftovers.count == 1 ? "is" : "are") not part of this output")
        }
        for note in notes { FileHandle.standardError.write(Data("plot: note: \(note)\n".utf8)) }
    }
}
