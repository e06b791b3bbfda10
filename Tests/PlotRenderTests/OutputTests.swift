import FileOutput
import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import XCTest

final class OutputTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    let scene = RenderFixtures.scene(
        RenderFixtures.curveData, ChartOptions(title: "Точки", curve: .monotoneX), RenderFixtures.small)

    /// SVG too, across processes (see the CLI tests): Cairo numbers SVG glyphs per process.
    func testSameInputGivesTheSameBytes() throws {
        let output = SceneOutput(text: RenderFixtures.text)
        for format in [OutputFormat.png, .pdf] {
            let first = try output.render(scene, format: format)
            XCTAssertTrue(
                first == (try output.render(scene, format: format)), "\(format) differs between two renderings")
        }
    }

    func testPDFKeepsTextAsTextAndHasAFixedDate() throws {
        let pdf = try SceneOutput(text: RenderFixtures.text).pdf(scene)
        XCTAssertEqual(Array(pdf.prefix(5)), Array("%PDF-".utf8))
        let text = String(decoding: pdf, as: UTF8.self)
        XCTAssertTrue(text.contains("/CreationDate (20000101000000Z)"), "creation date is fixed")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(pdf).write(to: folder.appendingPathComponent("a.pdf"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
        process.arguments = [folder.appendingPathComponent("a.pdf").path, "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let extracted = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(extracted.contains("Точки"), extracted)
        XCTAssertTrue(extracted.contains("12 points"), extracted)
    }

    func testMultiPagePDF() throws {
        let twoPages = Scene(pages: scene.pages + [ScenePage(size: Size(300, 200))])
        let pdf = String(decoding: try SceneOutput(text: RenderFixtures.text).pdf(twoPages), as: UTF8.self)
        XCTAssertTrue(pdf.contains("/Count 2"))
    }

    func testSVGIsAnSVGDocumentOfThePageSize() throws {
        let svg = String(decoding: try SceneOutput(text: RenderFixtures.text).svg(scene.pages[0]), as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml"))
        XCTAssertTrue(svg.contains("width=\"960px\""), String(svg.prefix(300)))
    }

    func testPNGRoundTripsThroughTheDecoder() throws {
        let image = try SceneOutput(text: RenderFixtures.text).raster(scene.pages[0])
        let decoded = try RasterImage(png: image.png())
        XCTAssertEqual(decoded, image)
    }

    func testOutputFileReplacesWholeAndLeavesNoTemporaryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("chart.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try OutputFile.write(Array("new".utf8), to: target)
        XCTAssertEqual(FileManager.default.contents(atPath: target), Data("new".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["chart.png"])
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0, 0o644 & ~0o022 | 0o644)
    }

    func testOutputFileInAMissingFolderFailsClearly() {
        XCTAssertThrowsError(try OutputFile.write([1, 2, 3], to: "/nonexistent-folder/x.png")) { error in
            XCTAssertEqual(
                "\(error)", "cannot write /nonexistent-folder/x.png: the folder /nonexistent-folder does not exist")
        }
    }

    func testTextMetricsDoNotDependOnScale() {
        let font = FontSpec(size: 26)
        let metrics = RenderFixtures.text.measure("−12,345.6 Точки", font: font)
        XCTAssertGreaterThan(metrics.width, 100)
        let doubled = RenderFixtures.text.measure("−12,345.6 Точки", font: FontSpec(size: 52))
        XCTAssertEqual(doubled.width, metrics.width * 2, accuracy: 1)
    }

    /// A link stays a link, a device or pipe is written into, an existing file keeps its mode.
    func testOutputFileRespectsWhatIsAlreadyThere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let keep = folder.appendingPathComponent("keep.png").path
        let link = folder.appendingPathComponent("link.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: keep))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "keep.png")
        try OutputFile.write(Array("new".utf8), to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "keep.png")
        XCTAssertEqual(FileManager.default.contents(atPath: keep), Data("new".utf8))

        let fifo = folder.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        signal(SIGPIPE, SIG_IGN)  // a failure here must fail the test, not kill the test process
        let reader = Thread {
            let descriptor = open(fifo, O_RDONLY)  // blocks until the writer opens: no early EOF
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(descriptor, &buffer, buffer.count) > 0 {}
            close(descriptor)
        }
        reader.start()
        try OutputFile.write(Array("through".utf8), to: fifo)
        var status = stat()
        XCTAssertEqual(lstat(fifo, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the pipe is still a pipe")

        let secret = folder.appendingPathComponent("secret.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: secret))
        chmod(secret, 0o600)
        try OutputFile.write(Array("new".utf8), to: secret)
        XCTAssertEqual(stat(secret, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o600)
    }
}
