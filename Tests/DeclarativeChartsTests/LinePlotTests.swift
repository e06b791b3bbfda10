import DeclarativeCharts
import PlotCore
import SceneTesting
import XCTest

/// `LinePlot(x:y:domain:function:)`: a function sampled over its domain into a line series.
final class LinePlotTests: XCTestCase {
    /// 512 samples, ends included; a NaN where the function is undefined is a gap.
    func testAFunctionIsSampledOverItsDomain() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y = 1/x", domain: -5...5) { x in
                guard x != 0 else { return .nan }
                return 1 / x
            }
        }
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.kind, .line)
        XCTAssertEqual(drawn.series.map(\.name), ["y = 1/x"])
        let points = drawn.series[0].points
        XCTAssertEqual(points.count, 512)
        XCTAssertEqual(points.xs.first, -5)
        XCTAssertEqual(points.xs.last, 5)
        XCTAssertEqual(points.ys.first, -0.2)
        XCTAssertEqual(drawn.xTitle, "x")
        XCTAssertEqual(drawn.yTitle, "y = 1/x")
    }

    /// Without a domain of its own, the plot takes the chart's x scale; two plots are two
    /// series, as `foregroundStyle(by:)` names them.
    func testTheChartsDomainAndTwoPlots() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y") { sin($0) }
                .foregroundStyle(by: .value("expression", "y=sin(x)"))
            LinePlot(x: "x", y: "y") { cos($0) }
                .foregroundStyle(by: .value("expression", "y=cos(x)"))
        }
        .chartXScale(domain: -15...15)
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.series.map(\.name), ["y=sin(x)", "y=cos(x)"])
        XCTAssertEqual(drawn.series[1].points.xs.first, -15)
        XCTAssertEqual(drawn.series[1].points.ys.first ?? 0, cos(-15), accuracy: 1e-12)
        let scene = try DrawnChart.recorded(chart)
        let palette = ChartStyle(page: DrawnChart.page.size).palette
        XCTAssertEqual(scene.strokes.filter { $0.clip != nil }.map(\.color), Array(palette.prefix(2)))
        try DrawnChart.assertMatchesGolden(chart.chartTitle("LinePlot"), named: "swift-charts-line-plot")
    }

    /// A domain that is empty, not finite, or missing is an error naming the plot.
    func testADomainThatCannotBeSampledIsRefused() throws {
        let cases: [(Chart<ChartContentGroup>, String)] = [
            (Chart { LinePlot(x: "x", y: "y", domain: 2...2) { $0 } }, "LinePlot (y): the domain 2.0...2.0 is empty"),
            (
                Chart { LinePlot(x: "x", y: "y", domain: 0...Double.infinity) { $0 } },
                "LinePlot (y): the domain 0.0...inf is not finite"
            ),
            (
                Chart { LinePlot(x: "x", y: "y") { $0 } },
                "LinePlot (y) has no domain: give it one, or the chart chartXScale(domain:)"
            ),
        ]
        for (chart, message) in cases {
            XCTAssertThrowsError(try chart.dataChart()) {
                XCTAssertEqual(($0 as? ChartDataError)?.description, message)
            }
        }
    }
}
