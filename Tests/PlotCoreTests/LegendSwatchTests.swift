import SceneTesting
import XCTest

@testable import PlotCore

/// A legend swatch shows what its series is drawn with: its band as a translucent box, its
/// whiskers, its dashed trend line (issue 24: which shading and which dashed line were whose
/// could not be told from the legend).
final class LegendSwatchTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let style = ChartStyle(page: Size(800, 500))

    func chart(kind: ChartKind) throws -> DataChart {
        let xs: [Double] = [0, 1, 2, 3]
        var chart = DataChart(
            kind: kind,
            series: [
                ChartSeries(name: "a", points: try PointSeries(xs: xs, ys: [1, 2, 3, 4])),
                ChartSeries(name: "b", points: try PointSeries(xs: xs, ys: [4, 3, 2, 1])),
            ], markers: .never)
        chart.legend = .right
        var band = ChartIntervals(series: 0)
        for x in xs { band.append(x: x, lower: x, upper: x + 2) }
        chart.intervals = [band]
        chart.addTrends(.linear)
        return chart
    }

    func legendItems(_ chart: DataChart) throws -> SceneRecorder {
        let result = DataChartLayout(chart: chart, style: style).layout(
            in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: measurer)
        let legend = try XCTUnwrap(result.legendFrame)
        let inLegend = result.items.filter { item in
            guard case .path(let path, _) = item, let box = path.bounds else { return false }
            return legend.contains(Point(box.midX, box.midY))
        }
        return SceneRecorder(inLegend)
    }

    func testALinesBandAndTrendAreInItsSwatch() throws {
        let chart = try chart(kind: .line)
        let recorder = try legendItems(chart)
        let (a, b) = (SeriesMarks.color(0, in: chart, style), SeriesMarks.color(1, in: chart, style))
        // Series a's band: a box in its colour at the band's opacity; b has none.
        let bands = recorder.fills.filter { $0.color.alpha == SeriesMarks.bandAlpha }
        XCTAssertEqual(bands.map { Color(red: $0.color.red, green: $0.color.green, blue: $0.color.blue) }, [a])
        // Each series' trend: a dashed line in its colour, 6:4 as the plot's, below its own.
        for color in [a, b] {
            let lines = recorder.strokes.filter { $0.color == color }
            let solid = try XCTUnwrap(lines.first { $0.dash.isEmpty })
            let dashed = try XCTUnwrap(lines.first { !$0.dash.isEmpty })
            XCTAssertEqual(dashed.dash[0] / dashed.dash[1], 6.0 / 4.0, accuracy: 1e-9)
            XCTAssertGreaterThan(try XCTUnwrap(dashed.path.bounds).midY, try XCTUnwrap(solid.path.bounds).midY)
        }
    }

    func testAScattersWhiskersAndTrendAreInItsSwatch() throws {
        let chart = try chart(kind: .scatter)
        let recorder = try legendItems(chart)
        let a = SeriesMarks.color(0, in: chart, style)
        // Whiskers: one upright line with two caps, half the line's width, in a's colour alone.
        let whiskers = recorder.strokes.filter { $0.lineWidth == style.lineWidth / 2 && $0.color != style.background }
        XCTAssertEqual(whiskers.map(\.color), [a])
        XCTAssertEqual(whiskers.first?.path.elements.count, 6)
        // The trend passes through each marker.
        XCTAssertEqual(recorder.strokes.filter { !$0.dash.isEmpty }.count, 2)
        XCTAssertTrue(recorder.fills.allSatisfy { $0.color.alpha != SeriesMarks.bandAlpha }, "no band on a scatter")
    }
}
