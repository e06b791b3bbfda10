import SceneTesting
import XCTest

@testable import PlotCore

/// Markers coloured and sized by number columns (`--color-by`, `--size-by`): each marker's
/// colour is the colormap's at its value (matplotlib's `Normalize` over the least to the
/// greatest), its area proportional to its size value, and the columns are checked.
final class MarkEncodingTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let style = ChartStyle(page: Size(800, 500))

    static let table = DataTable(columns: [
        DataColumn(name: "x", values: .numbers([1, 2, 3, 4])),
        DataColumn(name: "y", values: .numbers([1, 3, 2, 4])),
        DataColumn(name: "heat", values: .numbers([0, 5, 10, .nan])),
        DataColumn(name: "people", values: .numbers([1, 4, 0, 9])),
        DataColumn(name: "name", values: .categories(codes: [0, 1, 2, 3], labels: ["a", "b", "c", "d"])),
    ])

    func chart(color: Int? = nil, size: Int? = nil, kind: ChartKind = .scatter) throws -> DataChart {
        var columns = ChartColumns(x: 0, ys: [1])
        columns.colorBy = color
        columns.sizeBy = size
        return try DataChart.from(table: Self.table, columns: columns, kind: kind)
    }

    func markers(_ chart: DataChart) -> (result: DataChartLayout.Result, fills: [SceneRecorder.Fill]) {
        let result = DataChartLayout(chart: chart, style: style)
            .layout(in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: measurer)
        return (result, SceneRecorder(result.items).fills.filter { $0.clip == result.plotArea })
    }

    func testEachMarkerTakesTheColormapsColourAtItsValue() throws {
        let chart = try chart(color: 2)
        // The row without a heat value is left out, as one without its y.
        XCTAssertEqual(chart.series[0].colorValues, [0, 5, 10])
        let (result, fills) = markers(chart)
        XCTAssertEqual(fills.map(\.color), [0.0, 0.5, 1.0].map { Colormap.viridis.color(at: $0) })
        XCTAssertTrue(SceneRecorder(result.items).texts.contains("heat"), "the colour bar's title")
    }

    func testAMarkersAreaIsProportionalToItsSize() throws {
        let (_, fills) = markers(try chart(size: 3))
        let widths = fills.compactMap { $0.path.bounds?.width }
        // Sizes 1, 4, 0, 9: the 0 has no marker; radii go as the square roots, 1 : 2 : 3.
        XCTAssertEqual(widths.count, 3)
        XCTAssertEqual(widths[1] / widths[0], 2, accuracy: 1e-9)
        XCTAssertEqual(widths[2] / widths[0], 3, accuracy: 1e-9)
        // The greatest value's marker is six times the plain one's radius.
        XCTAssertEqual(widths[2] / 2, style.markerRadius * 0.8 * MarkEncodings.largestRadius, accuracy: 1e-9)
    }

    /// Beside a tall plot the size legend stands under the colour bar; beside a short one (a
    /// 640x200 page had a bar one pixel tall, its title over the size legend's) it stands at
    /// the bar's right, the bar as tall as the plot, and shows as many values as fit.
    func testTheSizeLegendGoesBesideAColourBarTooShortToHoldItUnder() throws {
        let chart = try chart(color: 2, size: 3)
        func laid(height: Double) -> (bar: Rect, sizesTitle: TextRun, plot: Rect, frame: Rect, rightmost: Double) {
            let frame = Rect(x: 0, y: 0, width: 800, height: height)
            let result = DataChartLayout(chart: chart, style: style).layout(in: frame, measurer: measurer)
            let recorder = SceneRecorder(result.items)
            // The colour bar: its 256 steps of colour, outside the plot (the size legend's
            // markers there are grey).
            let steps = recorder.fills.filter {
                $0.clip == nil && $0.path.bounds!.minX > result.plotArea.maxX && $0.color != style.mutedTextColor
            }
            let boxes = steps.map { $0.path.bounds! }
            let (top, bottom) = (boxes.map(\.minY).min()!, boxes.map(\.maxY).max()!)
            let bar = Rect(x: boxes[0].minX, y: top, width: boxes[0].width, height: bottom - top)
            let rightmost = recorder.runs.map { $0.origin.x + measurer.measure($0.text, font: $0.font).width }.max()!
            return (bar, recorder.runs.first { $0.text == "people" }!, result.plotArea, frame, rightmost)
        }
        let tall = laid(height: 500)
        XCTAssertGreaterThan(tall.sizesTitle.origin.y, tall.bar.maxY, "under the bar")
        XCTAssertEqual(tall.sizesTitle.origin.x, tall.bar.minX, accuracy: 1e-9)
        let short = laid(height: 150)
        XCTAssertGreaterThan(short.sizesTitle.origin.x, short.bar.maxX, "beside the bar")
        XCTAssertEqual(short.sizesTitle.origin.y, short.plot.minY, accuracy: 1e-9)
        XCTAssertEqual(short.bar.height, short.plot.height, accuracy: 1)
        XCTAssertLessThanOrEqual(short.rightmost, short.frame.maxX, "no text past the frame")
    }

    /// A colour column is not picked as y, nor x (a trial's `--color-by hp` without `--y` drew
    /// hp against itself).
    func testAnEncodedColumnIsNotPicked() throws {
        var columns = ChartColumns(x: 0)
        columns.colorBy = 1
        let chart = try DataChart.from(table: Self.table, columns: columns, kind: .scatter)
        XCTAssertEqual(chart.yTitle, "heat")
        XCTAssertEqual(chart.encodings.colorTitle, "y")
    }

    /// Among more than 10,000 markers one a device pixel is drawn; a point far outside the view
    /// (a zoom of `plot serve`) is left out first, not turned into a pixel's number (a trap).
    func testManyMarkersAndOneFarAway() throws {
        let count = 20_001
        var ys = (0..<count).map { Double($0 % 100) }
        ys[count - 1] = 1e300
        let table = DataTable(columns: [
            DataColumn(name: "x", values: .numbers((0..<count).map(Double.init))),
            DataColumn(name: "y", values: .numbers(ys)),
            DataColumn(name: "s", values: .numbers((0..<count).map { Double($0 % 7) })),
        ])
        var columns = ChartColumns(x: 0, ys: [1])
        columns.sizeBy = 2
        var chart = try DataChart.from(table: table, columns: columns, kind: .scatter)
        chart.viewport = ViewportRequest(yRange: Interval(0, 100))
        let (_, fills) = markers(chart)
        XCTAssertGreaterThan(fills.count, 1_000)
        XCTAssertLessThan(fills.count, count)
    }

    func testTheColumnsAreChecked() throws {
        let negative = DataTable(columns: [
            DataColumn(name: "x", values: .numbers([1, 2])), DataColumn(name: "y", values: .numbers([1, 2])),
            DataColumn(name: "s", values: .numbers([3, -2])),
        ])
        var columns = ChartColumns(x: 0, ys: [1])
        columns.sizeBy = 2
        XCTAssertThrowsError(try DataChart.from(table: negative, columns: columns, kind: .scatter)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "row 2, column \"s\": −2 is below 0, and --size-by makes a marker's area of its value")
        }
        XCTAssertThrowsError(try chart(color: 4)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "--color-by name holds categories; markers are coloured and sized by number columns")
        }
        XCTAssertThrowsError(try chart(size: 3, kind: .line)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "--size-by colours or sizes a scatter's markers: give --kind scatter")
        }
    }
}
