import SceneTesting
import XCTest

@testable import PlotCore

final class TableLayoutTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let style = TableStyle(page: Size(1080, 1920))

    func testDecimalPointsLineUp() {
        let table = TableLayout(
            columns: [TableColumn("value", alignment: .decimal)], rows: [["−12.5"], ["3"], ["100.125"], ["0.25"]],
            style: style)
        let metrics = table.metrics(measurer: measurer)
        let items = table.plannedFlow(
            in: Rect(x: 0, y: 0, width: 400, height: 400), from: 0, metrics: metrics, measurer: measurer
        ).items
        let points = SceneRecorder(items).runs.dropFirst().map { run -> Double in
            let whole = TableLayout.splitAtDecimalPoint(run.text).0
            return run.origin.x + measurer.measure(whole, font: run.font).width
        }
        XCTAssertEqual(points.count, 4)
        for point in points { XCTAssertEqual(point, points[0], accuracy: 1e-9) }
    }

    func testFlowFillsBlocksSideBySideAndRepeatsTheHeader() {
        let rows = (1...100).map { ["\($0)", "\($0 * 3)"] }
        let table = TableLayout(
            columns: [TableColumn("#"), TableColumn("v", alignment: .trailing)], rows: rows, style: style)
        let metrics = table.metrics(measurer: measurer)
        let height = metrics.headerHeight + metrics.rowHeight * 10 + 1
        let (items, next) = table.plannedFlow(
            in: Rect(x: 0, y: 0, width: table.width(ofBlocks: 3, metrics: metrics), height: height), from: 0,
            metrics: metrics, measurer: measurer)
        XCTAssertEqual(next, 30)
        XCTAssertEqual(SceneRecorder(items).runs.filter { $0.text == "#" }.count, 3)
        let rest = table.plannedFlow(
            in: Rect(x: 0, y: 0, width: 2000, height: height), from: next, metrics: metrics, measurer: measurer)
        XCTAssertGreaterThan(rest.next, next)
    }

    func testTooLongTextEndsInAnEllipsis() {
        let table = TableLayout(
            columns: [TableColumn("description", width: .share(1)), TableColumn("n", alignment: .trailing)],
            rows: [["a very very very long operation title that cannot fit", "5"]], style: style)
        let metrics = table.metrics(measurer: measurer)
        let items = table.plannedFlow(
            in: Rect(x: 0, y: 0, width: 300, height: 200), from: 0, metrics: metrics, measurer: measurer
        ).items
        let cell = SceneRecorder(items).runs.first { $0.text.hasPrefix("a very") }!
        XCTAssertTrue(cell.text.hasSuffix("…"), cell.text)
        let widths = table.columnWidths(blockWidth: 300, metrics: metrics)
        XCTAssertLessThanOrEqual(measurer.measure(cell.text, font: cell.font).width, widths[0] - 2 * style.cellPadding)
    }

    func testShortestNumberText() {
        XCTAssertEqual(NumberText.shortest(12.5), "12.5")
        XCTAssertEqual(NumberText.shortest(-3), "−3")
        XCTAssertEqual(NumberText.shortest(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(NumberText.shortest(0.00001), "0.00001")
        XCTAssertEqual(NumberText.shortest(100_000_000.00001), "100000000.00001")
        XCTAssertEqual(NumberText.shortest(-0.0), "0")
    }
}

final class TableFeaturesTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let style = TableStyle(page: Size(1080, 1920))

    func testWrapBreaksBetweenWordsAndInsideOverlongWords() {
        let wrapping = TextWrapping(measurer: measurer, font: FontSpec(size: 10))  // 6 units a character
        XCTAssertEqual(wrapping.wrap("very very long title", width: 60), ["very very", "long title"])
        XCTAssertEqual(wrapping.wrap("abcdefghijklmnop", width: 60), ["abcdefghij", "klmnop"])
        XCTAssertEqual(wrapping.wrap("one\ntwo", width: 600), ["one", "two"])
        XCTAssertEqual(wrapping.truncate("operation title", width: 60), "operation…")
    }

    func testMultiLineCellsMakeTallerRows() {
        let table = TableLayout(
            columns: [TableColumn("entry"), TableColumn("n", alignment: .trailing)],
            rows: [
                ["Санкт-Петербург\nКраснопутиловская\nдом 15 корпус 1 литер А\n20 мая 2019 - 2 июля 2019", "1"],
                ["x", "2"],
            ],
            style: style)
        let metrics = table.metrics(measurer: measurer)
        let plan = table.plan(blockWidth: 900, metrics: metrics, measurer: measurer)
        XCTAssertEqual(plan.heights[0], metrics.rowHeight + 3 * metrics.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(plan.heights[1], metrics.rowHeight, accuracy: 1e-9)
        let texts = SceneRecorder(
            table.flow(
                in: Rect(x: 0, y: 0, width: 900, height: 900), from: 0, plan: plan, metrics: metrics, measurer: measurer
            ).items
        ).texts
        XCTAssertTrue(texts.contains("дом 15 корпус 1 литер А"))
    }

    func testWrapColumnKeepsEveryWord() {
        let text = "a very very very long operation title that goes on and on"
        let table = TableLayout(
            columns: [
                TableColumn("description", width: .share(1), overflow: .wrap),
                TableColumn("amount", alignment: .decimal),
            ],
            rows: [[text, "5"]], style: style)
        let metrics = table.metrics(measurer: measurer)
        let plan = table.plan(blockWidth: 400, metrics: metrics, measurer: measurer)
        XCTAssertGreaterThan(plan.lines[0][0].count, 1)
        XCTAssertEqual(plan.lines[0][0].joined(separator: " "), text)
    }

    func testSectionHeaderIsNeverLastInABlock() {
        var rows: [TableRow] = []
        for month in ["May", "June", "July"] {
            rows.append(.section(month))
            for day in 1...5 { rows.append(.cells(["\(month) \(day)", "\(day)"])) }
        }
        let table = TableLayout(columns: [TableColumn("day"), TableColumn("n")], rows: rows, style: style)
        let metrics = table.metrics(measurer: measurer)
        let plan = table.plan(blockWidth: 500, metrics: metrics, measurer: measurer)
        for height in stride(from: metrics.headerHeight + metrics.sectionHeight, through: 600, by: 7) {
            var start = 0
            while start < rows.count {
                let end = table.columnFlow(plan: plan, metrics: metrics).columnEnd(from: start, height: height)
                if end == start { break }
                if end < rows.count, end - start > 1, case .section = rows[end - 1] {
                    XCTFail("section header left at the foot of a block at height \(height)")
                }
                start = end
            }
        }
    }

    func testFixedPagesListEveryRowOnceWithTheHeaderOnEachPage() {
        let rows = (1...300).map { ["row \($0)", "\($0).5"] }
        let table = TableLayout(
            columns: [TableColumn("name", width: .share(1)), TableColumn("value", alignment: .decimal)], rows: rows,
            style: style)
        let scene = TablePages(table: table, title: "Long table", page: .portrait).scene(measurer: measurer)
        XCTAssertGreaterThan(scene.pages.count, 1)
        let texts = scene.pages.flatMap { SceneRecorder($0).runs }.map(\.text)
        XCTAssertEqual(texts.filter { $0.hasPrefix("row ") }, (1...300).map { "row \($0)" })
        for page in scene.pages {
            XCTAssertEqual(SceneRecorder(page).runs.filter { $0.text == "name" }.count, 1)
            XCTAssertEqual(page.size, PageSpec.portrait.size)
        }
        XCTAssertTrue(texts.contains("page 2 of \(scene.pages.count)"))
        // Each page says in words what it is, for an SVG's <title> and <desc>: its title and note.
        XCTAssertEqual(
            scene.pages[1].summary, PageSummary(title: "Long table", description: "page 2 of \(scene.pages.count)"))
    }

    func testGrowingPagesFitShortTablesInOneImageAndCapLongOnes() {
        func scene(rows count: Int) -> Scene {
            let table = TableLayout(
                columns: [TableColumn("name", width: .share(1))], rows: (1...count).map { ["row \($0)"] }, style: style)
            return TablePages(
                table: table, title: "T", page: PageSpec(size: PageSpec.landscape.size, medium: .filePerPage),
                growthCap: 4000 / 1080
            )
            .scene(measurer: measurer)
        }
        XCTAssertEqual(scene(rows: 5).pages.map(\.size.height), [1080])
        let medium = scene(rows: 60)
        XCTAssertEqual(medium.pages.count, 1)
        XCTAssertGreaterThan(medium.pages[0].size.height, 1080)
        XCTAssertLessThanOrEqual(medium.pages[0].size.height, 4000)
        let long = scene(rows: 400)
        XCTAssertGreaterThan(long.pages.count, 1)
        XCTAssertEqual(long.pages[0].size.height, 4000)
        XCTAssertEqual(long.pages.flatMap { SceneRecorder($0).runs }.filter { $0.text.hasPrefix("row ") }.count, 400)
    }
}

final class TableRobustnessTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let style = TableStyle(page: Size(1080, 1920))

    func testAnUnbrokenWordWrapsWholeAndInOnePass() {
        let word = String(repeating: "abcdefghij", count: 2000)
        let lines = TextWrapping(measurer: measurer, font: FontSpec(size: 10)).wrap(word, width: 600)
        XCTAssertEqual(lines.joined(), word)
        XCTAssertTrue(lines.dropLast().allSatisfy { $0.count == 100 }, "each line as full as the width allows")
    }

    func testARowTallerThanAPageDoesNotEndTheTable() {
        let huge = String(repeating: "word ", count: 1500)
        let rows = [["first", "1"], [huge, "2"]] + (3...20).map { ["row \($0)", "\($0)"] }
        let table = TableLayout(
            columns: [
                TableColumn("description", width: .share(1), overflow: .wrap), TableColumn("n", alignment: .trailing),
            ],
            rows: rows, style: style)
        let scene = TablePages(table: table, title: "T", page: PageSpec(size: Size(1080, 1000))).scene(
            measurer: measurer)
        let texts = scene.pages.flatMap { SceneRecorder($0).runs }.map(\.text)
        for number in 3...20 { XCTAssertTrue(texts.contains("row \(number)"), "row \(number) is missing") }
        XCTAssertTrue(
            scene.recorded.contains { !$0.clips.isEmpty })
    }

    func testHugeFitColumnsLeaveTheShareColumnRoom() {
        let table = TableLayout(
            columns: [
                TableColumn("description", width: .share(1), overflow: .wrap),
                TableColumn("amount", alignment: .decimal),
            ],
            rows: [["coffee", String(repeating: "9", count: 401)]], style: style)
        let metrics = table.metrics(measurer: measurer)
        let widths = table.columnWidths(blockWidth: 900, metrics: metrics)
        XCTAssertGreaterThanOrEqual(widths[0], 900 * 0.25 - 1e-9)
        XCTAssertEqual(widths.reduce(0, +), 900, accuracy: 1e-9)
    }
}

extension TableLayout {
    /// A flow into `frame` with a plan made for it (a test lays out one frame at a time).
    func plannedFlow(
        in frame: Rect, from start: Int, metrics: Metrics, measurer: some TextMeasuring
    ) -> (items: [SceneItem], next: Int) {
        let plan = plan(blockWidth: blockWidth(in: frame.width, metrics: metrics), metrics: metrics, measurer: measurer)
        return flow(in: frame, from: start, plan: plan, metrics: metrics, measurer: measurer)
    }
}
