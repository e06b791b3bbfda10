import SceneTesting
import XCTest

@testable import PlotCore

/// Rules across a chart (`--hline`, `--vline`): the axis reaches them, they are drawn dashed
/// with their label, a rule outside a range is not drawn, and one a log axis cannot show is a
/// thrown error.
final class ChartRuleTests: XCTestCase {
    let measurer = FixedTextMeasurer()

    func layout(_ chart: DataChart) -> DataChartLayout.Result {
        DataChartLayout(chart: chart, style: ChartStyle(page: Size(800, 500)))
            .layout(in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: measurer)
    }

    func chart(rules: [ChartRule], viewport: ViewportRequest = ViewportRequest()) throws -> DataChart {
        var chart = DataChart(
            series: [ChartSeries(name: "t", points: try PointSeries(xs: [0, 1, 2, 3], ys: [2, 5, 3, 8]))],
            viewport: viewport)
        chart.rules = rules
        return chart
    }

    /// The dashed strokes: the rules (the line and the grid are solid).
    func dashed(_ result: DataChartLayout.Result) -> [SceneRecorder.Stroke] {
        SceneRecorder(result.items).strokes.filter { !$0.dash.isEmpty }
    }

    func testTheAxisReachesARuleAndDrawsItWithItsLabel() throws {
        let result = layout(try chart(rules: [ChartRule(.y, at: 20, label: "limit"), ChartRule(.x, at: 1.5)]))
        let view = try XCTUnwrap(result.view)
        XCTAssertTrue(view.y.contains(20), "y reaches the rule: \(view.y)")
        let rules = dashed(result)
        XCTAssertEqual(rules.count, 2)
        // The y rule runs across the plot at y = 20; the x rule down it at x = 1.5.
        let across = try XCTUnwrap(rules.first)
        XCTAssertEqual(try XCTUnwrap(across.path.bounds).width, result.plotArea.width, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(across.path.bounds).height, 0, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(rules[1].path.bounds).height, result.plotArea.height, accuracy: 1e-9)
        XCTAssertTrue(SceneRecorder(result.items).runs.contains { $0.text == "limit" })
    }

    func testARuleOutsideARangeIsNotDrawn() throws {
        let result = layout(
            try chart(rules: [ChartRule(.y, at: 20)], viewport: ViewportRequest(yRange: Interval(0, 10))))
        XCTAssertEqual(dashed(result).count, 0)
    }

    func testARuleALogAxisCannotShowIsAnError() throws {
        var log = try chart(rules: [ChartRule(.y, at: 0, label: "zero")])
        log.logY = true
        XCTAssertThrowsError(try log.validate()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "a rule at y = 0 cannot be drawn: a log axis shows only values above 0")
        }
    }
}
