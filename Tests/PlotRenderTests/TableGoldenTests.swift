import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// The generic table: month sections, a wrapped long description, decimal-aligned amounts,
/// zebra rows, Cyrillic. Looked at before the golden was committed.
final class TableGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    func testSectionsWrapAndDecimals() throws {
        let page = PageSpec(size: Size(1080, 1100))
        let rows: [TableRow] = [
            .section("Февраль 2020"),
            .cells(["operation 1", "10.5", "USDT", "20.02.2020 00:34"]),
            .cells(["operation 2", "100000000.00001", "ETH", "20.02.2020 03:20"]),
            .cells(["very very very very very very very very long operation title 3", "5", "BTC", "20.02.2020 08:54"]),
            .section("Март 2020"),
            .cells(["Оплата услуг связи", "100", "—", "01.03.2020 12:00"]),
            .cells(["operation 5", "1", "LTC", "—"]),
        ]
        let table = TableLayout(
            columns: [
                TableColumn("Description", width: .share(1), overflow: .wrap),
                TableColumn("Amount", alignment: .decimal),
                TableColumn("Currency"),
                TableColumn("Date", alignment: .trailing),
            ], rows: rows, style: TableStyle(page: page.size))
        let scene = TablePages(table: table, title: "Payments", note: "1 item skipped", page: page)
            .scene(measurer: RenderFixtures.text)
        XCTAssertEqual(scene.pages.count, 1)
        let image = try SceneOutput(text: RenderFixtures.text).raster(scene)
        try GoldenImage.assertMatches(image, named: "table-sections")
    }
}
