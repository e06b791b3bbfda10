import Foundation
import PlotCore
import PlotRender
import XCTest

/// A document's pages are made as they are written and let go after (issue 27: a 20-page
/// gallery PDF held every page's photos, 600 MiB): the memory in use when page k is made does
/// not grow with k.
final class StreamedPagesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    var writer: PageWriter { PageWriter(output: SceneOutput(text: RenderFixtures.text)) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The process's resident memory (VmRSS), in bytes: memory let go is reused for the next
    /// page, so it stays level; memory held grows it by a page each time.
    static func resident() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    static let side = 1024
    static var pageBytes: Int { side * side * 4 }

    /// A page holding one photo of `side`² pixels, made fresh (4 MiB).
    static func photoPage(_ index: Int) -> ScenePage {
        var pixels = [UInt32](repeating: 0, count: side * side)
        for row in 0..<side {
            let shade = UInt32((row + index * 37) & 0xff)
            for column in stride(from: row * side, to: row * side + side, by: 1) {
                pixels[column] = 0xff00_0000 | shade << 8
            }
        }
        let bitmap = Bitmap(width: side, height: side, pixels: pixels)!
        return ScenePage(
            size: Size(200, 200),
            items: [.image(PlacedImage(bitmap: bitmap, rect: Rect(x: 0, y: 0, width: 200, height: 200), isPhoto: true))]
        )
    }

    /// A PDF of 24 pages of 4 MiB each: when page k is made, the process holds no more than it
    /// did at page 3 plus two pages. Holding every page (as a `Scene` does) grows it by a
    /// page each time: 80 MiB by the last.
    func testAPDFHoldsOnePageAtATime() throws {
        let count = 24
        var inUse: [Int] = []
        let pages = PagedScene(sizes: Array(repeating: Size(200, 200), count: count), scale: 1) { index in
            inUse.append(Self.resident())
            return Self.photoPage(index)
        }
        let written = try writer.write(pages, format: .pdf, to: .file(path("photos.pdf")))
        XCTAssertEqual(written.paths, [path("photos.pdf")])
        XCTAssertEqual(inUse.count, count, "each page made once")
        let growth = (inUse.max() ?? 0) - inUse[2]
        XCTAssertLessThan(growth, 2 * Self.pageBytes, "pages are held: \(growth >> 20) MiB more at the last")
        let text = String(
            decoding: try XCTUnwrap(FileManager.default.contents(atPath: path("photos.pdf"))), as: UTF8.self)
        XCTAssertTrue(text.contains("/Count 24"), "the PDF holds every page")
    }

    /// The same for a file a page: each PNG is made and written before the next page is made.
    func testPNGPagesAreMadeOneAtATime() throws {
        let count = 12
        var inUse: [Int] = []
        let pages = PagedScene(sizes: Array(repeating: Size(200, 200), count: count), scale: 1) { index in
            inUse.append(Self.resident())
            return Self.photoPage(index)
        }
        let written = try writer.write(pages, format: .png, to: .file(path("photos.png")))
        XCTAssertEqual(written.paths.count, count)
        let growth = (inUse.max() ?? 0) - inUse[2]
        XCTAssertLessThan(growth, 2 * Self.pageBytes, "pages are held: \(growth >> 20) MiB more at the last")
    }
}
