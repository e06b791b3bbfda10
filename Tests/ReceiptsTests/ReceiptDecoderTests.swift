import Input
import XCTest

@testable import Receipts

/// The wire format read leniently: numbers as strings, missing fields, odd items; one bad
/// receipt never loses the others.
final class ReceiptDecoderTests: XCTestCase {
    func decode(_ json: String) -> (receipts: [Receipt], skipped: Int) {
        ReceiptDecoder.receipts(try? JSONValue.parse(Array(json.utf8)))
    }

    func testLenientFieldsAndSkippedItems() {
        let (receipts, skipped) = decode(
            """
            [{"id":"a","shop":{"name":"Супермаркет","street":"Хади Такташа","build":"24"},
              "purchaseDateTime":"2026-11-20T18:23:05+03:00","totalSum":"455.00",
              "items":[{"name":"Молоко","price":89.9,"quantity":2,"unit":"шт","sum":179.8},
                       {"name":"Бананы","price":"129,90","quantity":"0.356","sum":"46.24"},
                       {"price":1}, "junk"]},
             {"id":7,"shop":{"name":" Магнит "},"retailPlaceAddress":"Казань, ул. Баумана, 44",
              "purchaseDateTime":"2026-11-19T09:00:00Z","totalSum":100.5,"items":null,"extra":{"x":[1]}},
             {"shop":{"name":"no id"},"purchaseDateTime":"2026-11-19T09:00:00Z"},
             {"id":"c","purchaseDateTime":"yesterday"},
             {"id":"d","purchaseDateTime":1795000000},
             null]
            """)
        XCTAssertEqual(receipts.map(\.id), ["a", "7", "d"])
        XCTAssertEqual(skipped, 3)
        let first = receipts[0]
        XCTAssertEqual(first.address, "Хади Такташа 24")
        XCTAssertEqual(first.total, 45_500)
        XCTAssertEqual(first.utcOffset, 10_800)
        XCTAssertEqual(first.purchasedAt, 1_795_188_185)
        XCTAssertEqual(
            first.items,
            [
                ReceiptItem(name: "Молоко", price: 8_990, quantity: "2", unit: "шт", sum: 17_980),
                ReceiptItem(name: "Бананы", price: 12_990, quantity: "0.356", unit: nil, sum: 4_624),
            ])
        XCTAssertEqual(receipts[1].shopName, "Магнит")
        XCTAssertEqual(receipts[1].address, "Казань, ул. Баумана, 44")
        XCTAssertEqual(receipts[1].total, 10_050)
        XCTAssertEqual(receipts[1].utcOffset, 0)
        XCTAssertEqual(receipts[2].utcOffset, 10_800, "Unix seconds are read as Moscow wall time")
    }

    func testMoneyText() {
        XCTAssertEqual(Money.kopecks("455"), 45_500)
        XCTAssertEqual(Money.kopecks("455.5"), 45_550)
        XCTAssertEqual(Money.kopecks("1 498,00"), 149_800)
        XCTAssertNil(Money.kopecks("4.555"))
        XCTAssertNil(Money.kopecks("12a"))
        XCTAssertNil(Money.kopecks(""))
    }

    /// Numbers, kept by Input's parser as the text they came as, read as the Doubles Foundation's
    /// decoder gave before: amounts rounded to kopecks, whole numbers without a point.
    func testNumbersReadFromTheirText() throws {
        let value = try JSONValue.parse(
            Array(#"{"a":89.9,"b":"129,90","c":2.0,"d":1e400,"e":5e0,"f":0,"g":-0.5,"h":[1,"x"],"t":1795000000}"#.utf8))
        XCTAssertEqual(LenientValue.kopecks(value["a"]), 8_990)
        XCTAssertEqual(LenientValue.kopecks(value["b"]), 12_990)
        XCTAssertEqual(LenientValue.text(value["c"]), "2")
        XCTAssertEqual(LenientValue.decimal(value["g"]), "-0.5")
        XCTAssertNil(LenientValue.double(value["d"]), "beyond a Double: not a number")
        XCTAssertNil(LenientValue.text(value["d"]))
        XCTAssertEqual(LenientValue.int(value["e"]), 5)
        XCTAssertEqual(LenientValue.bool(value["f"]), false)
        XCTAssertEqual(LenientValue.list(value["h"])?.count, 2)
        XCTAssertNil(LenientValue.list(value["a"]))
        XCTAssertEqual(ReceiptDecoder.purchaseTime(value["t"])?.0, 1_795_000_000)
    }
}
