import PlotCore
import SceneTesting
import XCTest

@testable import Points

final class PointsPageTests: XCTestCase {
    let measurer = FixedTextMeasurer()

    func series(_ count: Int) -> PointSeries {
        PointSeries(
            xs: (0..<count).map { Double((count - $0) * 7 % 101) - 50.25 }, ys: (0..<count).map { Double($0) / 4 })
    }

    /// Row numbers: the table's muted column.
    func rowNumbers(_ page: ScenePage) -> [TextRun] {
        let muted = TableStyle(page: Size(1080, 1920)).mutedColor
        return SceneRecorder(page).runs.filter { $0.color == muted && Int($0.text) != nil }
    }

    /// The table's rows list x in ascending order (the chart's order).
    func testTableIsSortedByX() throws {
        let page = PointsPage(series: series(12), options: ChartOptions(), page: .portrait)
        let listed = try XCTUnwrap(page.tableSeries)
        XCTAssertEqual(Set(listed.xs), Set(page.series.xs))
        let rows = PointsTable.layout(listed, style: TableStyle(page: Size(1080, 1920))).rows
        let xs = rows.compactMap { row -> Double? in
            guard case .cells(let cells) = row else { return nil }
            return Double(cells[1].replacingOccurrences(of: "−", with: "-"))
        }
        XCTAssertEqual(xs.count, 12)
        XCTAssertEqual(xs, xs.sorted())
        XCTAssertEqual(rowNumbers(page.scene(measurer: measurer).pages[0]).map(\.text), (1...12).map(String.init))
    }

    func testPortraitPutsTheTableAboveTheChart() throws {
        let page = PointsPage(series: series(30), options: ChartOptions(), page: .portrait)
        let scene = page.scene(measurer: measurer)
        XCTAssertEqual(scene.pages.count, 1)
        let header = try XCTUnwrap(SceneRecorder(scene.pages[0]).runs.first { $0.text == "x" })
        let clip = try XCTUnwrap(SceneRecorder(scene.pages[0]).clips.first)
        XCTAssertLessThan(header.origin.y, clip.minY)
    }

    func testLandscapePutsTheTableBesideTheChart() throws {
        let scene = PointsPage(series: series(30), options: ChartOptions(), page: .landscape).scene(measurer: measurer)
        let header = try XCTUnwrap(SceneRecorder(scene.pages[0]).runs.first { $0.text == "x" })
        let clip = try XCTUnwrap(SceneRecorder(scene.pages[0]).clips.first)
        XCTAssertLessThan(header.origin.x, clip.minX)
        XCTAssertGreaterThan(clip.height, 700)
    }

    /// Many points: more blocks side by side, then more pages; every point listed once.
    func testManyPointsFlowOntoMorePagesAtTheSameTextSize() throws {
        let scene = PointsPage(series: series(1000), options: ChartOptions(), page: .portrait).scene(measurer: measurer)
        XCTAssertGreaterThan(scene.pages.count, 1)
        let listed = scene.pages.flatMap(rowNumbers).compactMap { Int($0.text) }
        XCTAssertEqual(listed, Array(1...1000))
        let sizes = Set(scene.pages.flatMap(rowNumbers).map(\.font.size))
        XCTAssertEqual(sizes.count, 1, "text is never shrunk")
        XCTAssertTrue(
            SceneRecorder(scene.pages[1]).runs.contains { $0.text.contains("points") && $0.text.contains("of 1000") })
    }

    /// Values of one width whatever the count (below 1000), so the table's blocks keep their size.
    func evenSeries(_ count: Int) -> PointSeries {
        PointSeries(xs: (0..<count).map { Double(100 + $0) }, ys: (0..<count).map { Double($0 % 7) + 0.25 })
    }

    func rowsPerPage(_ count: Int, _ page: PageSpec) -> [Int] {
        PointsPage(series: evenSeries(count), options: ChartOptions(), page: page).scene(measurer: measurer).pages.map {
            rowNumbers($0).count
        }
    }

    /// A few rows more than the first page's usual share holds stay on it (the table takes a
    /// block more of the width, or a few rows more of the height) instead of making a page of
    /// a few rows; more than that are spread evenly over the pages they need.
    func testAFewRowsOverTheFirstPageStayOnIt() {
        for page in [PageSpec.landscape, .portrait] {
            let usual = rowsPerPage(999, page)[0]
            XCTAssertEqual(rowsPerPage(usual + 4, page), [usual + 4], "\(page.size)")
            XCTAssertEqual(rowsPerPage(usual, page), [usual], "\(page.size)")
            XCTAssertEqual(rowsPerPage(2 * usual - 10, page), [usual - 5, usual - 5], "\(page.size)")
            let pages = rowsPerPage(999, page)
            XCTAssertEqual(pages.reduce(0, +), 999)
            let later = pages.dropFirst()
            XCTAssertLessThanOrEqual((later.max() ?? 0) - (later.min() ?? 0), 1, "\(page.size): \(pages)")
        }
    }

    func testNoTableAboveTheLimit() {
        let scene = PointsPage(series: series(PointsPage.tableRowLimit + 1), options: ChartOptions(), page: .portrait)
            .scene(measurer: measurer)
        XCTAssertEqual(scene.pages.count, 1)
        XCTAssertTrue(rowNumbers(scene.pages[0]).isEmpty)
        XCTAssertTrue(SceneRecorder(scene.pages[0]).runs.contains { $0.text.contains("no table above 5,000 points") })
    }

    func testChartOnlyHasNoTable() {
        let scene = PointsPage(series: series(30), options: ChartOptions(), page: .portrait, chartOnly: true)
            .scene(measurer: measurer)
        XCTAssertFalse(SceneRecorder(scene.pages[0]).runs.contains { $0.text == "x" })
    }

    func testNoteSaysWhereThePointsCameFrom() {
        let scene = PointsPage(
            series: series(5), options: ChartOptions(), page: .portrait, source: "the embedded demo server"
        )
        .scene(measurer: measurer)
        XCTAssertTrue(
            SceneRecorder(scene.pages[0]).runs.contains { $0.text.hasSuffix("from the embedded demo server") })
    }
}
