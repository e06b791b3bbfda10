import DeclarativeCharts
import Foundation
import GoldenTesting
import PlotCore
import SceneTesting
import XCTest

/// `chartXAxis { AxisMarks(...) }` and `chartYAxis`: the values marked, their labels by a
/// Foundation format style, and which of grid line, tick and label are drawn.
final class AxisMarksTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        FontPinning.install()
    }

    static let numbers = Chart {
        ForEach([0.0, 1, 2, 3], id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0 * 15)) }
    }
    .chartYScale(domain: 0...50)

    /// The labels left of the plot (the axis's title left out), in drawing order.
    static func leftLabels(_ chart: Chart<ChartContentGroup>) throws -> [String] {
        let scene = try DrawnChart.recorded(chart)
        let plot = try XCTUnwrap(scene.strokes.first { $0.clip != nil }?.clip)
        return scene.runs.filter { $0.origin.x < plot.minX && $0.origin.y < plot.maxY && $0.text != "y" }.map(\.text)
    }

    func testAStrideOfNumbersMarksEveryMultiple() throws {
        let chart = Self.numbers.chartYAxis { AxisMarks(values: .stride(by: 10)) }
        XCTAssertEqual(try Self.leftLabels(chart), ["0", "10", "20", "30", "40", "50"])
    }

    func testAnArrayMarksThoseValuesWithAFormat() throws {
        let chart = Self.numbers.chartYAxis {
            AxisMarks(values: [0, 25, 50]) { _ in
                AxisGridLine()
                AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)))
            }
        }
        XCTAssertEqual(try Self.leftLabels(chart), ["0.0", "25.0", "50.0"])
        let request = try XCTUnwrap(chart.dataChart().axisMarks[.y])
        XCTAssertTrue(request.showsGrid)
        XCTAssertFalse(request.showsTickMarks)
        // Grid lines across the plot at the three values only.
        let scene = try DrawnChart.recorded(chart)
        let plot = try XCTUnwrap(scene.strokes.first { $0.clip != nil }?.clip)
        let across = scene.strokes.compactMap(\.path.bounds).filter {
            $0.height == 0 && abs($0.width - plot.width) < 1e-9
        }
        XCTAssertEqual(across.count, 3)
        for (line, value) in zip(across, [0.0, 25, 50]) {
            XCTAssertEqual(line.minY, plot.minY + plot.height * (1 - value / 50), accuracy: 1e-9)
        }
    }

    /// d3's ticks for about two values over 0...50: every 20.
    func testAnAutomaticCountAsksForAboutThatMany() throws {
        let few = Self.numbers.chartYAxis { AxisMarks(values: .automatic(desiredCount: 2)) }
        XCTAssertEqual(try Self.leftLabels(few), ["0", "20", "40"])
        XCTAssertEqual(try Self.leftLabels(Self.numbers).count, 11)  // the axis's own: every 5
    }

    struct Month: Identifiable {
        var id: Date { date }
        var date: Date
        var hours: Double
    }

    static let months: [Month] = (0..<12).map { index in
        var parts = DateComponents(year: 2025, month: index + 1, day: 1)
        parts.timeZone = TimeZone(identifier: "UTC")
        let date = Calendar(identifier: .gregorian).date(from: parts)!
        return Month(date: date, hours: 80 + 20 * sin(Double(index) / 2))
    }

    /// Monthly marks written as abbreviated months, with grid lines and no ticks.
    func testMonthsByAStrideOfMonthsAndADateFormat() throws {
        let chart = Chart(Self.months) {
            LineMark(x: .value("Month", $0.date), y: .value("Hours", $0.hours))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month, count: 2)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month(.abbreviated))
            }
        }
        let request = try XCTUnwrap(chart.dataChart().axisMarks[.x])
        XCTAssertEqual(request.values, .calendar(.month, count: 2))
        let texts = try DrawnChart.recorded(chart).texts
        for month in ["Jan", "Mar", "May", "Jul", "Sep", "Nov"] { XCTAssertTrue(texts.contains(month), month) }
        XCTAssertFalse(texts.contains("Feb"))
        try DrawnChart.assertMatchesGolden(chart.chartTitle("AxisMarks"), named: "swift-charts-axis-marks")
    }

    func testMarksTheEngineCannotDrawAreRefused() throws {
        func refusal(_ chart: Chart<ChartContentGroup>) -> String? {
            do {
                _ = try chart.dataChart()
                return nil
            } catch { return "\(error)" }
        }
        XCTAssertEqual(
            refusal(Self.numbers.chartYAxis { AxisMarks(position: .trailing) }),
            "chartYAxis: AxisMarks(position: .trailing) is not drawn yet: .automatic or .leading")
        XCTAssertEqual(
            refusal(Self.numbers.chartXAxis { AxisMarks(values: .stride(by: .month)) }),
            "chartXAxis: AxisMarks(values: .stride(by: .month)) needs dates on the axis and a unit of second, minute, hour, day, weekOfYear, month, quarter or year"
        )
        XCTAssertEqual(
            refusal(
                Self.numbers.chartXAxis {
                    AxisMarks()
                    AxisMarks(values: [1])
                }), "chartXAxis: one AxisMarks an axis is drawn, not 2")
    }
}
