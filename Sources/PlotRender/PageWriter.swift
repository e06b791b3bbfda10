import FileOutput
import Foundation
import PlotCore

/// Writes a scene of N pages to a target in a format: one PDF of every page, or one PNG or SVG
/// a page (NAME.png, NAME-2.png...), as the format's `medium` says. Every file is rendered and
/// written beside its target before any is renamed into place, so a failure leaves the old
/// files as they were. What to tell the user is the caller's: the result says what happened.
public struct PageWriter {
    /// What renders the pages' bytes.
    package var output: SceneOutput

    /// A writer that renders through `output`.
    public init(output: SceneOutput) { self.output = output }

    /// What a write did.
    public struct Written: Sendable, Equatable {
        /// The paths written, in page order ("-" for standard output).
        public var paths: [String]
        /// Pages of the scene the target could not hold: standard output takes one file, so a
        /// PNG or SVG sent there holds the first page only.
        public var pagesLeftOut: Int
        /// NAME-N files beyond this output's last page, from an earlier and longer run: not this
        /// output's (nor this writer's to remove), and easily taken for it.
        public var leftovers: [String]
    }

    /// Leftovers are looked for up to this many past the last page.
    static let leftoverSearchLimit = 1000

    /// Renders every page of `scene` in `format` and puts the files in place together, or none.
    /// - Throws: `RenderError` (a PNG or PDF to a terminal, a page that cannot be drawn);
    ///   `OutputFileError` when a file cannot be written.
    public func write(_ scene: Scene, format: OutputFormat, to target: OutputTarget) throws -> Written {
        try write(PagedScene(scene), format: format, to: target)
    }

    /// As `write(_:format:to:)`, each page made when it is drawn and let go after: a PDF goes to
    /// its temporary file page by page, a PNG or SVG page to its own before the next is made, so
    /// no output holds more than one page, whatever its page count.
    package func write(_ pages: PagedScene, format: OutputFormat, to target: OutputTarget) throws -> Written {
        if target == .standardOutput && isatty(STDOUT_FILENO) == 1 {
            throw RenderError("standard output is a terminal: send the pages to a file or a pipe", cause: .request)
        }
        guard pages.count > 0 else { throw RenderError("the scene has no page") }
        let document = format.medium == .document
        // Standard output takes one file: a PNG or SVG sent there holds the first page only.
        let files = document || target == .standardOutput ? 1 : pages.count
        let pagesLeftOut = document ? 0 : pages.count - files
        let paths = (0..<files).map { target.path(page: $0) }
        var pending: [OutputFile.Pending] = []
        do {
            for (index, path) in paths.enumerated() {
                let file =
                    document
                    ? try OutputFile.prepare(to: path) { write in
                        try withoutActuallyEscaping(write) { try output.document(pages, to: $0) }
                    }
                    : try OutputFile.prepare(
                        output.file(of: pages.page(index), scale: pages.scale, format: format), to: path)
                if let file { pending.append(file) }
            }
        } catch {
            pending.forEach { $0.discard() }
            throw error
        }
        for file in pending { try file.commit() }
        let leftovers = document ? [] : leftovers(after: files, of: target)
        return Written(paths: paths, pagesLeftOut: pagesLeftOut, leftovers: leftovers)
    }

    /// The NAME-N files that follow this output's last page without a gap.
    func leftovers(after count: Int, of target: OutputTarget) -> [String] {
        guard case .file = target else { return [] }
        var found: [String] = []
        var index = max(1, count)
        while found.count < Self.leftoverSearchLimit, FileManager.default.fileExists(atPath: target.path(page: index)) {
            found.append(target.path(page: index))
            index += 1
        }
        return found
    }
}
