import SceneTesting
import XCTest

@testable import PlotCore

final class ChartLayoutTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let frame = Rect(x: 0, y: 0, width: 800, height: 500)

    func layout(_ series: PointSeries, _ options: ChartOptions = ChartOptions()) -> ChartLayout.Result {
        ChartLayout(series: series, options: options, style: ChartStyle(page: Size(800, 500)))
            .layout(in: frame, measurer: measurer)
    }

    func testTickLabelsNeverOverlap() {
        // Long labels on a narrow chart: the layout must fall back to fewer ticks.
        let series = PointSeries(xs: [1_000_000.5, 9_999_999.25], ys: [0, 1])
        for width in [200.0, 400, 800] {
            let result = ChartLayout(series: series, options: ChartOptions(), style: ChartStyle(page: Size(800, 500)))
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

    func testTicksCoverOnlyTheVisibleRange() {
        let series = PointSeries(xs: Array(stride(from: 0.0, through: 100, by: 1)), ys: Array(repeating: 1, count: 101))
        let zoomed = layout(series, ChartOptions(viewport: ViewportRequest(zoom: 2)))
        XCTAssertTrue(zoomed.xTicks.values.allSatisfy { zoomed.viewport.x.contains($0) })
        XCTAssertEqual(zoomed.viewport.x, Interval(20, 80))
        XCTAssertLessThan(zoomed.visibleCount, 101)
    }

    func testDataIsClippedToThePlotArea() {
        let result = layout(
            PointSeries(xs: [0, 50, 100], ys: [0, 100, 0]), ChartOptions(viewport: ViewportRequest(zoom: 4)))
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
        XCTAssertTrue(result.viewport.y.contains(0) && result.viewport.y.contains(2))
    }

    func testEmptySeriesSaysSo() {
        let result = layout(PointSeries())
        XCTAssertTrue(SceneRecorder(result.items).runs.contains { $0.text == "No points to draw" })
    }

    func testMarkersFollowTheMode() {
        func markerCount(_ result: ChartLayout.Result) -> Int {
            SceneRecorder(result.items).fills.filter { $0.clip == result.plotArea }.count
        }
        let few = PointSeries(xs: [1, 2, 3], ys: [1, 2, 3])
        XCTAssertEqual(markerCount(layout(few)), 3)
        XCTAssertEqual(markerCount(layout(few, ChartOptions(markers: .never))), 0)
        let many = PointSeries(xs: (0..<200).map(Double.init), ys: (0..<200).map(Double.init))
        XCTAssertEqual(markerCount(layout(many)), 0)
        XCTAssertEqual(markerCount(layout(many, ChartOptions(markers: .always))), 200)
    }

    func testPageNoteSaysWhatWasDrawn() {
        let series = PointSeries(xs: [1, 2, .nan, 4], ys: [1, 2, 3, 4])
        let page = ChartPage(
            series: series, options: ChartOptions(curve: .monotoneX, viewport: ViewportRequest(zoom: 2)),
            page: .landscape)
        let note = page.note(visibleCount: 2)
        XCTAssertEqual(note, "3 points · 2 in view · monotone curve · zoom 2× · 1 non-finite value dropped")
    }

    /// The zoom is written as the tool writes numbers: `--zoom 1e-9` once read "zoom 0×".
    func testPageNoteWritesATinyZoom() {
        let series = PointSeries(xs: [1, 2, 3], ys: [1, 2, 3])
        for (zoom, text) in [(1e-9, "1e-09"), (0.5, "0.5")] {
            let page = ChartPage(
                series: series, options: ChartOptions(viewport: ViewportRequest(zoom: zoom)), page: .landscape)
            XCTAssertEqual(page.note(visibleCount: 3), "3 points · linear curve · zoom \(text)×")
        }
    }

    func testTitleIsCenteredOnThePage() throws {
        let scene = ChartPage(
            series: PointSeries(xs: [1, 2], ys: [1, 2]), options: ChartOptions(title: "Точки"), page: .portrait
        )
        .scene(measurer: measurer)
        let title = try XCTUnwrap(SceneRecorder(scene.pages[0]).runs.first { $0.text == "Точки" })
        let width = measurer.measure("Точки", font: title.font).width
        XCTAssertEqual(title.origin.x + width / 2, 540, accuracy: 0.001)
        XCTAssertEqual(scene.pages[0].size, Size(1080, 1920))
    }
}
