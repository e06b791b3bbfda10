import Foundation
import PlotCore
import XCTest

@testable import Input

final class DecimalParserTests: XCTestCase {
    func parse(_ text: String, decimalComma: Bool = false) -> Double? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { DecimalParser.parse($0, 0..<bytes.count, decimalComma: decimalComma) }
    }

    func testForms() {
        XCTAssertEqual(parse("12.5"), 12.5)
        XCTAssertEqual(parse(" -0.25 "), -0.25)
        XCTAssertEqual(parse("+3"), 3)
        XCTAssertEqual(parse(".5"), 0.5)
        XCTAssertEqual(parse("5."), 5)
        XCTAssertEqual(parse("1e5"), 100_000)
        XCTAssertEqual(parse("2.5E-3"), 0.0025)
        XCTAssertEqual(parse("1,5", decimalComma: true), 1.5)
        XCTAssertEqual(parse("100000000.00001"), 100_000_000.00001)
        XCTAssertEqual(parse("123456789012345678901234567890"), 123456789012345678901234567890.0)
        XCTAssertEqual(parse("1e400"), .infinity)
        XCTAssertTrue(parse("nan")?.isNaN == true)
        for bad in ["", " ", "abc", "1.2.3", "--1", "1,5", "1e", "e5", "0x", "12a"] {
            XCTAssertNil(parse(bad), "\"\(bad)\" parsed")
        }
    }

    /// Every result is the correctly rounded double: the same as strtod's.
    func testAgreesWithStrtodOnRandomDecimals() {
        // A fixed linear congruential sequence (Knuth's MMIX constants): the same cases every run.
        var state: UInt64 = 99
        let generator: () -> UInt64 = {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        for _ in 0..<20_000 {
            let digits = Int(generator() % 22) + 1
            var text = generator() % 2 == 0 ? "-" : ""
            for position in 0..<digits {
                if position == Int(generator() % UInt64(digits)) && !text.contains(".") { text += "." }
                text += String(generator() % 10)
            }
            if generator() % 4 == 0 { text += "e\(Int(generator() % 60) - 30)" }
            let expected = strtod(text, nil)
            XCTAssertEqual(parse(text)?.bitPattern, expected.bitPattern, text)
        }
    }

    func testJSONStringsWithEscapes() throws {
        let series = try JSONPointsReader.read(Data(#"[{"x":"1\u0032","y":2,"label":"a\"b\\c\nd"}]"#.utf8))
        XCTAssertEqual(series.xs, [12])
    }
}

final class HostileInputTests: XCTestCase {
    func testDeepNestingIsRefusedNotACrash() {
        let deep = "{\"a\":" + String(repeating: "[", count: 300_000) + String(repeating: "]", count: 300_000) + "}"
        XCTAssertThrowsError(try JSONPointsReader.read(Data(deep.utf8))) { error in
            XCTAssertTrue("\(error)".contains("levels of nesting"), "\(error)")
        }
    }
}
