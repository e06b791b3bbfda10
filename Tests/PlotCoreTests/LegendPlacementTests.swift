import XCTest

@testable import PlotCore

/// `--legend auto`: inside the plot in the corner that covers the least data, or beside the
/// plot when every corner would cover some (README).
final class LegendPlacementTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let frame = Rect(x: 0, y: 0, width: 900, height: 500)

    /// sensors.csv: a million readings, humidity a solid band drawn per pixel column (M4) over the
    /// top of the plot and temperatures swinging below it. Only the band's column ends were
    /// counted as data, so a corner over the band looked empty and the legend was laid on it.
    func testALegendGoesBesideWhenADecimatedBandFillsEveryCorner() throws {
        var random = SystemRandomNumberGenerator()
        let count = 40_000
        let xs = (0..<count).map(Double.init)
        let humidity = try PointSeries(xs: xs, ys: xs.map { _ in Double.random(in: 30...70, using: &random) })
        let temp = try PointSeries(xs: xs, ys: xs.map { 20 + 7 * sin($0 / 300) })
        let chart = DataChart(
            kind: .line,
            series: [ChartSeries(name: "temp", points: temp), ChartSeries(name: "humidity", points: humidity)])
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
            in: frame, measurer: measurer)
        XCTAssertTrue(result.decimated)
        let legend = try XCTUnwrap(result.legendFrame)
        XCTAssertGreaterThanOrEqual(legend.minX, result.plotArea.maxX, "beside the plot, not over the band")
    }

    /// The same band with names too long for a column beside the plot (a trend's equation after
    /// each long name took 500 of 640 pixels and left the plot a sliver): the legend goes under
    /// the plot, in rows, and the plot keeps the frame's width.
    func testALongLegendThatCannotGoInsideGoesUnderThePlot() throws {
        var random = SystemRandomNumberGenerator()
        let xs = (0..<40_000).map(Double.init)
        let long = "temperature_max_celsius (y = 0.195x + 15.4, R² = 0.73) at the airport"
        let chart = DataChart(
            kind: .line,
            series: [
                ChartSeries(
                    name: long,
                    points: try PointSeries(xs: xs, ys: xs.map { _ in Double.random(in: 0...1, using: &random) })),
                ChartSeries(name: "humidity", points: try PointSeries(xs: xs, ys: xs.map { 2 + sin($0 / 300) })),
            ])
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
            in: frame, measurer: measurer)
        let legend = try XCTUnwrap(result.legendFrame)
        XCTAssertGreaterThanOrEqual(legend.minY, result.plotArea.maxY, "under the plot")
        XCTAssertGreaterThan(result.plotArea.width, frame.width * 0.8)
        // Asked for at the right, it stays there.
        var right = chart
        right.legend = .right
        let asked = DataChartLayout(chart: right, style: ChartStyle(page: Size(900, 500))).layout(
            in: frame, measurer: measurer)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(asked.legendFrame).minX, asked.plotArea.maxX)
    }

    /// The same lines with the top left empty keep the legend inside, in that corner.
    func testALegendStaysInsideOverAnEmptyCornerOfADecimatedLine() throws {
        let count = 40_000
        let xs = (0..<count).map(Double.init)
        // Low on the left, rising on the right: the top left is empty.
        let rising = try PointSeries(xs: xs, ys: xs.map { $0 < 20_000 ? sin($0) : sin($0) + $0 / 4_000 })
        let flat = try PointSeries(xs: xs, ys: xs.map { 0.5 * cos($0) })
        let chart = DataChart(
            kind: .line, series: [ChartSeries(name: "rising", points: rising), ChartSeries(name: "flat", points: flat)])
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
            in: frame, measurer: measurer)
        XCTAssertTrue(result.decimated)
        let legend = try XCTUnwrap(result.legendFrame)
        XCTAssertTrue(result.plotArea.contains(Point(legend.midX, legend.midY)), "inside")
        XCTAssertLessThan(legend.midX, result.plotArea.midX, "top left")
        XCTAssertLessThan(legend.midY, result.plotArea.midY, "top left")
    }

    /// A rule's label is data to the legend: two rising lines leave the top left and bottom
    /// right empty; the legend takes the top left, unless a `--vline` label is written there.
    func testALegendDoesNotCoverARulesLabel() throws {
        let xs = (0..<50).map(Double.init)
        let chart = DataChart(
            kind: .line,
            series: [
                ChartSeries(name: "low", points: try PointSeries(xs: xs, ys: xs)),
                ChartSeries(name: "high", points: try PointSeries(xs: xs, ys: xs.map { $0 + 3 })),
            ], markers: .never)
        let layout = { (chart: DataChart) in
            DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
                in: self.frame, measurer: self.measurer)
        }
        let plain = layout(chart)
        let free = try XCTUnwrap(plain.legendFrame)
        XCTAssertLessThan(free.midX, plain.plotArea.midX, "top left")
        var ruled = chart
        ruled.rules = [ChartRule(.x, at: 2, label: "a long label of the start")]
        let result = layout(ruled)
        let legend = try XCTUnwrap(result.legendFrame)
        XCTAssertTrue(result.plotArea.contains(Point(legend.midX, legend.midY)), "inside")
        XCTAssertGreaterThan(legend.midX, result.plotArea.midX, "bottom right")
        XCTAssertGreaterThan(legend.midY, result.plotArea.midY, "bottom right")
    }
}
