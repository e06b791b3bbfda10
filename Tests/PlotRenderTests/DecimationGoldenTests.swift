import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// M4 must look the same as drawing every point: 10^5 unsorted noisy points, drawn both ways.
final class DecimationGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    static let dense: PointSeries = {
        var state: UInt64 = 77
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var xs: [Double] = []
        var ys: [Double] = []
        for _ in 0..<100_000 {
            let x = next() * 1000
            xs.append(x)
            ys.append(40 * sin(x / 90) + 15 * sin(x / 13) + (next() - 0.5) * 20 * (1 + sin(x / 200)))
        }
        return try! PointSeries(xs: xs, ys: ys)
    }()

    static func image(density: Double) throws -> RasterImage {
        let page = PageSpec(size: RenderFixtures.small.size, scale: density)
        var scene = RenderFixtures.scene(.points(Self.dense, title: "100,000 points"), page)
        // Laid out for `density` device pixels a unit, drawn at one: both pictures the same size.
        scene.scale = 1
        return try SceneOutput(text: RenderFixtures.text).raster(scene)
    }

    /// The same band, the same edges: what differs is only the anti-aliasing along the band's
    /// outer edge, where the full line's many nearby segments add coverage that M4's four points
    /// per column do not, and where M4's band, filled as boxes (`SteepBoxes`), has flat tops
    /// where the stroke has round caps (0.62% of the pixels here, each on that edge; see the
    /// diff image when it fails). So this comparison allows 1% differing pixels, not the
    /// goldens' 0.002%: a column M4 left out or a band a pixel too wide fails it.
    func testDecimatedLooksLikeEveryPointDrawn() throws {
        let decimated = try Self.image(density: 1)
        // A density this high means more columns than points: nothing is decimated.
        let full = try Self.image(density: 64)
        // The note lines differ on purpose ("drawn per pixel column (M4)"): compare the chart.
        let chart = 0..<(decimated.height * 9 / 10)
        try GoldenImage.assertSimilar(
            GoldenImage.rows(decimated, chart), GoldenImage.rows(full, chart), named: "m4-vs-full",
            maxDifferingShare: 0.01)
        try GoldenImage.assertMatches(decimated, named: "m4-100k")
    }
}
