import SceneTesting
import XCTest

@testable import PlotCore

/// The points page's chart (`DataChart.points`) through the one chart engine.
final class PointsChartTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let frame = Rect(x: 0, y: 0, width: 800, height: 500)

    func layout(
        _ series: PointSeries, markers: MarkerMode = .auto, viewport: ViewportRequest = ViewportRequest()
    ) -> DataChartLayout.Result {
        DataChartLayout(
            chart: .points(series, markers: markers, viewport: viewport), style: ChartStyle(page: Size(800, 500))
        )
        .layout(in: frame, measurer: measurer)
    }

    func testTickLabelsNeverOverlap() throws {
        // Long labels on a narrow chart: the layout must fall back to fewer ticks.
        let series = try PointSeries(xs: [1_000_000.5, 9_999_999.25], ys: [0, 1])
        for width in [200.0, 400, 800] {
            let result = DataChartLayout(chart: .points(series), style: ChartStyle(page: Size(800, 500)))
                .layout(in: Rect(x: 0, y: 0, width: width, height: 300), measurer: measurer)
            let runs = SceneRecorder(result.items).runs
            let boxes = runs.map { run -> Rect in
                let size = measurer.measure(run.text, font: run.font)
                return Rect(x: run.origin.x, y: run.origin.y, width: size.width, height: size.height)
            }
            for i in boxes.indices {
                for j in boxes.indices where j > i {
                    let a = boxes[i]
                    let b = boxes[j]
                    let overlap = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
                    XCTAssertFalse(overlap, "'\(runs[i].text)' overlaps '\(runs[j].text)' at width \(width)")
                }
            }
            XCTAssertGreaterThanOrEqual(result.xTicks.values.count, 1)
        }
    }

    func testTicksCoverOnlyTheVisibleRange() throws {
        let series = try PointSeries(
            xs: Array(stride(from: 0.0, through: 100, by: 1)), ys: Array(repeating: 1, count: 101))
        let zoomed = layout(series, viewport: ViewportRequest(zoom: 2))
        let view = try XCTUnwrap(zoomed.view)
        XCTAssertTrue(zoomed.xTicks.values.allSatisfy { view.x.contains($0) })
        XCTAssertEqual(view.x, Interval(20, 80))
        XCTAssertLessThan(zoomed.visibleCount, 101)
    }

    func testDataIsClippedToThePlotArea() throws {
        let result = layout(
            try PointSeries(xs: [0, 50, 100], ys: [0, 100, 0]), viewport: ViewportRequest(zoom: 4))
        let recorded = SceneRecorder(result.items)
        XCTAssertEqual(recorded.clips, [result.plotArea])
        XCTAssertEqual(recorded.strokes.filter { $0.clip != nil }.count, 1, "the line is drawn inside the clip")
    }

    /// A missing value breaks the drawn line into two pieces; it gets no marker, is not in view,
    /// and the y axis spans only the values that are there.
    func testAGapBreaksTheChartLine() throws {
        var series = PointSeries()
        for x in 0..<7 {
            if x == 3 { series.appendMissing(x: Double(x)) } else { series.append(x: Double(x), y: Double(x % 3)) }
        }
        let result = layout(series)
        let recorded = SceneRecorder(result.items)
        let line = try XCTUnwrap(recorded.strokes.first { $0.clip == result.plotArea })
        let moves = line.path.elements.filter { if case .move = $0 { return true } else { return false } }
        XCTAssertEqual(moves.count, 2, "one piece each side of the gap")
        XCTAssertEqual(recorded.fills.filter { $0.clip == result.plotArea }.count, 6, "no marker for the gap")
        XCTAssertEqual(result.visibleCount, 6)
        let view = try XCTUnwrap(result.view)
        XCTAssertTrue(view.y.contains(0) && view.y.contains(2))
    }

    func testEmptySeriesSaysSo() {
        let result = layout(PointSeries())
        XCTAssertTrue(SceneRecorder(result.items).runs.contains { $0.text == ChartWords.english.noData })
    }

    func testMarkersFollowTheMode() throws {
        func markerCount(_ result: DataChartLayout.Result) -> Int {
            SceneRecorder(result.items).fills.filter { $0.clip == result.plotArea }.count
        }
        let few = try PointSeries(xs: [1, 2, 3], ys: [1, 2, 3])
        XCTAssertEqual(markerCount(layout(few)), 3)
        XCTAssertEqual(markerCount(layout(few, markers: .never)), 0)
        let many = try PointSeries(xs: (0..<200).map(Double.init), ys: (0..<200).map(Double.init))
        XCTAssertEqual(markerCount(layout(many)), 0)
        XCTAssertEqual(markerCount(layout(many, markers: .always)), 200)
    }

    func testPageNoteSaysWhatWasDrawn() throws {
        let series = try PointSeries(xs: [1, 2, .nan, 4], ys: [1, 2, 3, 4])
        let page = DataChartPage(
            chart: .points(series, curve: .monotoneX, viewport: ViewportRequest(zoom: 2)), page: .landscape)
        let note = page.note(
            DataChartLayout(chart: page.chart, style: ChartStyle(page: Size(1920, 1080)))
                .layout(in: Rect(x: 0, y: 0, width: 1800, height: 900), measurer: measurer))
        XCTAssertEqual(note, "3 points · line · monotone curve · zoom 2× · 1 non-finite value dropped")
    }

    /// The zoom is written as the tool writes numbers: `--zoom 1e-9` once read "zoom 0×".
    func testPageNoteWritesATinyZoom() throws {
        let series = try PointSeries(xs: [1, 2, 3], ys: [1, 2, 3])
        for (zoom, text) in [(1e-9, "1e-09"), (0.5, "0.5")] {
            let page = DataChartPage(chart: .points(series, viewport: ViewportRequest(zoom: zoom)), page: .landscape)
            let result = DataChartLayout(chart: page.chart, style: ChartStyle(page: Size(1920, 1080)))
                .layout(in: Rect(x: 0, y: 0, width: 1800, height: 900), measurer: measurer)
            XCTAssertEqual(page.note(result), "3 points · line · zoom \(text)×")
        }
    }

    func testTitleIsCenteredOnThePage() throws {
        let scene = DataChartPage(
            chart: .points(try PointSeries(xs: [1, 2], ys: [1, 2]), title: "Точки"), page: .portrait
        )
        .scene(measurer: measurer)
        let title = try XCTUnwrap(SceneRecorder(scene.pages[0]).runs.first { $0.text == "Точки" })
        let width = measurer.measure("Точки", font: title.font).width
        XCTAssertEqual(title.origin.x + width / 2, 540, accuracy: 0.001)
        XCTAssertEqual(scene.pages[0].size, Size(1080, 1920))
    }
}
