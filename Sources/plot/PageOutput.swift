import Foundation
import PlotCore
import PlotRender

/// The one way every command writes its pages and says so: through `PageWriter` (whole or not
/// at all), then on stderr one line, "plot: wrote PATH (W×H px)", once the files are in place,
/// and the notes on what could be mistaken for this output. Nothing is said when the write
/// fails (the error is the one line) or when the pages went to standard output. A file that is
/// not pages (a photo saved as served) is told in the same line (`told`).
enum PageOutput {
    @discardableResult
    static func write(
        _ scene: Scene, format: OutputFormat, to output: String, text: PangoTextEngine, pngEncoder: PNGEncoder = .fast,
        svgTextAsOutlines: Bool = false
    ) throws -> PageWriter.Written {
        try write(
            PagedScene(scene), format: format, to: output, text: text, pngEncoder: pngEncoder,
            svgTextAsOutlines: svgTextAsOutlines)
    }

    /// As `write(_:format:to:text:pngEncoder:svgTextAsOutlines:)`, each page made as it is written.
    @discardableResult
    static func write(
        _ pages: PagedScene, format: OutputFormat, to output: String, text: PangoTextEngine,
        pngEncoder: PNGEncoder = .fast, svgTextAsOutlines: Bool = false
    ) throws -> PageWriter.Written {
        var sceneOutput = SceneOutput(text: text, pngEncoder: pngEncoder)
        sceneOutput.svgTextAsOutlines = svgTextAsOutlines
        let written = try PageWriter(output: sceneOutput)
            .write(pages, format: format, to: OutputTarget(output))
        if let line = report(written, pages: pages, format: format) { say(line) }
        written.printNotes()
        // --format names another format than the file's name: what was asked, and said.
        if let named = OutputFormat(fileName: output), named != format, let first = written.paths.first {
            StderrNote.say("\(first) holds \(format.rawValue.uppercased()) (--format), not what its name says")
        }
        return written
    }

    /// Says on stderr that `path`, an image of `size` pixels (nil: not known), is in place.
    static func told(_ path: String, size: (width: Int, height: Int)?) {
        say(wrote([path], detail: size.map { "\($0.width)×\($0.height) px" } ?? ""))
    }

    private static func say(_ line: String) { FileHandle.standardError.write(Data("plot: \(line)\n".utf8)) }

    /// "wrote PATH, PATH (DETAIL)": what every written file is told as.
    private static func wrote(_ paths: [String], detail: String) -> String {
        "wrote " + paths.joined(separator: ", ") + (detail.isEmpty ? "" : " (\(detail))")
    }

    /// "wrote graph.png (1920×1080 px)", "wrote list.png, list-2.png (2 pages, 1080×1920 px each)",
    /// "wrote list.pdf (3 pages, 1080×1920 pt)"; nil for standard output. A PNG's pixels are its
    /// page times `--scale`; a PDF page is its size in points, an SVG its size in CSS pixels
    /// (width="1080", or Cairo's width="1080px").
    static func report(_ written: PageWriter.Written, pages scene: PagedScene, format: OutputFormat) -> String? {
        guard !written.paths.isEmpty, !written.paths.contains("-") else { return nil }
        let sizes = scene.sizes.map { size -> String in
            let (width, height) =
                format == .png
                ? ((size.width * scene.scale).rounded(), (size.height * scene.scale).rounded())
                : (size.width.rounded(), size.height.rounded())
            return "\(Int(width))×\(Int(height)) \(format == .pdf ? "pt" : "px")"
        }
        let pages = scene.count
        var detail: String
        if pages == 1 {
            detail = sizes.first ?? ""
        } else {
            detail = "\(pages) pages"
            if let first = sizes.first, sizes.allSatisfy({ $0 == first }) {
                detail += ", " + first + (written.paths.count > 1 ? " each" : "")
            }
        }
        return wrote(written.paths, detail: detail)
    }
}

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
        for note in notes { StderrNote.say(note) }
    }
}
