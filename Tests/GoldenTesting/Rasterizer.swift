import Foundation
import PlotRender

/// Runs pdftoppm (poppler-utils) to turn a PDF's page (the first unless told) into pixels.
public enum Rasterizer {
    public static func pdfPage(_ pdf: [UInt8], page: Int = 1, dpi: Int = 72) throws -> RasterImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("page.pdf")
        try Data(pdf).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
        process.arguments = [
            "-r", "\(dpi)", "-png", "-singlefile", "-f", "\(page)", input.path,
            folder.appendingPathComponent("page").path,
        ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let png = FileManager.default.contents(atPath: folder.appendingPathComponent("page.png").path)
        else { throw RenderError("pdftoppm failed (is poppler-utils installed? scripts/bootstrap installs it)") }
        return try RasterImage(png: Array(png))
    }
}
