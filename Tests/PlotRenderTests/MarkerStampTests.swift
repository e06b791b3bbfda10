import GoldenTesting
import PlotCore
import XCTest

@testable import PlotRender

/// Many markers (`PathStyle.isMarker`) are drawn once and copied to whole device pixels: the
/// picture must be the markers drawn one by one, each centred on the centre of the device pixel
/// nearest to its own centre, at any scale; a marker too large to copy, or one in a PDF, is
/// drawn where it is.
final class MarkerStampTests: XCTestCase {
    let size = Size(300, 200)
    let blue = Color(hex: 0x2166AC)

    /// 600 markers of each shape at seeded fractional places, overlapping, translucent fills.
    func markers(_ shape: MarkerShape) -> [Point] {
        var state: UInt64 = UInt64(shape.rawValue) + 11
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<600).map { _ in Point(10 + 280 * next(), 10 + 180 * next()) }
    }

    func image(_ items: [SceneItem], scale: Double) throws -> RasterImage {
        try SceneOutput(text: RenderFixtures.text).raster(
            Scene(pages: [ScenePage(size: size, items: items)], scale: scale))
    }

    /// `point`'s centre moved to the centre of its nearest device pixel at `scale`.
    func snapped(_ point: Point, scale: Double) -> Point {
        Point(
            ((point.x * scale).rounded(.down) + 0.5) / scale, ((point.y * scale).rounded(.down) + 0.5) / scale)
    }

    func testCopiedMarkersAreTheMarkersDrawnOnTheirPixelsCentres() throws {
        for scale in [1.0, 2.0, 1.5] {
            for shape in MarkerShape.allCases {
                let fill = shape.rawValue % 2 == 0 ? blue : blue.times(opacity: 0.6)
                let stamped = PathStyle(stroke: .white, lineWidth: 0.75, fill: fill, isMarker: true)
                let drawn = PathStyle(stroke: .white, lineWidth: 0.75, fill: fill)
                let centers = markers(shape)
                let copies = try image(
                    centers.map { .path(shape.path(center: $0, radius: 3), stamped) }, scale: scale)
                let reference = try image(
                    centers.map { center in
                        // A shape's centre is the middle of its bounds (a triangle's is not its point's).
                        let bounds = shape.path(center: center, radius: 3).bounds!
                        let middle = Point(bounds.midX, bounds.midY)
                        let moved = snapped(middle, scale: scale)
                        let place = Point(center.x + moved.x - middle.x, center.y + moved.y - middle.y)
                        return .path(shape.path(center: place, radius: 3), drawn)
                    }, scale: scale)
                // Off by a little rounding at most: Cairo's fixed point (1/256 pixel) rounds a
                // shape's points differently at another place, and a translucent fill and its
                // stroke are composed in the copy before the page.
                XCTAssertLessThanOrEqual(worstChannel(copies, reference), 3, "\(shape) at scale \(scale)")
            }
        }
    }

    /// The largest difference of one channel of one pixel.
    func worstChannel(_ a: RasterImage, _ b: RasterImage) -> UInt32 {
        zip(a.pixels, b.pixels).reduce(0) { worst, pair in
            (0..<4).reduce(worst) { worst, byte in
                let (x, y) = ((pair.0 >> (8 * byte)) & 0xff, (pair.1 >> (8 * byte)) & 0xff)
                return max(worst, x > y ? x - y : y - x)
            }
        }
    }

    /// A PDF keeps its markers as paths where they are: the same bytes as plain paths.
    func testAPDFDrawsItsMarkersWhereTheyAre() throws {
        let centers = markers(.circle)
        func pdf(_ style: PathStyle) throws -> [UInt8] {
            try SceneOutput(text: RenderFixtures.text).pdf(
                Scene(pages: [
                    ScenePage(
                        size: size, items: centers.map { .path(MarkerShape.circle.path(center: $0, radius: 3), style) })
                ]))
        }
        XCTAssertEqual(
            try pdf(PathStyle(stroke: .white, lineWidth: 0.75, fill: blue, isMarker: true)),
            try pdf(PathStyle(stroke: .white, lineWidth: 0.75, fill: blue)))
    }

    func testAMarkerBeyondTheLargestReachIsDrawnWhereItIs() throws {
        let center = Point(100.3, 100.7)
        let huge = MarkerShape.circle.path(center: center, radius: 80)
        let style = PathStyle(fill: blue, isMarker: true)
        let stamped = try image([.path(huge, style)], scale: 1)
        let drawn = try image([.path(huge, PathStyle(fill: blue))], scale: 1)
        XCTAssertEqual(stamped.pixels, drawn.pixels)
    }
}
