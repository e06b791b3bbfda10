import Foundation
import PlotCore
import SceneTesting
import XCTest

@testable import Payments

/// The page's content, measured with fixed metrics (no fonts, no renderer).
final class PaymentsPageTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let utc = TimeZone(secondsFromGMT: 0) ?? .current

    func testRowsShowWhatWasSentAndDashesForTheRest() {
        let payments = [
            Payment(
                description: "operation 2", amount: DecimalText("100000000.00001"), currency: "ETH",
                created: 1_582_158_046),
            Payment(description: nil, amount: DecimalText("-5.50"), currency: nil, created: nil),
            Payment(description: "operation 8", amount: nil, currency: "XRP", created: 0),
        ]
        let rows = PaymentsTable.rows(payments, dates: PaymentDateText(timeZone: utc))
        XCTAssertEqual(
            rows,
            [
                ["operation 2", "100000000.00001", "ETH", "2020-02-20 00:20"],
                ["—", "\u{2212}5.5", "—", "—"],
                ["operation 8", "—", "XRP", "1970-01-01 00:00"],
            ])
    }

    func testDatesAreSecondsInTheChosenZone() throws {
        let moscow = try XCTUnwrap(TimeZone(identifier: "Europe/Moscow"))
        XCTAssertEqual(PaymentDateText(timeZone: moscow).text(1_582_148_046), "2020-02-20 00:34")
        XCTAssertEqual(PaymentDateText(timeZone: moscow).zoneName, "Europe/Moscow")
        XCTAssertEqual(PaymentDateText(timeZone: utc).text(1_582_148_046), "2020-02-19 21:34")
        XCTAssertEqual(PaymentDateText(timeZone: utc).zoneName, "UTC")
    }

    func testTheNoteCountsPaymentsAndSkippedItems() {
        let page = PaymentsPage(list: PaymentsFixtures.long(3, skipped: 4), page: .landscape, source: "the demo")
        XCTAssertEqual(page.note, "3 payments · 4 items skipped (unreadable) · from the demo")
        let one = PaymentsPage(list: PaymentsFixtures.long(1, skipped: 1), page: .landscape)
        XCTAssertEqual(one.note, "1 payment · 1 item skipped (unreadable)")
        XCTAssertEqual(PaymentsPage(list: PaymentsFixtures.long(2, skipped: 0), page: .landscape).note, "2 payments")
    }

    func testANoteTooLongForThePageEndsInAnEllipsis() {
        let page = PaymentsPage(
            list: PaymentsFixtures.long(2), page: PageSpec(size: Size(600, 800)),
            source: "http://" + String(repeating: "very-long-host.", count: 10) + "example/api/")
        let note = SceneRecorder(page.scene(measurer: measurer).pages[0]).texts.last ?? ""
        XCTAssertTrue(note.hasSuffix("…"), note)
        XCTAssertLessThanOrEqual(measurer.measure(note, font: ChartStyle(page: Size(600, 800)).noteFont).width, 600)
    }

    /// Fixed pages (PDF): every payment once, in order, the header on every page.
    func testALongTableContinuesOnPagesWithTheHeader() {
        let scene = PaymentsPage(list: PaymentsFixtures.long(200), page: .portrait).scene(measurer: measurer)
        XCTAssertGreaterThan(scene.pages.count, 2)
        for page in scene.pages {
            XCTAssertTrue(SceneRecorder(page).texts.contains("Description"))
            XCTAssertEqual(page.size, PageSpec.portrait.size)
        }
        let numbers = scene.texts.compactMap { text -> Int? in
            guard let dot = text.firstIndex(of: "."), text[dot...].hasPrefix(". ") else { return nil }
            return Int(text[..<dot])
        }
        let expected = (1...200).filter { ($0 - 1) % 13 != 12 }
        XCTAssertEqual(numbers, expected, "descriptions (some wrapped onto more lines) listed once, in order")
        XCTAssertTrue(SceneRecorder(scene.pages[1]).texts.contains { $0.hasSuffix("page 2 of \(scene.pages.count)") })
    }

    /// A page a file of its own (PNG): the first image grows to the cap before a second one begins.
    func testGrowingPagesGrowUpToTheCapThenContinue() {
        let page = PageSpec(size: PageSpec.landscape.size, medium: .filePerPage)
        let scene = PaymentsPage(list: PaymentsFixtures.long(200), page: page)
            .scene(measurer: measurer)
        XCTAssertGreaterThan(scene.pages.count, 1)
        XCTAssertGreaterThan(scene.pages[0].size.height, page.size.height)
        XCTAssertLessThanOrEqual(scene.pages[0].size.height, page.size.height * PaymentsPage.growthCap)
        let short = PaymentsPage(list: PaymentsFixtures.long(5), page: page)
            .scene(measurer: measurer)
        XCTAssertEqual(short.pages.map(\.size), [page.size], "a short table is one page of the usual size")
    }

    func testAnEmptyListIsAPageWithTheHeader() {
        let scene = PaymentsPage(list: PaymentsList(payments: [], skipped: 2), page: .portrait).scene(
            measurer: measurer)
        XCTAssertEqual(scene.pages.count, 1)
        XCTAssertTrue(SceneRecorder(scene.pages[0]).texts.contains("Amount"))
        XCTAssertTrue(SceneRecorder(scene.pages[0]).texts.contains("No payments"))
        XCTAssertTrue(SceneRecorder(scene.pages[0]).texts.contains("0 payments · 2 items skipped (unreadable)"))
    }
}
