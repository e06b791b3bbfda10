import GoldenTesting
import PlotCore
import XCTest

@testable import PlotRender

/// A dense band (four segments a pixel column, as M4 draws) is stroked through alpha masks on
/// two threads: it must be the band the same line makes stroked a short piece at a time
/// straight onto the page, in its colour, and the same bytes every time.
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
        try GoldenImage.assertSimilar(masked, direct, named: "dense-band-vs-pieces", maxDifferingShare: 0.005)
        XCTAssertEqual(masked, try image([.path(band, style)]), "the same pixels every time")
        // Where the band is solid (its middle at x = 200: 150 + 80 sin 5 = 73), the pixel is the
        // line's colour exactly.
        let middle = masked.pixels[73 * masked.width + 200]
        XCTAssertEqual(middle, 0xFF21_66AC, String(middle, radix: 16))
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
