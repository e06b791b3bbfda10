import SceneTesting
import XCTest

@testable import PlotCore

/// A second y axis on the right (`--y2`): its series are drawn to a scale of their own, read
/// off the right axis's labels as a user would; the left axis fits the left series alone; the
/// legend says which series is on the right.
final class RightAxisTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let style = ChartStyle(page: Size(800, 500))

    func layout(_ chart: DataChart) -> DataChartLayout.Result {
        DataChartLayout(chart: chart, style: style)
            .layout(in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: measurer)
    }

    /// Temperatures on the left, precipitation (a hundred times larger) on the right.
    func twoAxes() throws -> DataChart {
        var rain = ChartSeries(name: "rain", points: try PointSeries(xs: [0, 1, 2, 3], ys: [1000, 3000, 2000, 2500]))
        rain.onRightAxis = true
        var chart = DataChart(
            series: [ChartSeries(name: "temp", points: try PointSeries(xs: [0, 1, 2, 3], ys: [2, 9, 4, 6])), rain],
            markers: .never)
        chart.yTitle = "temp"
        chart.y2Title = "rain"
        return chart
    }

    /// The tick labels wholly beside the plot, left or right, beside its height.
    func axisLabels(_ result: DataChartLayout.Result, right: Bool) -> [TextRun] {
        let plot = result.plotArea
        return SceneRecorder(result.items).runs.filter { run in
            let size = measurer.measure(run.text, font: run.font)
            let middle = run.origin.y + size.height / 2
            let beside = right ? run.origin.x > plot.maxX : run.origin.x + size.width < plot.minX
            return beside && middle >= plot.minY - 1 && middle <= plot.maxY + 1
        }
    }

    /// The value a page y stands for on the axis whose labels are on the `right` side or the left: the
    /// line through the first and last labelled ticks (each label is centred on its tick).
    func axisValue(_ result: DataChartLayout.Result, right: Bool, pageY: Double) throws -> Double {
        let labels = axisLabels(result, right: right).compactMap { run -> (value: Double, y: Double)? in
            guard let value = Double(run.text.replacingOccurrences(of: ",", with: "")) else { return nil }
            return (value, run.origin.y + measurer.measure(run.text, font: run.font).height / 2)
        }
        let (first, last) = (try XCTUnwrap(labels.first), try XCTUnwrap(labels.last))
        XCTAssertNotEqual(first.value, last.value)
        return first.value + (pageY - first.y) / (last.y - first.y) * (last.value - first.value)
    }

    func testEachSeriesSitsAtItsValuesOnItsOwnAxis() throws {
        let chart = try twoAxes()
        let result = layout(chart)
        let recorder = SceneRecorder(result.items)
        for (index, right) in [(0, false), (1, true)] {
            let color = SeriesMarks.color(index, in: chart, style)
            let line = try XCTUnwrap(recorder.strokes.first { $0.clip == result.plotArea && $0.color == color })
            let pageYs = line.path.elements.compactMap { element -> Double? in
                if case .move(let point) = element { return point.y }
                if case .line(let point) = element { return point.y }
                return nil
            }
            let values = try pageYs.map { try axisValue(result, right: right, pageY: $0) }
            let expected = chart.series[index].points.ys
            XCTAssertEqual(values.count, expected.count)
            for (value, want) in zip(values, expected) {
                XCTAssertEqual(value, want, accuracy: abs(want) * 1e-9 + 1e-9, "series \(chart.series[index].name)")
            }
        }
    }

    func testTheLeftAxisFitsTheLeftSeriesAloneAndTheRightHasTicksAndATitle() throws {
        let result = layout(try twoAxes())
        // The left axis reaches 9, not 3000: its view is the left series'.
        let view = try XCTUnwrap(result.view)
        XCTAssertLessThan(view.y.upper, 20)
        let texts = axisLabels(result, right: true).map(\.text)
        XCTAssertEqual(texts.first, "1,000")
        XCTAssertEqual(texts.last, "3,000")
        XCTAssertTrue(SceneRecorder(result.items).texts.contains("rain"), "the right axis's title")
    }

    /// Two axis titles that would meet on their line: one that fits half of it stays whole,
    /// the other is cut to the rest; two long ones are cut to half each.
    func testAShortAxisTitleStaysWholeBesideALongOne() throws {
        var chart = try twoAxes()
        chart.yTitle = String(repeating: "long left title ", count: 12)
        let texts = SceneRecorder(layout(chart).items).texts
        XCTAssertTrue(texts.contains("rain"), "the short right title is whole")
        let left = try XCTUnwrap(texts.first { $0.hasPrefix("long left") })
        XCTAssertTrue(left.hasSuffix("…"), left)
        XCTAssertGreaterThan(measurer.measure(left, font: style.font).width, 800 * 0.6, "more than half the line")
        chart.y2Title = String(repeating: "long right title ", count: 12)
        let both = SceneRecorder(layout(chart).items).texts.filter { $0.hasPrefix("long") }
        XCTAssertEqual(both.count, 2)
        for title in both {
            XCTAssertTrue(title.hasSuffix("…"), title)
            XCTAssertLessThan(measurer.measure(title, font: style.font).width, 800 / 2, title)
        }
    }

    func testTheLegendSaysWhichSeriesIsOnTheRight() throws {
        XCTAssertEqual(layout(try twoAxes()).legendEntries.map(\.name), ["temp", "rain (right)"])
        var russian = try twoAxes()
        russian.words = .russian
        XCTAssertEqual(layout(russian).legendEntries.map(\.name), ["temp", "rain (правая ось)"])
    }

    func testAChartWithoutARightSeriesHasNoRightAxis() throws {
        var chart = try twoAxes()
        chart.series[1].onRightAxis = false
        let result = layout(chart)
        XCTAssertTrue(SceneRecorder(result.items).runs.allSatisfy { $0.origin.x <= result.plotArea.maxX + 1 })
        XCTAssertEqual(result.legendEntries.map(\.name), ["temp", "rain"])
    }
}
