import PlotCore
import PlotRender
import XCTest

/// Bitmaps placed in a scene: scaled into their rectangle with the filter asked for, clipped
/// like anything else, and at the scene's scale.
final class ImageDrawingTests: XCTestCase {
    /// 2x2: red, green / blue, half-transparent white (premultiplied).
    let checker = Bitmap(width: 2, height: 2, pixels: [0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0x8080_8080])!

    func render(_ items: [SceneItem], scale: Double = 1) throws -> RasterImage {
        try SceneOutput(text: RenderFixtures.text).raster(
            Scene(pages: [ScenePage(size: Size(40, 40), background: .black, items: items)], scale: scale))
    }

    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] }

    func testNearestFilterScalesPixelsIntoSquares() throws {
        let image = try render([
            .image(PlacedImage(bitmap: checker, rect: Rect(x: 10, y: 10, width: 20, height: 20), filter: .nearest))
        ])
        XCTAssertEqual(pixel(image, 5, 5), 0xff00_0000, "outside the rectangle: the background")
        XCTAssertEqual(pixel(image, 12, 12), 0xffff_0000)
        XCTAssertEqual(pixel(image, 27, 12), 0xff00_ff00)
        XCTAssertEqual(pixel(image, 12, 27), 0xff00_00ff)
        XCTAssertEqual(pixel(image, 27, 27), 0xff80_8080, "half white over black")
        XCTAssertEqual(pixel(image, 35, 35), 0xff00_0000)
    }

    func testTheSceneScaleMultipliesTheImageToo() throws {
        let image = try render(
            [.image(PlacedImage(bitmap: checker, rect: Rect(x: 10, y: 10, width: 20, height: 20), filter: .nearest))],
            scale: 2)
        XCTAssertEqual(image.width, 80)
        XCTAssertEqual(pixel(image, 22, 22), 0xffff_0000)
        XCTAssertEqual(pixel(image, 58, 58), 0xff80_8080)
        XCTAssertEqual(pixel(image, 18, 18), 0xff00_0000)
    }

    func testAClipCutsTheImage() throws {
        let placed = SceneItem.image(
            PlacedImage(bitmap: checker, rect: Rect(x: 10, y: 10, width: 20, height: 20), filter: .nearest))
        let image = try render([.clipped(Rect(x: 0, y: 0, width: 20, height: 40), [placed])])
        XCTAssertEqual(pixel(image, 15, 15), 0xffff_0000)
        XCTAssertEqual(pixel(image, 25, 15), 0xff00_0000, "the right half is clipped away")
    }

    func testBitmapsWithPaddedRowsReadTheirStride() throws {
        // Rows of 12 bytes for 2 pixels: the padding must not be read as pixels.
        var bytes = [UInt8](repeating: 0xee, count: 24)
        for (row, words) in [[UInt32(0xffff_0000), 0xff00_ff00], [0xff00_00ff, 0xffff_ffff]].enumerated() {
            for (column, word) in words.enumerated() {
                withUnsafeBytes(of: word) {
                    bytes.replaceSubrange(row * 12 + column * 4..<row * 12 + column * 4 + 4, with: $0)
                }
            }
        }
        let padded = try XCTUnwrap(Bitmap(width: 2, height: 2, stride: 12, bytes: bytes))
        XCTAssertEqual(padded.pixel(x: 0, y: 1), 0xff00_00ff)
        let image = try render([
            .image(PlacedImage(bitmap: padded, rect: Rect(x: 0, y: 0, width: 40, height: 40), filter: .nearest))
        ])
        XCTAssertEqual(pixel(image, 30, 30), 0xffff_ffff)
        XCTAssertEqual(pixel(image, 5, 30), 0xff00_00ff)
        XCTAssertNil(Bitmap(width: 2, height: 2, stride: 4, bytes: bytes), "a stride shorter than a row")
        XCTAssertNil(Bitmap(width: 2, height: 3, stride: 12, bytes: bytes), "too few bytes for the rows")
    }
}
