import SceneTesting
import XCTest

@testable import PlotCore

/// The scene walker every renderer shares: background first, items in order, clips nested and
/// closed, a path's fill under its stroke.
final class SceneWalkTests: XCTestCase {
    func testItemsAreDrawnInOrderWithTheirClips() throws {
        let bitmap = try XCTUnwrap(Bitmap(width: 1, height: 1, pixels: [0xff12_3456]))
        let outer = Rect(x: 0, y: 0, width: 50, height: 50)
        let inner = Rect(x: 10, y: 10, width: 5, height: 5)
        let square = Path.rectangle(Rect(x: 1, y: 1, width: 2, height: 2))
        let run = TextRun(text: "a", origin: Point(1, 2), font: FontSpec(size: 10), color: .black)
        let page = ScenePage(
            size: Size(100, 80), background: .white,
            items: [
                .path(square, PathStyle(stroke: .black, lineWidth: 2, fill: .white, dash: [3, 1])),
                .clipped(
                    outer,
                    [
                        .text(run), .clipped(inner, [.path(square, PathStyle(fill: .black))]),
                        .image(PlacedImage(bitmap: bitmap, rect: inner)),
                    ]),
                .path(square, PathStyle(stroke: .white)),
            ])
        let recorded = SceneRecorder(page)
        XCTAssertEqual(recorded.backgrounds, [.white])
        XCTAssertEqual(recorded.texts, ["a"])
        XCTAssertEqual(recorded.clips, [outer, inner])
        XCTAssertEqual(recorded.fills.map(\.clip), [nil, inner])
        XCTAssertEqual(
            recorded.strokes.map(\.clip), [nil, nil], "the last stroke is outside: every clip was popped")
        XCTAssertEqual(recorded.strokes[0].dash, [3, 1])
        XCTAssertEqual(recorded.images.map(\.rect), [inner])
    }

    /// A renderer that gives only the primitives still gets a page background.
    func testTheBackgroundIsDerivedFromAFill() {
        struct FillsOnly: Renderer {
            var filled: [Path] = []
            mutating func fill(_ path: Path, color: Color) { filled.append(path) }
            mutating func stroke(_ path: Path, color: Color, lineWidth: Double, dash: [Double]) {}
            mutating func draw(_ run: TextRun) {}
            mutating func draw(_ image: PlacedImage) {}
            mutating func pushClip(_ rect: Rect) {}
            mutating func popClip() {}
        }
        var renderer = FillsOnly()
        renderer.draw(ScenePage(size: Size(30, 20), background: .white))
        XCTAssertEqual(renderer.filled, [.rectangle(Rect(x: 0, y: 0, width: 30, height: 20))])
    }

    /// The chart page lays out for its page's scale and the scene says it.
    func testTheSceneCarriesThePageScale() throws {
        let page = PageSpec(size: Size(300, 200), scale: 3)
        let scene = DataChartPage(chart: .points(try PointSeries(xs: [0, 1], ys: [0, 1])), page: page)
            .scene(measurer: FixedTextMeasurer())
        XCTAssertEqual(scene.scale, 3)
    }
}
