import GoldenTesting
import PlotCore
import XCTest

@testable import PlotRender

/// A dense band (four segments a pixel column, as M4 draws) is filled as boxes where its
/// segments are steep and stroked through alpha masks on two threads where they are not: it
/// must be the band the same line makes stroked a short piece at a time straight onto the page,
/// in its colour, and the same bytes every time.
final class DenseStrokeTests: XCTestCase {
    let size = Size(400, 300)
    let color = Color(hex: 0x2166AC)

    /// A noisy zigzag over 360 columns, four points a column.
    var band: Path {
        var state: UInt64 = 5
        var path = Path()
        for index in 0..<1440 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let noise = Double(state >> 11) / Double(1 << 53) - 0.5
            let x = 20 + Double(index) / 4
            let point = Point(x, 150 + 80 * sin(x / 40) + 60 * noise)
            if index == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        return path
    }

    func image(_ items: [SceneItem]) throws -> RasterImage {
        try SceneOutput(text: RenderFixtures.text).raster(Scene(pages: [ScenePage(size: size, items: items)]))
    }

    func testADenseBandIsTheLineStrokedPieceByPiece() throws {
        let style = PathStyle(stroke: color, lineWidth: 3)
        let masked = try image([.path(band, style)])
        // The reference: pieces of 100 segments, each short enough to be stroked whole.
        var pieces: [SceneItem] = []
        for half in CairoRenderer.halves(band, piece: 100) {
            pieces += half.map { SceneItem.path($0, style) }
        }
        XCTAssertEqual(pieces.count, 15, "1,439 segments in pieces of 100")
        let direct = try image(pieces)
        // Only anti-aliased pixels along the band's edge differ (1.9% of the picture; the
        // band's tops are flat boxes where the stroke is round). A segment left out, or a band
        // a pixel wider, differs by more.
        try GoldenImage.assertSimilar(masked, direct, named: "dense-band-vs-pieces", maxDifferingShare: 0.025)
        // And the allowance does catch those: the band half a pixel wider each side.
        let wider = try image([.path(band, PathStyle(stroke: color, lineWidth: 4))])
        XCTAssertGreaterThan(try XCTUnwrap(GoldenImage.compare(wider, direct)).share, 0.025)
        XCTAssertEqual(masked, try image([.path(band, style)]), "the same pixels every time")
        // Where the band is solid (its middle at x = 200: 150 + 80 sin 5 = 73), the pixel is the
        // line's colour exactly.
        let middle = masked.pixels[73 * masked.width + 200]
        XCTAssertEqual(middle, 0xFF21_66AC, String(middle, radix: 16))
    }

    /// Steep segments become boxes half a line width beyond the segment on every side, cut
    /// where the segment leans so no box is more than a quarter pixel wider than the line;
    /// flatter ones are left to stroke.
    func testSteepSegmentsBecomeBoxesAndTheRestIsStroked() throws {
        var path = Path()
        path.move(to: Point(10, 10))
        path.line(to: Point(10, 30))  // straight down: one box
        path.line(to: Point(10.5, 10))  // leaning half a unit over 20: cut in two at scale 1
        path.line(to: Point(20, 12))  // flat: stroked
        let split = try XCTUnwrap(
            SteepBoxes(scale: 2, offset: Point(1, 0), halfWidth: 1.5).split(path))
        XCTAssertEqual(split.boxes.first, Rect(x: 19.5, y: 18.5, width: 3, height: 43))
        XCTAssertEqual(split.boxes.count, 1 + 4, "a lean of 1 device pixel in steps of a quarter")
        for box in split.boxes.dropFirst() { XCTAssertLessThanOrEqual(box.width, 3.25 + 1e-9) }
        XCTAssertEqual(split.rest.elements, [.move(Point(10.5, 10)), .line(Point(20, 12))])
    }

    /// Each pixel takes the largest share one box covers of it, whatever the order.
    func testBoxCoverageTakesTheLargestShare() {
        let coverage = BoxCoverage(left: 10, top: 20, width: 4, height: 3)
        var mask = [UInt8](repeating: 0, count: 8 * 3)
        let boxes = [Rect(x: 10.5, y: 20, width: 2, height: 3), Rect(x: 11, y: 21, width: 0.25, height: 1)]
        mask.withUnsafeMutableBufferPointer { coverage.draw(boxes, into: $0.baseAddress!, stride: 8) }
        XCTAssertEqual(Array(mask[0..<4]), [128, 255, 128, 0])
        XCTAssertEqual(Array(mask[8..<12]), [128, 255, 128, 0], "the small box adds nothing where more is covered")
        var reversed = [UInt8](repeating: 0, count: 8 * 3)
        reversed.withUnsafeMutableBufferPointer {
            coverage.draw(boxes.reversed(), into: $0.baseAddress!, stride: 8)
        }
        XCTAssertEqual(reversed, mask)
    }

    func testHalvesKeepEverySegmentInOrder() {
        let halves = CairoRenderer.halves(band, piece: 32)
        XCTAssertEqual(halves.count, 2)
        let pieces = halves.flatMap { $0 }
        var segments = 0
        var previousEnd: Point?
        for piece in pieces {
            guard case .move(let start) = piece.elements.first else { return XCTFail("a piece starts with a move") }
            if let previousEnd { XCTAssertEqual(start, previousEnd, "each piece starts where the last ended") }
            segments += piece.elements.count - 1
            if case .line(let end) = piece.elements.last { previousEnd = end }
        }
        XCTAssertEqual(segments, band.elements.count - 1)
    }
}
