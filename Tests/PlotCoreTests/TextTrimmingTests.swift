import XCTest

@testable import PlotCore

/// Blanks go from both ends, whatever their script; what is printable stays, the ASCII fast way
/// and the Unicode one alike; and a number's trailing zeros go as a label wants.
final class TextTrimmingTests: XCTestCase {
    func testBlanksLeaveBothEnds() {
        let cases: [(String, String)] = [
            ("12.5", "12.5"), ("  12.5 ", "12.5"), ("\t2024-01-05\r\n", "2024-01-05"), ("", ""), (" \n\t ", ""),
            ("\u{00A0}Москва\u{2003}", "Москва"), ("é ", "é"), (" e\u{0301}", "e\u{0301}"), ("a b", "a b"),
            ("\u{1C}x", "\u{1C}x"), ("x~", "x~"), ("!\u{85}", "!"),
        ]
        for (text, trimmed) in cases {
            XCTAssertEqual(text.trimmingWhitespace, trimmed, "\(text.debugDescription)")
        }
    }

    func testTrailingZerosLeaveDecimalsOnly() {
        XCTAssertEqual("2.500000".trimmingZeros, "2.5")
        XCTAssertEqual("2.000".trimmingZeros, "2")
        XCTAssertEqual("100".trimmingZeros, "100")
    }
}
