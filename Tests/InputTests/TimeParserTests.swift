import Foundation
import XCTest

@testable import Input

/// Expected instants come from GNU date, e.g. `date -u -d "2012-06-15 10:00:00+03:00" +%s`,
/// and for zones `TZ=Europe/Moscow date -d "2012-01-01 10:00" +%s`.
final class TimeParserTests: XCTestCase {
    func parse(_ text: String, zone: String? = nil) -> Double? {
        var parser = TimeParser(zone: zone.flatMap { TimeZone(identifier: $0) })
        var text = text
        return text.withUTF8 { parser.parse($0, 0..<$0.count) }
    }

    func testISODatesAndDateTimes() {
        XCTAssertEqual(parse("2012-01-01"), 1_325_376_000)
        XCTAssertEqual(parse("2012-01-01T10:00"), 1_325_412_000)
        XCTAssertEqual(parse("2012-01-01T10:00:00Z"), 1_325_412_000)
        XCTAssertEqual(parse("2012-01-01 10:00:00z"), 1_325_412_000)
        XCTAssertEqual(parse("2012-01-01T10:00:30.25"), 1_325_412_030.25)
        XCTAssertEqual(parse("2012-06-15T10:00:00+03:00"), 1_339_743_600)
        XCTAssertEqual(parse("2012-06-15T10:00:00+0300"), 1_339_743_600)
        XCTAssertEqual(parse("2012-06-15T10:00:00+03"), 1_339_743_600)
        XCTAssertEqual(parse("2012-06-15 10:00:00-05:30"), 1_339_774_200)
        XCTAssertEqual(parse("2012-01-01 10:00 UTC"), 1_325_412_000)
        XCTAssertEqual(parse(" 2016-02-29 12:00 \r"), 1_456_747_200, "blanks around are not the value")
        XCTAssertEqual(parse("1969-07-20T20:17:40"), -14_182_940)
    }

    func testSlashesAndMonthNames() {
        XCTAssertEqual(parse("2012/01/01"), 1_325_376_000)
        XCTAssertEqual(parse("2010/01/01 00:00"), 1_262_304_000)
        XCTAssertEqual(parse("2010/1/1 01:00"), 1_262_307_600)
        for text in ["Jan 1 2000", "January 1, 2000", "1 January 2000", "1 Jan 2000", "jan 1 2000", "1-Jan-2000"] {
            XCTAssertEqual(parse(text), 946_684_800, text)
        }
        XCTAssertEqual(parse("Feb 1 2000"), 949_363_200)
        XCTAssertEqual(parse("Sept 1, 2000"), parse("2000-09-01"))
        XCTAssertEqual(parse("Jan 1 2000 10:00"), 946_684_800 + 36_000)
    }

    func testWhatIsNotADate() {
        for text in [
            "", "2012", "39.4", "2012-13-01", "2012-02-30", "2013-02-29", "2012-1-1", "2012-01-01T25:00",
            "2012-01-01T10:60", "2012-01-01T10", "01/02/2012", "2012-01-01 rain", "Janu 1 2000", "Foo 1 2000",
            "2012-01-01T10:00:00+3", "rain", "2012-01-01T10:00:00.",
        ] {
            XCTAssertNil(parse(text), text)
        }
    }

    /// A time without a zone is in the zone given; one with a zone is not moved.
    func testZoneForZonelessTimes() {
        XCTAssertEqual(parse("2012-01-01 10:00", zone: "Europe/Moscow"), 1_325_397_600)
        XCTAssertEqual(parse("2012-07-01 10:00", zone: "America/New_York"), 1_341_151_200, "summer time")
        XCTAssertEqual(parse("2012-01-01 10:00", zone: "America/New_York"), 1_325_430_000, "winter time")
        XCTAssertEqual(parse("2012-01-01T10:00Z", zone: "America/New_York"), 1_325_412_000)
        XCTAssertEqual(parse("2012-01-01", zone: "UTC"), 1_325_376_000)
    }

    /// One parser over a column that crosses a change of offset: the remembered span is left.
    func testZoneAcrossATransition() {
        var parser = TimeParser(zone: TimeZone(identifier: "Europe/Berlin"))
        var results: [Double?] = []
        for text in ["2012-03-24 12:00", "2012-03-25 12:00", "2012-03-24 12:00"] {
            var text = text
            results.append(text.withUTF8 { parser.parse($0, 0..<$0.count) })
        }
        XCTAssertEqual(results, [1_332_586_800, 1_332_669_600, 1_332_586_800])
    }
}
