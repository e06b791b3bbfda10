import Foundation
import PlotCore
import PlotRender
import XCTest

/// The gallery's and `plot grid`'s pictures: which fail is known before any page is drawn,
/// without holding every picture's pixels while finding out (issue 27: 120 photos, 500 MiB).
final class PageThumbnailsTests: XCTestCase {
    static let side = 1024

    /// One JPEG of `side`² pixels: a thumbnail of 4 MiB for a box of its size.
    static let jpeg: [UInt8] = {
        var pixels = [UInt32](repeating: 0, count: side * side)
        for index in pixels.indices { pixels[index] = 0xff00_0000 | UInt32(index / side & 0xff) << 8 }
        return JPEGWriter.jpeg(Bitmap(width: side, height: side, pixels: pixels)!)!
    }()

    /// The process's peak resident memory since `resetPeak()`, in bytes.
    static func peak() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    /// Peak RSS back to the present RSS (Linux: 5 to /proc/self/clear_refs).
    static func resetPeak() throws {
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// 16 pictures of 4 MiB checked: the peak grows by a few thumbnails (one a core, and the
    /// decoder's buffers), not by all 16 (64 MiB). The failures are known, in order, and the
    /// cells of a page are decoded when asked for.
    func testCheckingHoldsAFewPicturesNotAll() throws {
        let jpeg = Self.jpeg
        var pictures = [PageThumbnails.Picture](repeating: .bytes(jpeg), count: 16)
        pictures[3] = .bytes(Array(jpeg.prefix(2)))
        pictures[9] = .problem("download failed")
        let box = Thumbnailer.Box(width: Self.side, height: Self.side)
        try Self.resetPeak()
        let before = Self.peak()
        let thumbnails = PageThumbnails(pictures, fit: .cover, box: box)
        let growth = Self.peak() - before
        XCTAssertLessThan(growth, 24 << 20, "checking held \(growth >> 20) MiB")
        XCTAssertEqual(thumbnails.failures.map(\.index), [3])
        let cells = thumbnails.cells(8..<11)
        XCTAssertEqual(cells.count, 3)
        if case .image(let bitmap) = cells[0] {
            XCTAssertEqual(bitmap.width, Self.side)
        } else {
            XCTFail("\(cells[0])")
        }
        XCTAssertEqual(cells[1], .problem("download failed"))
    }
}
