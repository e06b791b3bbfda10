import FileOutput
import Foundation
import PlotCore
import PlotRender

/// Writes a scene's pages: a PDF holds them all; PNG and SVG write one file a page, the first
/// under the given name and the rest as NAME-2.png, NAME-3.png... Every page is rendered and
/// written beside its target before any is renamed into place, so a failure leaves the old
/// files as they were.
enum PageOutput {
    /// Returns the paths written.
    static func write(
        _ scene: Scene, format: OutputFormat, scale: Double, to path: String, text: PangoTextEngine,
        pngEncoder: PNGEncoder = .fast
    ) throws -> [String] {
        if path == "-" && isatty(STDOUT_FILENO) == 1 {
            throw CLIError(
                "standard output is a terminal: give -o FILE, or send it to a file or a pipe", status: .usage)
        }
        let output = SceneOutput(text: text, pngEncoder: pngEncoder)
        if format == .pdf {
            try OutputFile.write(try output.pdf(scene), to: path)
            return [path]
        }
        let pageCount = path == "-" ? 1 : scene.pages.count
        let files = try (0..<pageCount).map { index in
            (name(of: path, page: index), try output.render(scene, format: format, scale: scale, page: index))
        }
        var pending: [OutputFile.Pending] = []
        do {
            for (name, bytes) in files {
                if let file = try OutputFile.prepare(bytes, to: name) { pending.append(file) }
            }
        } catch {
            pending.forEach { $0.discard() }
            throw error
        }
        for file in pending { try file.commit() }
        warnAboutLeftovers(after: files.count, of: path)
        if path == "-" && scene.pages.count > 1 {
            FileHandle.standardError.write(
                Data(
                    "plot: note: standard output holds page 1 of \(scene.pages.count); write to a file or PDF for all\n"
                        .utf8))
        }
        return files.map(\.0)
    }

    /// NAME-N files from an earlier, longer run are not this output's: say so (they are the
    /// user's files to remove; this command did not write them).
    static func warnAboutLeftovers(after count: Int, of path: String) {
        guard path != "-" else { return }
        var leftovers: [String] = []
        var page = count
        while FileManager.default.fileExists(atPath: name(of: path, page: page)), leftovers.count < 1000 {
            leftovers.append(name(of: path, page: page))
            page += 1
        }
        guard let first = leftovers.first, let last = leftovers.last else { return }
        let span = leftovers.count == 1 ? first : "\(first) to \(last)"
        FileHandle.standardError.write(
            Data(
                "plot: note: \(span) from an earlier run \(leftovers.count == 1 ? "is" : "are") not part of this output\n"
                    .utf8))
    }

    /// "graph.png", page 2 -> "graph-2.png".
    static func name(of path: String, page: Int) -> String {
        guard page > 0 else { return path }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let name = "\(stem)-\(page + 1)" + (url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)")
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? name : folder + "/" + name
    }
}
