import PlotCore
import SceneTesting
import XCTest

@testable import Points

final class PointsPageTests: XCTestCase {
    let measurer = FixedTextMeasurer()

    func series(_ count: Int) -> PointSeries {
        try! PointSeries(
            xs: (0..<count).map { Double((count - $0) * 7 % 101) - 50.25 }, ys: (0..<count).map { Double($0) / 4 })
    }

    /// Row numbers: the table's muted column.
    func rowNumbers(_ page: ScenePage) -> [TextRun] {
        let muted = TableStyle(page: Size(1080, 1920)).mutedColor
        return SceneRecorder(page).runs.filter { $0.color == muted && Int($0.text) != nil }
    }

    func points(
        _ series: PointSeries, page: PageSpec = .portrait, chartOnly: Bool = false, source: String? = nil,
        theme: Theme = .light
    ) -> PointsPage {
        PointsPage(chart: .points(series), page: page, theme: theme, chartOnly: chartOnly, source: source)
    }

    /// The table's rows list x in ascending order (the chart's order), numbered 1 to 12.
    func testTableIsSortedByX() throws {
        let page = points(series(12)).scene(measurer: measurer).pages[0]
        let runs = SceneRecorder(page).runs
        // A row: its number (muted), then its x, then its y, left to right on one baseline.
        let xs = rowNumbers(page).compactMap { number -> Double? in
            let x = runs.filter { abs($0.origin.y - number.origin.y) < 0.5 && $0.origin.x > number.origin.x }
                .min { $0.origin.x < $1.origin.x }
            return x.flatMap { Double($0.text.replacingOccurrences(of: "−", with: "-")) }
        }
        XCTAssertEqual(xs.count, 12)
        XCTAssertEqual(xs, xs.sorted())
        XCTAssertEqual(Set(xs), Set(series(12).xs))
        XCTAssertEqual(rowNumbers(page).map(\.text), (1...12).map(String.init))
    }

    func testPortraitPutsTheTableAboveTheChart() throws {
        let page = points(series(30))
        let scene = page.scene(measurer: measurer)
        XCTAssertEqual(scene.pages.count, 1)
        let header = try XCTUnwrap(SceneRecorder(scene.pages[0]).runs.first { $0.text == "x" })
        let clip = try XCTUnwrap(SceneRecorder(scene.pages[0]).clips.first)
        XCTAssertLessThan(header.origin.y, clip.minY)
    }

    func testLandscapePutsTheTableBesideTheChart() throws {
        let scene = points(series(30), page: .landscape).scene(measurer: measurer)
        let header = try XCTUnwrap(SceneRecorder(scene.pages[0]).runs.first { $0.text == "x" })
        let clip = try XCTUnwrap(SceneRecorder(scene.pages[0]).clips.first)
        XCTAssertLessThan(header.origin.x, clip.minX)
        XCTAssertGreaterThan(clip.height, 700)
    }

    /// Many points: more blocks side by side, then more pages; every point listed once.
    func testManyPointsFlowOntoMorePagesAtTheSameTextSize() throws {
        let scene = points(series(1000)).scene(measurer: measurer)
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
        try! PointSeries(xs: (0..<count).map { Double(100 + $0) }, ys: (0..<count).map { Double($0 % 7) + 0.25 })
    }

    func rowsPerPage(_ count: Int, _ page: PageSpec) -> [Int] {
        points(evenSeries(count), page: page).scene(measurer: measurer).pages.map {
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
        let scene = points(series(DataChartTablePage.rowLimit + 1)).scene(measurer: measurer)
        XCTAssertEqual(scene.pages.count, 1)
        XCTAssertTrue(rowNumbers(scene.pages[0]).isEmpty)
        let note = SceneRecorder(scene.pages[0]).runs.suffix(2).map(\.text).joined(separator: " ")
        XCTAssertTrue(note.contains("no table above 5,000 points"), note)
    }

    func testChartOnlyHasNoTable() {
        let scene = points(series(30), chartOnly: true).scene(measurer: measurer)
        XCTAssertFalse(SceneRecorder(scene.pages[0]).runs.contains { $0.text == "x" })
    }

    func testNoteSaysWhereThePointsCameFrom() {
        let scene = points(series(5), source: "the embedded demo server").scene(measurer: measurer)
        XCTAssertTrue(
            SceneRecorder(scene.pages[0]).runs.contains { $0.text.hasSuffix("from the embedded demo server") })
    }

    /// `plot --count 50 --theme dark`: the page, the table and the chart are dark.
    func testADarkPageIsDarkThroughout() throws {
        let scene = points(series(30), theme: .dark).scene(measurer: measurer)
        XCTAssertEqual(scene.pages[0].background, Theme.dark.background)
        let rows = rowNumbers(scene.pages[0])
        XCTAssertTrue(rows.isEmpty, "the light table's row numbers are not there")
        let darkRows = SceneRecorder(scene.pages[0]).runs.filter {
            $0.color == Theme.dark.mutedTextColor && Int($0.text) != nil
        }
        XCTAssertEqual(
            darkRows.map(\.text), (1...30).map(String.init), "every row number in the dark theme's muted colour")
        let line = try XCTUnwrap(SceneRecorder(scene.pages[0]).strokes.first { $0.clip != nil })
        XCTAssertEqual(line.color, Theme.dark.lineColor)
    }
}
