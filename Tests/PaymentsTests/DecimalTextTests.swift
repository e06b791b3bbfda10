import XCTest

@testable import Payments

final class DecimalTextTests: XCTestCase {
    func text(_ literal: String) -> String? { DecimalText(literal)?.text }

    func testAmountsAreKeptAsSentWithTrailingZerosTrimmed() {
        XCTAssertEqual(text("100000000.00001"), "100000000.00001")
        XCTAssertEqual(text("10.5"), "10.5")
        XCTAssertEqual(text("5.0"), "5")
        XCTAssertEqual(text("100.0"), "100")
        XCTAssertEqual(text("10"), "10")
        XCTAssertEqual(text("0012.50"), "12.5")
        XCTAssertEqual(text("0.000"), "0")
        XCTAssertEqual(text("123456789012345678901234567890.123456789"), "123456789012345678901234567890.123456789")
    }

    func testSignsWhitespaceAndShortForms() {
        XCTAssertEqual(text("-3.10"), "-3.1")
        XCTAssertEqual(text("+3"), "3")
        XCTAssertEqual(text("-0.0"), "0")
        XCTAssertEqual(text(" 7.25\n"), "7.25")
        XCTAssertEqual(text(".5"), "0.5")
        XCTAssertEqual(text("5."), "5")
    }

    func testExponentsAreWrittenOut() {
        XCTAssertEqual(text("2.5e3"), "2500")
        XCTAssertEqual(text("1E-3"), "0.001")
        XCTAssertEqual(text("12.5e-1"), "1.25")
        XCTAssertEqual(text("1e+2"), "100")
        XCTAssertEqual(text("0e5"), "0")
    }

    func testNonNumbersAreRefused() {
        for bad in [
            "", " ", "abc", "NaN", "inf", "Infinity", "0x10", "10,5", "1.2.3", "--1", "1e", "e5", ".", "1e999",
            "1 000", "٣",
        ] {
            XCTAssertNil(DecimalText(bad), bad)
        }
    }

    func testDisplayUsesTheTypographicMinus() {
        XCTAssertEqual(DecimalText("-12.5")?.display, "\u{2212}12.5")
        XCTAssertEqual(DecimalText("12.5")?.display, "12.5")
    }

    func testWholePart() {
        XCTAssertEqual(DecimalText("1582148046.9")?.wholePart, 1_582_148_046)
        XCTAssertNil(DecimalText("99999999999999999999")?.wholePart)
    }
}
