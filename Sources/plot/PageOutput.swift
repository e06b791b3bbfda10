import Foundation
import PlotCore
import PlotRender

/// Writes a scene's pages: a PDF holds them all; PNG and SVG write one file a page, the first
/// under the given name and the rest as NAME-2.png, NAME-3.png... Every page is rendered before
/// any file is written, so a failure leaves the old files as they were.
enum PageOutput {
    /// Returns the paths written.
    static func write(
        _ scene: Scene, format: OutputFormat, scale: Double, to path: String, text: PangoTextEngine,
        pngEncoder: PNGEncoder = .fast
    ) throws -> [String] {
        let output = SceneOutput(text: text, pngEncoder: pngEncoder)
        if format == .pdf {
            try OutputFile.write(try output.pdf(scene), to: path)
            return [path]
        }
        let pageCount = path == "-" ? 1 : scene.pages.count
        let files = try (0..<pageCount).map { index in
            (name(of: path, page: index), try output.render(scene, format: format, scale: scale, page: index))
        }
        for (name, bytes) in files { try OutputFile.write(bytes, to: name) }
        if path == "-" && scene.pages.count > 1 {
            FileHandle.standardError.write(
                Data(
                    "plot: note: standard output holds page 1 of \(scene.pages.count); write to a file or PDF for all\n"
                        .utf8))
        }
        return files.map(\.0)
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
