import DeclarativeCharts
import GoldenTesting
import PlotCore
import PlotRender
import SceneTesting
import XCTest

/// A declared chart as the engine draws it on a page: its scene recorded (what a user sees,
/// without pixels) and its picture compared with Goldens/.
enum DrawnChart {
    nonisolated(unsafe) static let text: PangoTextEngine = {
        FontPinning.install()
        return PangoTextEngine()
    }()

    static let page = PageSpec(size: Size(960, 600))

    static func scene(_ chart: Chart<ChartContentGroup>, theme: Theme = .light) throws -> Scene {
        DataChartPage(chart: try chart.dataChart(), page: page, theme: theme).scene(measurer: text)
    }

    /// What the chart's page draws.
    static func recorded(_ chart: Chart<ChartContentGroup>) throws -> SceneRecorder {
        try XCTUnwrap(scene(chart).recorded.first)
    }

    /// The chart's picture against Goldens/NAME.png (`PLOTKIT_RECORD_GOLDENS=1` records it).
    static func assertMatchesGolden(
        _ chart: Chart<ChartContentGroup>, named name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let image = try SceneOutput(text: text).raster(scene(chart))
        try GoldenImage.assertMatches(image, named: name, file: file, line: line)
    }

    /// Where the rules were drawn: solid strokes of a rule's width, outside the marks' clip.
    static func rules(_ scene: SceneRecorder) -> [Rect] {
        let width = ChartStyle(page: page.size).gridWidth * 1.5
        return scene.strokes.filter { $0.dash.isEmpty && $0.clip == nil && $0.lineWidth == width }.compactMap(
            \.path.bounds)
    }
}
