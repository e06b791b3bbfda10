import SceneTesting
import XCTest

@testable import PlotCore

/// The pagination engine on items that are not table rows - cards of varying height under
/// month headers, a grid's rows of fixed cells - as the gallery and receipts pages will use it.
final class PaginationTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let size = Size(1000, 800)

    func pagination(_ medium: PageMedium = .document, maxFiles: Int? = nil, growthCap: Double = 1) -> Pagination {
        Pagination(page: PageSpec(size: size, medium: medium), title: "Cards", maxFiles: maxFiles, growthCap: growthCap)
    }

    /// Months of cards: a header (30) then cards of 100 to 250, into columns 280 wide.
    func cards() -> ColumnFlow {
        var heights: [Double] = []
        var headers: [Bool] = []
        for month in 0..<6 {
            heights.append(30)
            headers.append(true)
            for card in 0..<(4 + month) {
                heights.append(100 + Double((card * 37 + month * 11) % 151))
                headers.append(false)
            }
        }
        return ColumnFlow(heights: heights, keepsWithNext: headers, columnWidth: 280, gap: 20)
    }

    func testEveryItemOnceInOrderAndNoColumnOverflows() {
        let flow = cards()
        let pages = pagination().plan(flow, measurer: measurer)
        let columns = pages.flatMap(\.columns)
        XCTAssertEqual(columns.flatMap { Array($0.items) }, Array(0..<flow.count))
        XCTAssertEqual(pages.map(\.items.lowerBound), [0] + pages.dropLast().map(\.items.upperBound))
        for column in columns {
            XCTAssertLessThanOrEqual(flow.heights[column.items].reduce(0, +), column.rect.height + 1e-9)
            XCTAssertFalse(flow.keepsWithNext[column.items.upperBound - 1], "a month header never ends a column")
        }
        XCTAssertEqual(pages[0].columns.count, 3, "three 280-wide columns across 929")
        XCTAssertGreaterThan(pages.count, 1)
    }

    func testWidenedColumnsShareTheWholeWidth() {
        var flow = cards()
        flow.fillsWidth = true
        let page = pagination().plan(flow, measurer: measurer)[0]
        XCTAssertEqual(page.columns.count, 3)
        XCTAssertEqual(page.columns.last?.rect.maxX ?? 0, page.frame.content.maxX, accuracy: 1e-9)
        XCTAssertEqual(page.columns[0].rect.width, (page.frame.content.width - 40) / 3, accuracy: 1e-9)
    }

    /// A grid: rows of thumbnails 150 tall, one column as wide as the page.
    func testAGridOfFixedRowsAndTheFileCap() {
        let grid = ColumnFlow(heights: Array(repeating: 150, count: 40), columnWidth: .infinity)
        let document = pagination().plan(grid, measurer: measurer)
        XCTAssertEqual(document.map(\.columns.count), Array(repeating: 1, count: document.count))
        XCTAssertEqual(document.last?.items.upperBound, 40)
        let capped = pagination(.filePerPage, maxFiles: 2).plan(grid, measurer: measurer)
        XCTAssertEqual(capped.count, 2)
        XCTAssertLessThan(capped.last?.items.upperBound ?? 40, 40, "the cap leaves the rest out")
        XCTAssertEqual(
            pagination(.document, maxFiles: 2).plan(grid, measurer: measurer).count, document.count,
            "a document is never capped")
    }

    /// Rows of a table, two pages' worth and a few: the greedy plan leaves a stub page and a
    /// stub column; a balancing one spreads the rows evenly over pages and columns.
    func testBalancedPagesAndColumnsHoldNoStub() {
        let full = pagination().plan(
            ColumnFlow(heights: Array(repeating: 20, count: 1000), columnWidth: 300, gap: 10), measurer: measurer)
        let perPage = full[0].items.count
        let perColumn = full[0].columns[0].items.count
        XCTAssertEqual(full[0].columns.count, 3)
        let count = 2 * perPage + 5
        let rows = ColumnFlow(heights: Array(repeating: 20, count: count), columnWidth: 300, gap: 10)
        let greedy = pagination().plan(rows, measurer: measurer)
        XCTAssertEqual(greedy.map(\.items.count), [perPage, perPage, 5])
        var engine = pagination()
        engine.balancesPages = true
        let balanced = engine.plan(rows, measurer: measurer)
        XCTAssertEqual(balanced.count, 3, "no more pages than the greedy plan")
        XCTAssertEqual(balanced.flatMap(\.columns).flatMap { Array($0.items) }, Array(0..<count))
        let pageCounts = balanced.map(\.items.count)
        XCTAssertLessThanOrEqual((pageCounts.max() ?? 0) - (pageCounts.min() ?? 0), 1, "\(pageCounts)")
        for page in balanced {
            let counts = page.columns.map(\.items.count)
            XCTAssertEqual(counts.count, 3)
            XCTAssertLessThanOrEqual((counts.max() ?? 0) - (counts.min() ?? 0), 1, "\(counts)")
            XCTAssertLessThanOrEqual(counts.max() ?? 0, perColumn)
        }
    }

    func testFillEvenlySpreadsItemsOverTheColumnsTheyNeed() {
        let rows = ColumnFlow(heights: Array(repeating: 10, count: 100), columnWidth: 100, gap: 0)
        let frame = Rect(x: 0, y: 0, width: 400, height: 240)
        XCTAssertEqual(rows.fill(frame, from: 0).prefix(4).map(\.items.count), [24, 24, 24, 24])
        XCTAssertEqual(rows.fillEvenly(frame, from: 0, upTo: 78).map(\.items.count), [20, 20, 19, 19])
        XCTAssertEqual(rows.fillEvenly(frame, from: 90, upTo: 200).map(\.items), [90..<100])
        XCTAssertEqual(rows.fillEvenly(frame, from: 0, upTo: 24).map(\.items), [0..<24])
    }

    func testAPageOfItsOwnGrowsUpToTheCap() {
        let grid = ColumnFlow(heights: Array(repeating: 150, count: 6), columnWidth: .infinity)
        let grown = pagination(.filePerPage, growthCap: 2).plan(grid, measurer: measurer)
        XCTAssertEqual(grown.count, 1)
        XCTAssertGreaterThan(grown[0].size.height, size.height)
        XCTAssertLessThanOrEqual(grown[0].size.height, size.height * 2)
        XCTAssertEqual(pagination(.document, growthCap: 2).plan(grid, measurer: measurer)[0].size, size)
    }

    func testAnItemTallerThanAPageIsClippedOnAPageOfItsOwn() {
        let flow = ColumnFlow(heights: [100, 5000, 100], columnWidth: .infinity)
        let pages = pagination().plan(flow, measurer: measurer)
        XCTAssertEqual(pages.map(\.items), [0..<1, 1..<2, 2..<3])
        XCTAssertEqual(pages.map(\.overflows), [false, true, false])
        let scene = pagination().scene(pages, note: nil, measurer: measurer) { _ in [] }
        XCTAssertEqual(SceneRecorder(scene.pages[1]).clips, [pages[1].frame.content])
    }

    /// The first page's note, then the label; the note is cut, the label never.
    func testNoteAndPageLabelFitTheLine() throws {
        let flow = ColumnFlow(heights: Array(repeating: 300, count: 8), columnWidth: .infinity)
        let engine = pagination()
        let pages = engine.plan(flow, measurer: measurer)
        let long = String(repeating: "a long note ", count: 40)
        let scene = engine.scene(pages, note: long, measurer: measurer) { _ in [] }
        let notes = scene.recorded.map { $0.texts.last ?? "" }
        XCTAssertEqual(notes.dropFirst(), ArraySlice((2...pages.count).map { "page \($0) of \(pages.count)" }))
        XCTAssertTrue(notes[0].hasSuffix("… · page 1 of \(pages.count)"), notes[0])
        let width = measurer.measure(notes[0], font: engine.style.noteFont).width
        XCTAssertLessThanOrEqual(width, pages[0].frame.content.width)
        XCTAssertEqual(engine.fitted(note: "short", label: nil, width: 500, measurer: measurer), "short")
        XCTAssertNil(engine.fitted(note: nil, label: nil, width: 500, measurer: measurer))
    }
}
