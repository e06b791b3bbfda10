import Foundation
import GoldenTesting
import PlotCore
import PlotRender

/// The data sets and the rendering call shared by the golden tests.
enum RenderFixtures {
    /// Uneven spacing, a plateau, a sharp peak and a drop: the curve kinds differ visibly here.
    static let curveData = try! PointSeries(
        xs: [0, 1, 2, 3.5, 4, 6, 7, 7.5, 9, 10, 12, 13],
        ys: [2, 3, 8, 8.2, 3, 1, 5, 9.5, 9, 4, 4.5, 0])

    /// 40 noisy points of a sine wave in random x order, from a fixed seed.
    static let sample: PointSeries = {
        var state: UInt64 = 2024
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var xs: [Double] = []
        var ys: [Double] = []
        for _ in 0..<40 {
            let x = (next() * 100 - 40).rounded() / 1
            xs.append(x)
            ys.append(((30 * sin(x / 12) + next() * 12 - 6) * 100).rounded() / 100)
        }
        return try! PointSeries(xs: xs, ys: ys)
    }()

    nonisolated(unsafe) static let text: PangoTextEngine = {
        FontPinning.install()
        return PangoTextEngine()
    }()

    /// The points page's chart alone (`DataChart.points`), on a page.
    static func scene(_ chart: DataChart, _ page: PageSpec) -> Scene {
        DataChartPage(chart: chart, page: page).scene(measurer: text)
    }

    static func raster(_ chart: DataChart, _ page: PageSpec) throws -> RasterImage {
        try SceneOutput(text: text).raster(scene(chart, page))
    }

    static let small = PageSpec(size: Size(960, 600))
}
