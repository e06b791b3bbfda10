import DeclarativeCharts
import Foundation
import GoldenTesting
import PlotCore
import SceneTesting
import XCTest

/// Range marks: `BarMark(x:yStart:yEnd:)`, `BarMark(xStart:xEnd:y:)` (a Gantt chart) and
/// `AreaMark(x:yStart:yEnd:)` (a band), drawn from their start to their end, not from zero.
final class RangeMarkTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        FontPinning.install()
    }

    struct Job: Identifiable {
        var id: String { name }
        var name: String
        var start: Double
        var end: Double
    }

    static let jobs = [
        Job(name: "Design", start: 0, end: 3), Job(name: "Build", start: 2, end: 8),
        Job(name: "Test", start: 6, end: 10),
    ]

    /// The plot's fills in the single series' colour (an area's at its fill's opacity), in the
    /// order drawn.
    static func bars(_ scene: SceneRecorder) -> [(box: Rect, plot: Rect)] {
        let color = ChartStyle(page: DrawnChart.page.size).lineColor
        return scene.fills.compactMap { fill in
            guard [fill.color.red, fill.color.green, fill.color.blue] == [color.red, color.green, color.blue],
                let plot = fill.clip, let box = fill.path.bounds
            else { return nil }
            return (box, plot)
        }
    }

    func testUprightRangeBarsSpanTheirStartToTheirEnd() throws {
        let chart = Chart(Self.jobs) {
            BarMark(x: .value("Job", $0.name), yStart: .value("Day", $0.start), yEnd: .value("Day", $0.end))
        }
        .chartYScale(domain: 0...10)
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.kind, .bar)
        XCTAssertEqual(drawn.x, .category(["Design", "Build", "Test"]))
        XCTAssertEqual(drawn.series[0].points.ys, [3, 8, 10])
        XCTAssertEqual(drawn.series[0].starts, [0, 2, 6])
        let bars = Self.bars(try DrawnChart.recorded(chart))
        XCTAssertEqual(bars.count, 3)
        for (bar, job) in zip(bars, Self.jobs) {
            XCTAssertEqual(bar.box.maxY, bar.plot.maxY - bar.plot.height * job.start / 10, accuracy: 0.01, job.name)
            XCTAssertEqual(bar.box.minY, bar.plot.maxY - bar.plot.height * job.end / 10, accuracy: 0.01, job.name)
        }
        // Left to right in the jobs' order.
        XCTAssertEqual(bars.map(\.box.midX), bars.map(\.box.midX).sorted())
    }

    /// On a log x, range bars are as wide on the page as plain bars are: a share of a decade.
    func testRangeBarsOnALogScaleAreEvenOnThePage() throws {
        let chart = Chart {
            ForEach([10.0, 100, 1000], id: \.self) {
                BarMark(x: .value("Dose", $0), yStart: .value("Effect", 1), yEnd: .value("Effect", 2))
            }
        }
        .chartXScale(type: .log)
        let bars = Self.bars(try DrawnChart.recorded(chart))
        XCTAssertEqual(bars.count, 3)
        for bar in bars { XCTAssertEqual(bar.box.width, bars[0].box.width, accuracy: 1e-6) }
        XCTAssertGreaterThan(bars[0].box.minX, bars[0].plot.minX - 1e-9)
    }

    /// A Gantt chart: each task a bar across its row, from its start to its end on x.
    func testBarsAcrossAreAGanttChart() throws {
        let chart = Chart(Self.jobs) {
            BarMark(xStart: .value("Day", $0.start), xEnd: .value("Day", $0.end), y: .value("Job", $0.name))
        }
        .chartXScale(domain: 0...10)
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.barOrientation, .horizontal)
        XCTAssertEqual(drawn.x, .category(["Design", "Build", "Test"]))
        XCTAssertEqual(drawn.xTitle, "Job")
        XCTAssertEqual(drawn.yTitle, "Day")
        let bars = Self.bars(try DrawnChart.recorded(chart))
        XCTAssertEqual(bars.count, 3)
        for (bar, job) in zip(bars, Self.jobs) {
            XCTAssertEqual(bar.box.minX, bar.plot.minX + bar.plot.width * job.start / 10, accuracy: 0.01, job.name)
            XCTAssertEqual(bar.box.maxX, bar.plot.minX + bar.plot.width * job.end / 10, accuracy: 0.01, job.name)
        }
        // One row a task, none overlapping.
        let rows = bars.map(\.box).sorted { $0.minY < $1.minY }
        for (upper, lower) in zip(rows, rows.dropFirst()) { XCTAssertLessThanOrEqual(upper.maxY, lower.minY) }
    }

    func testAGanttChartPicture() throws {
        let chart = Chart(Self.jobs) {
            BarMark(xStart: .value("Day", $0.start), xEnd: .value("Day", $0.end), y: .value("Job", $0.name))
                .foregroundStyle(by: .value("Job", $0.name))
        }
        .chartTitle("BarMark(xStart:xEnd:y:)")
        try DrawnChart.assertMatchesGolden(chart, named: "swift-charts-range-bars")
    }

    struct Reading: Identifiable {
        var id: Double { hour }
        var hour: Double
        var low: Double
        var high: Double
    }

    static let readings = [
        Reading(hour: 0, low: 4, high: 6), Reading(hour: 6, low: 3, high: 9), Reading(hour: 12, low: 10, high: 16),
        Reading(hour: 18, low: 7, high: 11),
    ]

    /// A band between the lows and the highs; the axis reaches their ends, not zero.
    func testAnAreaBetweenTwoValuesIsABand() throws {
        let chart = Chart(Self.readings) {
            AreaMark(x: .value("Hour", $0.hour), yStart: .value("°C", $0.low), yEnd: .value("°C", $0.high))
        }
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.kind, .area)
        XCTAssertFalse(drawn.stacked)
        XCTAssertEqual(drawn.series[0].starts, [4, 3, 10, 7])
        XCTAssertEqual(drawn.series[0].points.ys, [6, 9, 16, 11])
        let layout = DataChartLayout(chart: drawn, style: ChartStyle(page: DrawnChart.page.size))
            .layout(in: Rect(x: 0, y: 0, width: 960, height: 600), measurer: DrawnChart.text)
        let view = try XCTUnwrap(layout.view)
        XCTAssertGreaterThan(view.y.lower, 0)
        XCTAssertLessThanOrEqual(view.y.lower, 3)
        XCTAssertGreaterThanOrEqual(view.y.upper, 16)
        let band = try XCTUnwrap(Self.bars(try DrawnChart.recorded(chart.chartYScale(domain: 0...20))).first)
        XCTAssertEqual(band.box.minY, band.plot.maxY - band.plot.height * 16 / 20, accuracy: 0.01)
        XCTAssertEqual(band.box.maxY, band.plot.maxY - band.plot.height * 3 / 20, accuracy: 0.01)
    }

    func testABandPicture() throws {
        let chart = Chart(Self.readings) {
            AreaMark(x: .value("Hour", $0.hour), yStart: .value("°C", $0.low), yEnd: .value("°C", $0.high))
                .foregroundStyle(.orange)
        }
        .chartTitle("AreaMark(x:yStart:yEnd:)")
        try DrawnChart.assertMatchesGolden(chart, named: "swift-charts-range-area")
    }

    func testRangesTheEngineCannotDrawAreRefused() throws {
        func refusal(_ chart: Chart<ChartContentGroup>) -> String? {
            do {
                _ = try chart.dataChart()
                return nil
            } catch { return "\(error)" }
        }
        XCTAssertEqual(
            refusal(
                Chart {
                    BarMark(x: .value("x", "a"), yStart: .value("y", 1), yEnd: .value("y", 2))
                    BarMark(x: .value("x", "b"), y: .value("y", 2))
                }),
            "range marks (yStart:yEnd:, xStart:xEnd:) and marks from zero together are not drawn yet")
        XCTAssertEqual(
            refusal(
                Chart {
                    BarMark(x: .value("x", "a"), yStart: .value("y", 1), yEnd: .value("y", 2))
                    BarMark(xStart: .value("y", 1), xEnd: .value("y", 2), y: .value("x", "b"))
                }),
            "BarMark(xStart:xEnd:y:) and BarMark(x:yStart:yEnd:) together are not drawn: one direction a chart")
        let day = Date(timeIntervalSince1970: 0)
        XCTAssertEqual(
            refusal(Chart { BarMark(xStart: .value("Start", day), xEnd: .value("Start", day), y: .value("Job", "a")) }),
            "BarMark: xStart and xEnd (Start) must be numbers; bars across dates or categories are not drawn yet")
        XCTAssertEqual(
            refusal(Chart { BarMark(x: .value("x", "a"), yStart: .value("y", 1), yEnd: .value("y", 2), width: 12) }),
            "BarMark: width is not drawn yet: bars are as wide as the chart makes them")
    }
}
