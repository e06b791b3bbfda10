import Foundation
import PlotCore
import XCTest

@testable import PlotRender

/// The decoder and thumbnail maker on pictures encoded in the test.
final class ThumbnailerTests: XCTestCase {
    let contain = Thumbnailer(fit: .contain)

    func thumbnail(_ bytes: [UInt8], _ width: Int, _ height: Int, fit: ImageFit = .contain) throws -> Bitmap {
        try bytes.withUnsafeBufferPointer {
            try Thumbnailer(fit: fit).thumbnail(of: $0, box: .init(width: width, height: height))
        }
    }

    func error(_ bytes: [UInt8], line: UInt = #line) -> ImageDecodeError? {
        do {
            _ = try thumbnail(bytes, 64, 64)
            XCTFail("decoded", line: line)
            return nil
        } catch let error as ImageDecodeError { return error } catch {
            XCTFail("\(error)", line: line)
            return nil
        }
    }

    /// Asserts the pixel is this opaque colour, within JPEG's error.
    func assertColor(
        _ bitmap: Bitmap, _ x: Int, _ y: Int, _ rgb: UInt32, tolerance: Int = 24, line: UInt = #line
    ) {
        let pixel = bitmap.pixel(x: x, y: y)
        for shift in [16, 8, 0] {
            let actual = Int(pixel >> UInt32(shift) & 0xff)
            let expected = Int(rgb >> UInt32(shift) & 0xff)
            XCTAssertLessThanOrEqual(
                abs(actual - expected), tolerance,
                "(\(x), \(y)) is \(String(pixel, radix: 16)), expected \(String(rgb, radix: 16))", line: line)
        }
    }

    // MARK: Orientation

    /// Upright, 64x32: red, green over blue, white.
    static func quadrants(_ x: Int, _ y: Int) -> UInt32 {
        switch (x < 32, y < 16) {
        case (true, true): return 0xff0000
        case (false, true): return 0x00ff00
        case (true, false): return 0x0000ff
        case (false, false): return 0xffffff
        }
    }

    /// How a camera stores the upright picture for each EXIF orientation, from the standard's
    /// words ("row 0 is the visual right side, column 0 the visual top", for 6): the stored
    /// size and what each stored pixel shows.
    static func stored(_ orientation: Int) -> (width: Int, height: Int, pixel: (Int, Int) -> UInt32) {
        let (w, h) = (64, 32)
        let d = quadrants
        switch orientation {
        case 1: return (w, h, { d($0, $1) })
        case 2: return (w, h, { d(w - 1 - $0, $1) })
        case 3: return (w, h, { d(w - 1 - $0, h - 1 - $1) })
        case 4: return (w, h, { d($0, h - 1 - $1) })
        case 5: return (h, w, { d($1, $0) })  // row 0 left side, column 0 top
        case 6: return (h, w, { d(w - 1 - $1, $0) })  // row 0 right side, column 0 top
        case 7: return (h, w, { d(w - 1 - $1, h - 1 - $0) })  // row 0 right side, column 0 bottom
        default: return (h, w, { d($1, h - 1 - $0) })  // 8: row 0 left side, column 0 bottom
        }
    }

    func testEveryExifOrientationComesOutUpright() throws {
        for orientation in 1...8 {
            for bigEndian in [false, true] {
                let (w, h, pixel) = Self.stored(orientation)
                let jpeg = TestImages.withOrientation(
                    TestImages.jpeg(width: w, height: h, pixel: pixel), UInt16(orientation), bigEndian: bigEndian)
                let image = try thumbnail(jpeg, 64, 64)
                XCTAssertEqual([image.width, image.height], [64, 32], "orientation \(orientation)")
                assertColor(image, 8, 8, 0xff0000, line: UInt(orientation))
                assertColor(image, 56, 8, 0x00ff00, line: UInt(orientation))
                assertColor(image, 8, 24, 0x0000ff, line: UInt(orientation))
                assertColor(image, 56, 24, 0xffffff, line: UInt(orientation))
            }
        }
    }

