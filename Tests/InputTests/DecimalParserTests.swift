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

    /// The hot loop's eight-bytes-at-a-time scan reads what a byte at a time does: the same
    /// double, bit for bit, and the same end, or nil both ways, wherever a number starts and
    /// ends in the buffer (near its end too, where only the byte loop may read).
    func testPlainScanAgreesWithTheDigitLoop() {
        var state: UInt64 = 7
        let generator: () -> UInt64 = {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        let alphabet = Array("0123456789012345678901234567890123456789.-,\n eE+x".utf8)
        func byteLoop(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> (UInt64, Int)? {
            let negative = bytes[start] == UInt8(ascii: "-")
            guard
                let digits = DecimalParser.scanDigits(
                    bytes, from: negative ? start + 1 : start, to: bytes.count, decimalComma: false),
                digits.end == bytes.count || (bytes[digits.end] != 0x65 && bytes[digits.end] != 0x45),
                let value = DecimalParser.exact(digits, negative: negative)
            else { return nil }
            return (value.bitPattern, digits.end)
        }
        var read = 0
        for _ in 0..<20_000 {
            let length = Int(generator() % 28) + 1
            let bytes = (0..<length).map { _ in alphabet[Int(generator() % UInt64(alphabet.count))] }
            bytes.withUnsafeBufferPointer { buffer in
                for start in buffer.indices {
                    let scanned = DecimalParser.scanPlain(buffer, from: start).map { ($0.0.bitPattern, $0.1) }
                    let expected = byteLoop(buffer, start)
                    XCTAssertEqual(scanned?.0, expected?.0, String(decoding: bytes, as: UTF8.self) + " at \(start)")
                    XCTAssertEqual(scanned?.1, expected?.1, String(decoding: bytes, as: UTF8.self) + " at \(start)")
                    if expected != nil { read += 1 }
                }
            }
        }
        XCTAssertGreaterThan(read, 50_000)  // most starts are numbers, so the cases cover them
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
