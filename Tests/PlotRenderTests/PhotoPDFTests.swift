import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// Photographs go into a PDF as JPEG, everything else stays lossless; both look the same.
final class PhotoPDFTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    func pdf(isPhoto: Bool, alpha: UInt32 = 0xff) throws -> [UInt8] {
        let bitmap = Bitmap(
            width: 64, height: 64,
            pixels: Array(repeating: alpha << 24 | 0xcc_0000 * alpha / 0xff & 0xff_0000, count: 4096))!
        let page = ScenePage(
            size: Size(100, 100),
            items: [
                .image(PlacedImage(bitmap: bitmap, rect: Rect(x: 18, y: 18, width: 64, height: 64), isPhoto: isPhoto))
            ])
        return try SceneOutput(text: PangoTextEngine()).pdf(Scene(pages: [page]))
    }

    func testAnOpaquePhotoIsEmbeddedAsJPEG() throws {
        let photo = try pdf(isPhoto: true)
        let lossless = try pdf(isPhoto: false)
        XCTAssertTrue(String(decoding: photo, as: UTF8.self).contains("DCTDecode"))
        XCTAssertFalse(String(decoding: lossless, as: UTF8.self).contains("DCTDecode"))
        let page = try Rasterizer.pdfPage(photo)
        let centre = page.pixels[page.width * page.height / 2 + page.width / 2]
        XCTAssertLessThanOrEqual(abs(Int(centre >> 16 & 0xff) - 0xcc), 3)
        XCTAssertLessThanOrEqual(Int(centre & 0xffff), 0x0303)
    }

    func testATranslucentPhotoStaysLossless() throws {
        XCTAssertFalse(String(decoding: try pdf(isPhoto: true, alpha: 0x80), as: UTF8.self).contains("DCTDecode"))
    }
}