    func testMarkersIgnoreABrokenExifSegment() {
        var jpeg = TestImages.withOrientation(TestImages.jpeg(width: 8, height: 8) { _, _ in 0 }, 6)
        // The IFD offset points far past the segment.
        jpeg[2 + 4 + 6 + 4] = 0xff
        let markers = jpeg.withUnsafeBufferPointer { JPEGMarkers($0) }
        XCTAssertEqual(markers.orientation, 1)
    }

    // MARK: Colour

    func testAdobeCMYKIsNotANegative() throws {
        let jpeg = TestImages.adobeCMYK(width: 32, height: 16) { x, _ in
            x < 16 ? (0, 255, 255, 0) : (0, 0, 0, 128)  // red ink, half black
        }
        let image = try thumbnail(jpeg, 32, 16)
        assertColor(image, 4, 8, 0xff0000)
        assertColor(image, 28, 8, 0x7f7f7f)
    }

    func testGrayscaleJPEG() throws {
        let image = try thumbnail(TestImages.jpeg(width: 16, height: 16, gray: true) { _, _ in 0x808080 }, 16, 16)
        assertColor(image, 8, 8, 0x808080, tolerance: 3)
    }

    func testProgressiveJPEG() throws {
        let jpeg = TestImages.jpeg(width: 64, height: 32, progressive: true, pixel: Self.quadrants)
        let image = try thumbnail(jpeg, 64, 32)
        assertColor(image, 8, 8, 0xff0000)
        assertColor(image, 56, 24, 0xffffff)
    }

    func testPNGAlphaIsPremultiplied() throws {
        // Half-transparent red, premultiplied: 0x80 alpha, 0x80 red.
        let png = TestImages.png(width: 4, height: 4) { _, _ in 0x8080_0000 }
        let pixel = try thumbnail(png, 4, 4).pixel(x: 1, y: 1)
        XCTAssertEqual(pixel >> 24, 0x80)
        XCTAssertLessThanOrEqual(abs(Int(pixel >> 16 & 0xff) - 0x80), 1)
        XCTAssertEqual(pixel & 0xffff, 0)
    }

    // MARK: Size

    func testShrinkOnLoadLeavesAtLeastTwiceForTheFilter() {
        XCTAssertEqual(JPEGDecoder.shrink(for: 1), 1)
        XCTAssertEqual(JPEGDecoder.shrink(for: 3.9), 1)
        XCTAssertEqual(JPEGDecoder.shrink(for: 4), 2)
        XCTAssertEqual(JPEGDecoder.shrink(for: 13), 4)
        XCTAssertEqual(JPEGDecoder.shrink(for: 16), 8)
        XCTAssertEqual(JPEGDecoder.shrink(for: 40), 8)
    }

    func testContainKeepsTheShapeAndCoverFillsTheBox() throws {
        let jpeg = TestImages.jpeg(width: 400, height: 200) { Self.quadrants($0 * 64 / 400, $1 * 32 / 200) }
        let fitted = try thumbnail(jpeg, 50, 50)
        XCTAssertEqual([fitted.width, fitted.height], [50, 25])
        let filled = try thumbnail(jpeg, 50, 50, fit: .cover)
        XCTAssertEqual([filled.width, filled.height], [50, 50])
        // The middle square of the picture: red at its top left, white at its bottom right.
        assertColor(filled, 2, 2, 0xff0000)
        assertColor(filled, 47, 47, 0xffffff)
    }

    func testNeverEnlarges() throws {
        let image = try thumbnail(TestImages.png(width: 10, height: 5) { _, _ in 0xff00_0000 }, 100, 100)
        XCTAssertEqual([image.width, image.height], [10, 5])
    }

    /// One-pixel black and white stripes scaled down 7x must turn grey, not into coarser
    /// stripes (what point sampling or a 2x2 bilinear tap does).
    func testDownscaleDoesNotAlias() throws {
        let stripes = TestImages.png(width: 700, height: 700) { x, y in
            (x + y / 350) % 2 == 0 ? 0xff00_0000 : 0xffff_ffff
        }
        let image = try thumbnail(stripes, 100, 100)
        XCTAssertEqual(image.width, 100)
        for y in stride(from: 0, to: 100, by: 7) {
            for x in stride(from: 0, to: 100, by: 3) { assertColor(image, x, y, 0x808080, tolerance: 3) }
        }
    }

