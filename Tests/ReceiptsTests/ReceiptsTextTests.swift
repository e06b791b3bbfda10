import XCTest

@testable import Receipts

/// The page's number forms: the Russian plural (CLDR's rules for "ru": one, few, many),
/// distances, money, quantities and month headers.
final class ReceiptsTextTests: XCTestCase {
    let ru = ReceiptsText(.ru)
    let en = ReceiptsText(.en)

    func testRussianPluralOfProducts() {
        let expected = [
            1: "1 товар", 3: "3 товара", 192: "192 товара", 6: "6 товаров", 11: "11 товаров", 21: "21 товар",
            0: "0 товаров", 2: "2 товара", 4: "4 товара", 5: "5 товаров", 12: "12 товаров", 14: "14 товаров",
            22: "22 товара", 101: "101 товар", 111: "111 товаров", 112: "112 товаров", 1001: "1\u{00A0}001 товар",
        ]
        for (count, text) in expected { XCTAssertEqual(ru.products(count), text, "\(count)") }
        XCTAssertEqual(en.products(1), "1 product")
        XCTAssertEqual(en.products(6), "6 products")
        XCTAssertEqual(ru.receipts(50), "50 чеков")
        XCTAssertEqual(ru.receipts(241), "241 чек")
    }

    func testDistances() {
        let nbsp = "\u{00A0}"
        XCTAssertEqual(ru.distance(220), "220\(nbsp)м")
        XCTAssertEqual(ru.distance(224), "220\(nbsp)м")
        XCTAssertEqual(ru.distance(3), "0\(nbsp)м")
        XCTAssertEqual(ru.distance(994), "990\(nbsp)м")
        XCTAssertEqual(ru.distance(996), "1,0\(nbsp)км")
        XCTAssertEqual(ru.distance(1_180), "1,2\(nbsp)км")
        XCTAssertEqual(ru.distance(9_940), "9,9\(nbsp)км")
        XCTAssertEqual(ru.distance(12_400), "12\(nbsp)км")
        XCTAssertEqual(en.distance(1_180), "1.2\(nbsp)km")
        XCTAssertEqual(en.distance(220), "220\(nbsp)m")
    }

    func testMoneyAndItemLines() {
        let nbsp = "\u{00A0}"
        XCTAssertEqual(ru.money(45_500), "455\(nbsp)₽")
        XCTAssertEqual(ru.money(149_800), "1\(nbsp)498\(nbsp)₽")
        XCTAssertEqual(ru.money(17_980), "179,80\(nbsp)₽")
        XCTAssertEqual(ru.money(5), "0,05\(nbsp)₽")
        XCTAssertEqual(en.money(149_850), "1,498.50\(nbsp)₽")
        let item = ReceiptItem(name: "Бананы", price: 12_990, quantity: "0.356", unit: "кг", sum: 4_624)
        XCTAssertEqual(ru.itemLine(item), "129,90 × 0,356\(nbsp)кг")
        XCTAssertEqual(en.itemLine(item), "129.90 × 0.356\(nbsp)кг")
        XCTAssertEqual(ru.itemLine(ReceiptItem(name: "x", price: nil, quantity: "2", unit: nil, sum: nil)), "2")
    }

    func testMonthHeadersAreNominative() {
        XCTAssertEqual(ru.monthTitle(YearMonth(year: 2026, month: 11)), "Ноябрь 2026")
        XCTAssertEqual(ru.monthTitle(YearMonth(year: 2026, month: 5)), "Май 2026")
        XCTAssertEqual(en.monthTitle(YearMonth(year: 2026, month: 2)), "February 2026")
    }

    func testLocalMonthAndTimeFollowTheReceiptsOwnOffset() {
        // 2026-10-31T22:30:00Z is 1 November 01:30 in Moscow.
        let receipt = Receipt(
            id: "x", shopName: nil, address: nil, purchasedAt: 1_793_485_800, utcOffset: 10_800, total: nil, items: [])
        XCTAssertEqual(receipt.month, YearMonth(year: 2026, month: 11))
        XCTAssertEqual(ru.dateTime(receipt), "01.11.2026 01:30")
        XCTAssertEqual(YearMonth(localSeconds: 0), YearMonth(year: 1970, month: 1))
        XCTAssertEqual(YearMonth(localSeconds: -1), YearMonth(year: 1969, month: 12))
        XCTAssertEqual(YearMonth(localSeconds: 951_782_400), YearMonth(year: 2000, month: 2), "29 Feb 2000")
    }
}
