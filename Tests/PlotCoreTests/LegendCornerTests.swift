import SceneTesting
import XCTest

@testable import PlotCore

/// A legend that finds no quiet corner goes beside the plot, told from the lines' columns under
/// the corners before the marks are drawn (`SeriesMarks.coversEveryCorner`): it must say so
/// only where the marks drawn would cover the corner, and the page must be the one the marks
/// decide.
final class LegendCornerTests: XCTestCase {
    static let waves = (0..<4).map {
        ChartSeries(
            name: "wave \($0)", points: M4PyramidTests.wave(count: 80_000, seed: UInt64(50 + $0), phase: Double($0)))
    }

    /// A corner said to be covered holds a point the drawn lines sampled; corners on the lines
    /// and corners off them are both met.
    func testACornerIsCoveredOnlyWhereTheLinesAre() throws {
        var chart = DataChart(kind: .line, series: Self.waves)
        XCTAssertGreaterThan(chart.indexForViews(), 0)
        let plot = Rect(x: 50, y: 20, width: 500, height: 300)
        let (x, y) = (Interval(1_000, 15_000), Interval(-10, 60))
        let marks = SeriesMarks(
            chart: chart, style: ChartStyle(page: Size(600, 360)), pixelDensity: 2, plot: plot,
            x: .linear(LinearScale(domain: x, range: plot.minX, plot.maxX)),
            y: .linear(LinearScale(domain: y, range: plot.maxY, plot.minY)))
        let sampled = marks.items(ChartMarks(chart)).pagePoints
        var generator = SplitMix64(seed: 56)
        var (covered, open) = (0, 0)
        for _ in 0..<200 {
            let corner = Rect(
                x: plot.minX + Double(generator.next() % 450), y: plot.minY + Double(generator.next() % 280),
                width: 5 + Double(generator.next() % 40), height: 5 + Double(generator.next() % 40))
            if marks.coversEveryCorner([corner], ChartMarks(chart).lines) {
                covered += 1
                XCTAssertTrue(sampled.contains { plot.contains($0) && corner.contains($0) }, "\(corner)")
            } else {
                open += 1
            }
        }
        XCTAssertGreaterThan(covered, 30)
        XCTAssertGreaterThan(open, 30)
    }

    /// Pages of indexed waves are the pages of the same waves unindexed (whose marks are all
    /// drawn before the legend is placed), the legend beside the plot in some and inside it in
    /// others.
    func testTheLegendIsWhereTheMarksPutIt() throws {
        var chart = DataChart(kind: .line, series: Self.waves)
        var indexed = chart
        XCTAssertGreaterThan(indexed.indexForViews(), 0)
        var (beside, inside) = (0, 0)
        for (x, y) in [
            (Interval(0, 20_000), Interval(-5, 45)), (Interval(3_000, 9_000), Interval(10, 30)),
            (Interval(0, 20_000), Interval(-5, 90)), (Interval(500, 800), Interval(-40, 120)),
            (Interval(12_000, 14_000), Interval(0, 40)), (Interval(0, 20_000), Interval(20, 70)),
        ] {
            chart.viewport = ViewportRequest(xRange: x, yRange: y)
            indexed.viewport = chart.viewport
            let page = PageSpec(size: Size(640, 400))
            let plain = DataChartPage(chart: chart, page: page).drawn(measurer: FixedTextMeasurer())
            let fast = DataChartPage(chart: indexed, page: page).drawn(measurer: FixedTextMeasurer())
            XCTAssertTrue(fast.scene == plain.scene, "\(x) \(y)")
            XCTAssertEqual(fast.plotArea, plain.plotArea, "\(x) \(y)")
            let result = DataChartLayout(chart: indexed, style: ChartStyle(page: page.size))
                .layout(in: Rect(x: 0, y: 0, width: 640, height: 400), measurer: FixedTextMeasurer())
            let legend = try XCTUnwrap(result.legendFrame)
            if legend.minX >= result.plotArea.maxX { beside += 1 } else { inside += 1 }
        }
        XCTAssertGreaterThan(beside, 0)
        XCTAssertGreaterThan(inside, 0)
    }
}
