import XCTest

@testable import Input

/// The tree value over the one JSON scanner (moved from Payments: its cases still hold).
final class JSONValueTests: XCTestCase {
    func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(Array(text.utf8)) }

    func testNumbersKeepTheirText() throws {
        XCTAssertEqual(
            try parse("[100000000.00001, 5.0, -0, 2.5e3]"),
            .array([
                .number("100000000.00001"), .number("5.0"), .number("-0"), .number("2.5e3"),
            ]))
    }

    func testObjectsStringsAndEscapes() throws {
        let value = try parse(#"{"a":"x\"y\\z\/\n\u0416\ud83d\ude00","b":[true,false,null],"a2":{}}"#)
        XCTAssertEqual(value["a"], .string("x\"y\\z/\nЖ😀"))
        XCTAssertEqual(value["b"], .array([.bool(true), .bool(false), .null]))
        XCTAssertEqual(value["a2"], .object([:]))
        XCTAssertEqual(try parse("\u{FEFF}[]"), .array([]), "a byte order mark is tolerated")
    }

    func testLoneSurrogatesBecomeReplacementCharacters() throws {
        XCTAssertEqual(try parse(#""\ud800x""#), .string("\u{FFFD}x"))
        XCTAssertEqual(try parse(#""\ud800\u0041""#), .string("\u{FFFD}A"))
    }

    func testMalformedTextIsRefused() {
        for bad in [
            "", "{", "[1,]", "{\"a\"}", "{\"a\":1,}", "01", "1.", "-", ".5", "+1", "tru", "nul", "\"abc", "[1] 2",
            "{'a':1}", "\"a\u{01}b\"", #""\x""#, #""\u12""#, "NaN",
        ] {
            XCTAssertThrowsError(try parse(bad), bad)
        }
    }

    func testDeepNestingIsRefusedNotACrash() {
        XCTAssertThrowsError(try parse(String(repeating: "[", count: 100_000))) { error in
            XCTAssertEqual((error as? JSONScanner.Malformed)?.expected, "at most 512 levels of nesting")
        }
        let deepest = JSONScanner.maxDepth
        XCTAssertNoThrow(try parse(String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)))
        XCTAssertNoThrow(try parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))
    }
}
