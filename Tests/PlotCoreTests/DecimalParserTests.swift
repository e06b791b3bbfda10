import Foundation
import XCTest

@testable import PlotCore

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
        var generator = SplitMix64(seed: 99)
        for _ in 0..<20_000 {
            let digits = Int(generator.next() % 22) + 1
            var text = generator.next() % 2 == 0 ? "-" : ""
            for position in 0..<digits {
                if position == Int(generator.next() % UInt64(digits)) && !text.contains(".") { text += "." }
                text += String(generator.next() % 10)
            }
            if generator.next() % 4 == 0 { text += "e\(Int(generator.next() % 60) - 30)" }
            let expected = strtod(text, nil)
            XCTAssertEqual(parse(text)?.bitPattern, expected.bitPattern, text)
        }
    }

    func testJSONStringsWithEscapes() throws {
        let series = try JSONPointsReader.read(Data(#"[{"x":"1\u0032","y":2,"label":"a\"b\\c\nd"}]"#.utf8))
        XCTAssertEqual(series.xs, [12])
        XCTAssertThrowsError(
            try PointsServiceResponse.decode(
                Data(#"{"result":-1,"response":{"message":"\u041e\u0448\u0438\u0431\u043a\u0430"}}"#.utf8))
        ) { error in
            XCTAssertEqual(error as? PointsServiceError, .server(message: "Ошибка"))
        }
    }
}

final class HostileInputTests: XCTestCase {
    func testDeepNestingIsRefusedNotACrash() {
        let deep = "{\"a\":" + String(repeating: "[", count: 300_000) + String(repeating: "]", count: 300_000) + "}"
        XCTAssertThrowsError(try JSONPointsReader.read(Data(deep.utf8))) { error in
            XCTAssertTrue("\(error)".contains("levels of nesting"), "\(error)")
        }
        XCTAssertThrowsError(try PointsServiceResponse.decode(Data(deep.utf8)))
        let fine =
            "{\"a\":" + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + ",\"result\":-100}"
        XCTAssertThrowsError(try PointsServiceResponse.decode(Data(fine.utf8))) { error in
            XCTAssertEqual(error as? PointsServiceError, .rejectedParameters)
        }
    }

    func testSpansWiderThanADoubleDrawNoTicksAndNoCrash() {
        XCTAssertEqual(Ticks.values(from: -1e308, to: 1e308, count: 10), [])
        XCTAssertEqual(Ticks.decimals(from: -1e308, to: 1e308, count: 10), 0)
        XCTAssertEqual(Ticks.nice(Interval(-1e308, 1e308), count: 10), Interval(-1e308, 1e308))
        let series = PointSeries(xs: [-1.7e308, 1.7e308, 1e308], ys: [0, 1, 2])
        for request in [ViewportRequest(), ViewportRequest(zoom: 1e-300), ViewportRequest(zoom: 1e300)] {
            let result = ChartLayout(
                series: series, options: ChartOptions(viewport: request), style: ChartStyle(page: Size(800, 500))
            )
            .layout(in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: FixedTextMeasurer())
            XCTAssertTrue(result.viewport.x.span.isFinite)
        }
    }
}
