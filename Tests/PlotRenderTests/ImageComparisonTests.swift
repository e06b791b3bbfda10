import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// The golden comparison must survive anti-aliasing noise yet catch a moved line or a
/// missing label: checked here on a real rendered chart.
final class ImageComparisonTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    func render(_ transform: (inout ScenePage) -> Void) throws -> RasterImage {
        var page = RenderFixtures.scene(
            .points(RenderFixtures.curveData, title: "t", curve: .monotoneX), RenderFixtures.small
        )
        .pages[0]
        transform(&page)
        return try SceneOutput(text: RenderFixtures.text).raster(Scene(pages: [page]))
    }

    func testIdenticalRenderingsMatch() throws {
        let comparison = try XCTUnwrap(GoldenImage.compare(try render { _ in }, try render { _ in }))
        XCTAssertEqual(comparison.differing, 0)
    }

    /// Line art a twentieth of a pixel off changes edge coverage by a few levels only. (Cairo
    /// snaps glyph origins to the pixel grid, so moved text is a real difference.)
    func testSubpixelShiftIsTolerated() throws {
        let shifted = try render { page in page.items = page.items.map { Self.shift($0, by: 0.05, text: false) } }
        let comparison = try XCTUnwrap(GoldenImage.compare(shifted, try render { _ in }))
        XCTAssertTrue(comparison.matches, "\(comparison.differing) pixels differ")
    }

    func testMissingLabelIsCaught() throws {
        let expected = try render { _ in }
        let actual = try render { page in
            var removed = false
            page.items.removeAll { item in
                guard !removed, case .text(let run) = item, run.text.count <= 2, run.text != "t" else { return false }
                removed = true
                return true
            }
            XCTAssertTrue(removed)
        }
        let comparison = try XCTUnwrap(GoldenImage.compare(actual, expected))
        XCTAssertFalse(comparison.matches, "only \(comparison.differing) pixels differ")
    }

    func testMovedLineIsCaught() throws {
        let expected = try render { _ in }
        let actual = try render { page in
            page.items = page.items.map { item in
                guard case .clipped(let rect, let inner) = item else { return item }
                return .clipped(rect, inner.map { Self.shift($0, by: 3) })
            }
        }
        XCTAssertFalse(try XCTUnwrap(GoldenImage.compare(actual, expected)).matches)
    }

    static func shift(_ item: SceneItem, by offset: Double, text: Bool = true) -> SceneItem {
        switch item {
        case .text(var run):
            if text { run.origin.y += offset }
            return .text(run)
        case .clipped(let rect, let inner): return .clipped(rect, inner.map { shift($0, by: offset, text: text) })
        case .image(var image):
            image.rect.y += offset
            return .image(image)
        case .path(let path, let style):
            var moved = Path()
            for element in path.elements {
                switch element {
                case .move(let p): moved.move(to: Point(p.x, p.y + offset))
                case .line(let p): moved.line(to: Point(p.x, p.y + offset))
                case .curve(let c1, let c2, let end):
                    moved.curve(
                        to: Point(end.x, end.y + offset), control1: Point(c1.x, c1.y + offset),
                        control2: Point(c2.x, c2.y + offset))
                case .close: moved.close()
                }
            }
            return .path(moved, style)
        }
    }
}
