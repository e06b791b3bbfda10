import PlotCore
import XCTest

@testable import plot

/// `ChartFlags.apply`, the one place flags reach a chart: each flag given sets its part once.
final class ChartFlagsApplyTests: XCTestCase {
    func testASpanIsOneRectangleAndARuleOneRule() throws {
        let table = try TableChartOptions.parse(["--span", "1..2:sale", "--hline", "3"])
        let flags = ChartFlags(table: table, title: nil, curve: .linear, markers: .auto, viewport: ViewportRequest())
        var chart = DataChart(series: [ChartSeries(name: "y", points: try PointSeries(xs: [0, 4], ys: [1, 5]))])
        try flags.apply(to: &chart, source: .file)
        XCTAssertEqual(chart.rectangles.map(\.label), ["sale"])
        XCTAssertEqual(chart.rectangles.first?.x, 1...2)
        XCTAssertEqual(chart.rules.count, 1)
    }
}
