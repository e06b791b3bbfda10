import DeclarativeCharts
import PlotCore
import SceneTesting
import XCTest

/// `RuleMark` as Swift Charts' documentation writes it: a threshold over bars, a line at a
/// date, spans. The engine's rules (`plot --hline`'s) draw them.
final class RuleMarkTests: XCTestCase {
    struct Profit: Identifiable {
        var id: String { department }
        var department: String
        var profit: Double
    }

    let profits = [
        Profit(department: "Production", profit: 15000), Profit(department: "Marketing", profit: 8000),
        Profit(department: "Finance", profit: 10000),
    ]

    /// RuleMark's documentation: a break-even line across bars, solid, at its value on the y axis.
    func testARuleAcrossBarsAtItsValue() throws {
        let chart = Chart {
            ForEach(profits) {
                BarMark(x: .value("Department", $0.department), y: .value("Profit", $0.profit))
            }
            RuleMark(y: .value("Break Even Threshold", 9000))
        }
        .chartYScale(domain: 0...20000)
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.kind, .bar)
        XCTAssertEqual(drawn.series.map(\.points.ys), [[15000, 8000, 10000]])
        XCTAssertEqual(drawn.rules.map(\.value), [9000])
        let scene = try DrawnChart.recorded(chart)
        let plot = try XCTUnwrap(scene.fills.compactMap(\.clip).first)
        let bounds = try XCTUnwrap(DrawnChart.rules(scene).first)
        XCTAssertEqual(bounds.minY, plot.maxY - plot.height * 9000 / 20000, accuracy: 0.01)
        XCTAssertEqual(bounds.minX, plot.minX, accuracy: 0.01)
        XCTAssertEqual(bounds.maxX, plot.maxX, accuracy: 0.01)
        try DrawnChart.assertMatchesGolden(chart, named: "swift-charts-rule")
    }

    /// A vertical rule at a category, and spans: `RuleMark(x:yStart:yEnd:)` runs between its y
    /// values, `RuleMark(xStart:xEnd:y:)` between its x values; the axes reach their ends.
    func testRangedRulesRunBetweenTheirEnds() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 10), y: .value("y", 10))
            RuleMark(x: .value("x", 5), yStart: .value("y", 2), yEnd: .value("y", 6))
            RuleMark(xStart: .value("x", 1), xEnd: .value("x", 12), y: .value("y", 8))
        }
        .chartXScale(domain: 0...20)
        .chartYScale(domain: 0...10)
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.rules.map(\.axis), [.x, .y])
        XCTAssertEqual(drawn.rules.map(\.span), [2...6, 1...12])
        let scene = try DrawnChart.recorded(chart)
        let plot = try XCTUnwrap(scene.strokes.compactMap(\.clip).first)
        let rules = DrawnChart.rules(scene)
        func x(_ value: Double) -> Double { plot.minX + plot.width * value / 20 }
        func y(_ value: Double) -> Double { plot.maxY - plot.height * value / 10 }
        let vertical = try XCTUnwrap(rules.first { $0.width == 0 })
        XCTAssertEqual(vertical.minX, x(5), accuracy: 0.01)
        XCTAssertEqual(vertical.minY, y(6), accuracy: 0.01)
        XCTAssertEqual(vertical.maxY, y(2), accuracy: 0.01)
        let horizontal = try XCTUnwrap(rules.first { $0.height == 0 && $0.width < plot.width })
        XCTAssertEqual(horizontal.minY, y(8), accuracy: 0.01)
        XCTAssertEqual(horizontal.minX, x(1), accuracy: 0.01)
        XCTAssertEqual(horizontal.maxX, x(12), accuracy: 0.01)
    }

    /// A rule at a value the chart cannot place is an error naming the mark and the value.
    func testARuleAtNoNumberIsRefused() throws {
        let notFinite = Chart { RuleMark(y: .value("Limit", Double.nan)) }
        XCTAssertThrowsError(try notFinite.dataChart()) {
            XCTAssertEqual(($0 as? ChartDataError)?.description, "RuleMark: y (Limit) is nan, not a finite number")
        }
        let word = Chart { RuleMark(y: .value("Limit", "high")) }
        XCTAssertThrowsError(try word.dataChart()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "RuleMark: y (Limit) must be a number; categories and dates go on x")
        }
    }
}

/// Rules and rectangles alone, without data marks: the axes are theirs, and no "no data".
final class OverlaysAloneTests: XCTestCase {
    func testARuleAndARectangleAlone() throws {
        let chart = Chart {
            RuleMark(y: .value("Goal", 5))
            RectangleMark(xStart: .value("x", 1), xEnd: .value("x", 3), yStart: .value("y", 2), yEnd: .value("y", 4))
        }
        let scene = try DrawnChart.recorded(chart)
        XCTAssertEqual(DrawnChart.rules(scene).count, 1)
        XCTAssertFalse(scene.texts.contains("No data to draw"))
    }
}
