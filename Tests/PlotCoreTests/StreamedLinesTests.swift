import SceneTesting
import XCTest

@testable import PlotCore

/// A chart drawn from streamed lines (summaries and M4 columns made on demand) is the chart
/// its points draw: the same items, note and counts.
final class StreamedLinesTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let frame = Rect(x: 0, y: 0, width: 900, height: 500)

    /// Two unsorted, noisy series of 20,000 points, one with gaps: far denser than the columns.
    func points(_ series: Int) -> PointSeries {
        var points = PointSeries()
        for index in 0..<20_000 {
            let x = Double((index * 7919) % 20_000) / 7 + Double(series)
            if series == 1 && index % 501 == 0 {
                points.appendMissing(x: x)
            } else {
                points.append(x: x, y: sin(x / 30) * 10 + Double((index * 31) % 17) / 4 + Double(series) * 5)
            }
        }
        return points
    }

    func testStreamedLinesDrawWhatTheirPointsDraw() throws {
        let series = [ChartSeries(name: "a", points: points(0)), ChartSeries(name: "b", points: points(1))]
        let style = ChartStyle(page: Size(900, 500))
        for x in [AxisKind.linear, .time(.utc)] {
            let held = DataChart(series: series, x: x, xTitle: "x")
            var streamed = DataChart(
                series: series.map { ChartSeries(name: $0.name, points: PointSeries()) }, x: x, xTitle: "x")
            let summaries = series.map {
                StreamedLines.Summary(
                    count: $0.points.count, missingCount: $0.points.missingCount, xExtent: $0.points.xExtent,
                    yExtent: $0.points.yExtent)
            }
            let calls = Counter()
            streamed.streamed = StreamedLines(summaries: summaries) { mapping in
                calls.count += 1
                return series.map { series in
                    // In two halves merged in order, as chunks of a file are.
                    let half = series.points.count / 2
                    var first = M4Columns(mapping)
                    first.add(xs: Array(series.points.xs[..<half]), ys: Array(series.points.ys[..<half]))
                    var second = M4Columns(mapping)
                    second.add(xs: Array(series.points.xs[half...]), ys: Array(series.points.ys[half...]))
                    first.merge(second)
                    return first
                }
            }
            let a = DataChartLayout(chart: held, style: style, pixelDensity: 2).layout(in: frame, measurer: measurer)
            let b = DataChartLayout(chart: streamed, style: style, pixelDensity: 2).layout(
                in: frame, measurer: measurer)
            XCTAssertTrue(a.decimated && b.decimated)
            XCTAssertEqual(a.items, b.items, "\(x)")
            XCTAssertEqual(a.visibleCount, b.visibleCount)
            XCTAssertEqual(a.legendFrame, b.legendFrame)
            XCTAssertGreaterThan(calls.count, 0)
            XCTAssertEqual(held.pointCount, streamed.pointCount)
            let page = PageSpec(size: Size(900, 500), scale: 2)
            XCTAssertEqual(
                DataChartPage(chart: held, page: page).scene(measurer: measurer),
                DataChartPage(chart: streamed, page: page).scene(measurer: measurer))
        }
    }
}

private final class Counter: @unchecked Sendable {
    var count = 0
}