    // MARK: Refusals

    func testTruncatedFiles() {
        let jpeg = TestImages.jpeg(width: 64, height: 64) { x, y in UInt32(x * 4 << 8 | y * 4) }
        XCTAssertEqual(error(Array(jpeg.prefix(jpeg.count / 2))), .truncated)
        let png = TestImages.png(width: 64, height: 64) { x, _ in 0xff00_0000 | UInt32(x) }
        XCTAssertEqual(error(Array(png.prefix(png.count / 2))), .truncated)
        XCTAssertEqual(error([]), .empty)
        XCTAssertEqual(ImageDecodeError.empty.description, "empty file")
    }

    func testDeclaredSizeAboveTheCapIsRefusedUnread() {
        // SOF0 of a 16x16 JPEG rewritten to 50000x50000: 2.5 gigapixels from a few hundred bytes.
        var jpeg = TestImages.jpeg(width: 16, height: 16) { _, _ in 0 }
        let sof = try! XCTUnwrap((0..<jpeg.count - 1).first { jpeg[$0] == 0xff && jpeg[$0 + 1] == 0xc0 })
        jpeg.replaceSubrange((sof + 5)..<(sof + 9), with: [0xc3, 0x50, 0xc3, 0x50])
        XCTAssertEqual(error(jpeg), .tooLarge(width: 50000, height: 50000))

        var png = TestImages.png(width: 16, height: 16) { _, _ in 0xff00_0000 }
        setIHDR(&png, width: 20000, height: 20000)
        XCTAssertEqual(error(png), .tooLarge(width: 20000, height: 20000))
    }

    /// libjpeg and libpng refuse a side of zero while reading the header, before
    /// `ImageLimits.check` would: their words are what the cell and stderr show.
    func testZeroSizeIsRefusedByTheDecoder() {
        var jpeg = TestImages.jpeg(width: 16, height: 16) { _, _ in 0 }
        let sof = jpeg.indices.dropLast().first { jpeg[$0] == 0xff && jpeg[$0 + 1] == 0xc0 }!
        jpeg.replaceSubrange((sof + 7)..<(sof + 9), with: [0, 0])
        XCTAssertEqual(error(jpeg), .corrupt("Empty JPEG image (DNL not supported)"))
        XCTAssertEqual(error(jpeg)?.description, "corrupt image data (Empty JPEG image (DNL not supported))")
        var png = TestImages.png(width: 16, height: 16) { _, _ in 0xff00_0000 }
        setIHDR(&png, width: 0, height: 16)
        XCTAssertEqual(error(png), .corrupt("Invalid IHDR data"))
    }

    func testNotAnImage() {
        XCTAssertEqual(error(Array("width,height\n1,2\n".utf8)), .unsupportedFormat)
        XCTAssertThrowsError(try contain.thumbnail(ofFile: "/nonexistent/a.jpg", box: .init(width: 8, height: 8))) {
            XCTAssertEqual($0 as? ImageDecodeError, .unreadable("no such file or directory"))
        }
    }

    func testFilesDecodeInOrderWithTheirProblems() throws {
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try TestImages.file(
            TestImages.jpeg(width: 8, height: 8) { _, _ in 0xff0000 }, named: "a.jpg", in: folder)
        let bad = try TestImages.file(Array("nope".utf8), named: "b.png", in: folder)
        let results = contain.thumbnails(ofFiles: [good, bad, folder.path], box: .init(width: 8, height: 8))
        XCTAssertNoThrow(try results[0].get())
        XCTAssertThrowsError(try results[1].get()) { XCTAssertEqual($0 as? ImageDecodeError, .unsupportedFormat) }
        XCTAssertThrowsError(try results[2].get()) {
            XCTAssertEqual($0 as? ImageDecodeError, .unreadable("it is a folder"))
        }
    }

    /// Rewrites a PNG's IHDR size and its CRC.
    func setIHDR(_ png: inout [UInt8], width: UInt32, height: UInt32) {
        png.replaceSubrange(16..<24, with: bigEndian(width) + bigEndian(height))
        png.replaceSubrange(29..<33, with: bigEndian(crc32(Array(png[12..<29]))))
    }

    func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
