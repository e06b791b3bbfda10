import XCTest

@testable import PlotCore

final class TableLayoutTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let style = TableStyle(page: Size(1080, 1920))

    func runs(_ items: [SceneItem]) -> [TextRun] {
        items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    func testDecimalPointsLineUp() {
        let table = TableLayout(
            columns: [TableColumn("value", alignment: .decimal)], rows: [["−12.5"], ["3"], ["100.125"], ["0.25"]],
            style: style)
        let metrics = table.metrics(measurer: measurer)
        let items = table.flow(
            in: Rect(x: 0, y: 0, width: 400, height: 400), from: 0, metrics: metrics, measurer: measurer
        ).items
        let points = runs(items).dropFirst().map { run -> Double in
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
        let (items, next) = table.flow(
            in: Rect(x: 0, y: 0, width: table.width(ofBlocks: 3, metrics: metrics), height: height), from: 0,
            metrics: metrics, measurer: measurer)
        XCTAssertEqual(next, 30)
        XCTAssertEqual(runs(items).filter { $0.text == "#" }.count, 3)
        let rest = table.flow(
            in: Rect(x: 0, y: 0, width: 2000, height: height), from: next, metrics: metrics, measurer: measurer)
        XCTAssertGreaterThan(rest.next, next)
    }

    func testTooLongTextEndsInAnEllipsis() {
        let table = TableLayout(
            columns: [TableColumn("description", width: .share(1)), TableColumn("n", alignment: .trailing)],
            rows: [["a very very very long operation title that cannot fit", "5"]], style: style)
        let metrics = table.metrics(measurer: measurer)
        let items = table.flow(
            in: Rect(x: 0, y: 0, width: 300, height: 200), from: 0, metrics: metrics, measurer: measurer
        ).items
        let cell = runs(items).first { $0.text.hasPrefix("a very") }!
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
