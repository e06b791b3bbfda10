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

    static func image(density: Double, series: PointSeries = dense) throws -> RasterImage {
        let page = PageSpec(size: RenderFixtures.small.size, scale: density)
        var scene = RenderFixtures.scene(.points(series, title: "100,000 points"), page)
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

    /// Pixels of the chart (the rows above the note) that differ, counted per pixel column.
    static func differingPerColumn(_ actual: RasterImage, _ expected: RasterImage) throws -> [Int] {
        let rows = 0..<(expected.height * 9 / 10)
        let diff = try XCTUnwrap(
            GoldenImage.compare(GoldenImage.rows(actual, rows), GoldenImage.rows(expected, rows))
        ).diff
        var counts = [Int](repeating: 0, count: diff.width)
        for (index, pixel) in diff.pixels.enumerated() where pixel == 0xffff_0000 { counts[index % diff.width] += 1 }
        return counts
    }

    /// The 1% allowance above cannot see one pixel column (a 540-pixel column is 0.1% of the
    /// picture), so the columns are compared one by one too: M4 and the full line differ by
    /// anti-aliasing at the band's edges alone (21 pixels of a column at most, where an edge runs
    /// steeply through it); a column whose points
    /// are gone (its band collapsed to the segment joining its neighbours) differs by far more.
    func testEachColumnMatchesAndAMissingColumnDoesNot() throws {
        let full = try Self.image(density: 64)
        // Measured: 21 at most for M4 (where the band's edge runs steeply through a column), 63
        // for a column whose points are gone.
        let limit = 30
        var decimated = try Self.differingPerColumn(try Self.image(density: 1), full)
        // The line's two ends are a partly covered pixel column each, where the stroke's round
        // cap and M4's flat box cover different shares of it (measured: 42 of the first column's
        // 52 rows, a light blue against a lighter one): not compared.
        for end in [decimated.firstIndex { $0 > 0 }, decimated.lastIndex { $0 > 0 }].compactMap({ $0 }) {
            decimated[end] = 0
        }
        XCTAssertLessThanOrEqual(decimated.max() ?? 0, limit, "column \(decimated.firstIndex(of: decimated.max()!)!)")
        // The points of a few pixel columns' worth of x (the axis shows 1,200 x units over some
        // 860 columns: 0.7 of a column a unit).
        var gone = PointSeries()
        for index in 0..<Self.dense.count where !(500..<503).contains(Self.dense.xs[index]) {
            gone.append(x: Self.dense.xs[index], y: Self.dense.ys[index])
        }
        let missing = try Self.differingPerColumn(try Self.image(density: 1, series: gone), full)
        XCTAssertGreaterThan(missing.max() ?? 0, limit, "a column without its points is seen")
    }
}
