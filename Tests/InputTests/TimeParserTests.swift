import Foundation
import XCTest

@testable import Input

/// Expected instants come from GNU date, e.g. `date -u -d "2012-06-15 10:00:00+03:00" +%s`,
/// and for zones `TZ=Europe/Moscow date -d "2012-01-01 10:00" +%s`.
final class TimeParserTests: XCTestCase {
    func parse(_ text: String, zone: String? = nil, _ reading: TimeReading = TimeReading()) -> Double? {
        var parser = TimeParser(zone: zone.flatMap { TimeZone(identifier: $0) }, reading: reading)
        var text = text
        return text.withUTF8 { parser.parse($0, 0..<$0.count) }
    }

    /// What a/b/yyyy showed of its order, read as the first walk reads it.
    func shown(_ text: String) -> SlashDate? {
        var parser = TimeParser(zone: nil, reading: TimeReading(slashes: .sampling))
        var text = text
        guard text.withUTF8({ parser.parse($0, 0..<$0.count) }) != nil else { return nil }
        return parser.lastSlashDate
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

    /// Excel's dd-Mon-yy, its year as strptime's %y reads it (`date -u -d 2012-01-01 +%s`,
    /// `date -u -d 1999-12-31 +%s`, `date -u -d 1969-07-20 +%s`, `date -u -d 2068-03-05 +%s`).
    func testExcelDayMonthShortYear() {
        XCTAssertEqual(parse("01-Jan-12"), 1_325_376_000)
        XCTAssertEqual(parse("1-jan-12"), 1_325_376_000)
        XCTAssertEqual(parse("01-Jan-2012"), 1_325_376_000)
        XCTAssertEqual(parse("31-Dec-99"), 946_598_400)
        XCTAssertEqual(parse("20-Jul-69"), -14_256_000)
        XCTAssertEqual(parse("05-Mar-68"), 3_098_131_200)
        XCTAssertEqual(parse("01-Jan-12 10:00"), 1_325_376_000 + 36_000)
        for text in ["1 Jan 12", "01-Jan 12", "01 Jan-12", "01-Jan-123", "30-Feb-12", "01-Foo-12", "01-Jan-1"] {
            XCTAssertNil(parse(text), text)
        }
    }

    func testWhatIsNotADate() {
        for text in [
            "", "2012", "39.4", "2012-13-01", "2012-02-30", "2013-02-29", "2012-1-1", "2012-01-01T25:00",
            "2012-01-01T10:60", "2012-01-01T10", "2012-01-01 rain", "Janu 1 2000", "Foo 1 2000",
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

    // MARK: day first, month first, compact

    /// 2026-11-23T00:00:00Z is 1795392000 (`date -u -d 2026-11-23 +%s`).
    func testDottedDatesAreDayFirst() {
        XCTAssertEqual(parse("23.11.2026"), 1_795_392_000)
        XCTAssertEqual(parse("23.11.2026 14:05"), 1_795_442_700)
        XCTAssertEqual(parse("23.11.2026 14:05:30"), 1_795_442_730)
        XCTAssertEqual(parse("23.11.2026 14:05:30.25"), 1_795_442_730.25)
        XCTAssertEqual(parse("1.3.2026"), 1_772_323_200, "one-digit day and month")
        XCTAssertEqual(parse("01.03.2026"), 1_772_323_200, "day first even when both are 12 or less")
        // TZ=Europe/Moscow date -d "2026-11-23 14:05:30" +%s; TZ=Europe/Berlin date -d "2026-11-23 14:05" +%s
        XCTAssertEqual(parse("23.11.2026 14:05:30", zone: "Europe/Moscow"), 1_795_431_930)
        XCTAssertEqual(parse("23.11.2026 14:05", zone: "Europe/Berlin"), 1_795_439_100)
        XCTAssertEqual(parse("23.11.2026 14:05Z", zone: "Europe/Berlin"), 1_795_442_700, "a written zone wins")
        for text in ["31.11.2026", "23.13.2026", "29.02.2026", "23.11.26", "23.11.2026.", "23..2026", "123.11.2026"] {
            XCTAssertNil(parse(text), text)
        }
    }

    func testSlashedDatesFollowTheColumnsOrder() {
        XCTAssertEqual(parse("23/11/2026", TimeReading(slashes: .dayFirst)), 1_795_392_000)
        XCTAssertEqual(parse("11/23/2026", TimeReading(slashes: .monthFirst)), 1_795_392_000)
        XCTAssertEqual(parse("01/03/2026", TimeReading(slashes: .dayFirst)), 1_772_323_200)
        XCTAssertEqual(parse("03/01/2026 00:00", TimeReading(slashes: .monthFirst)), 1_772_323_200)
        XCTAssertNil(parse("11/23/2026", TimeReading(slashes: .dayFirst)), "no 23rd month")
        XCTAssertNil(parse("23/11/2026", TimeReading(slashes: .monthFirst)))
        // Without a column's say, only a date whose order shows is read.
        XCTAssertEqual(parse("23/11/2026 14:05"), 1_795_442_700)
        XCTAssertEqual(parse("11/23/2026 14:05"), 1_795_442_700)
        XCTAssertNil(parse("01/02/2012"), "day or month first: not guessed")
        XCTAssertNil(parse("13/13/2026"))
        XCTAssertEqual(shown("23/11/2026"), .dayFirst)
        XCTAssertEqual(shown("11/23/2026 14:05"), .monthFirst)
        XCTAssertEqual(shown("01/02/2026"), .either)
        XCTAssertNil(shown("23.11.2026"), "dots say nothing of a slash order")
        XCTAssertNil(shown("2026/11/23"), "year first is not a/b/yyyy")
    }

    func testCompactDigitsOnlyWhenTheColumnIsTimes() {
        let compact = TimeReading(compactDigits: true)
        XCTAssertNil(parse("20261123"), "a number unless the user says it is a time")
        XCTAssertEqual(parse("20261123", compact), 1_795_392_000)
        XCTAssertEqual(parse("2026112314", compact), 1_795_392_000 + 14 * 3600)
        XCTAssertEqual(parse("202611231405", compact), 1_795_442_700)
        XCTAssertEqual(parse(" 20261123140530 ", compact), 1_795_442_730)
        // TZ=Europe/Berlin date -d "2026-11-23 14" +%s
        XCTAssertEqual(parse("2026112314", zone: "Europe/Berlin", compact), 1_795_438_800)
        XCTAssertEqual(parse("2026-11-23", compact), 1_795_392_000, "the other forms still read")
        for text in ["2026112", "202611230", "20261131", "20261323", "2026112324", "1.5e7", "-20261123"] {
            XCTAssertNil(parse(text, compact), text)
        }
    }

    /// A local time that a spring-forward change skips, and one that a fall-back change
    /// repeats, are read alike in every form, as Python's zoneinfo reads them with fold=0
    /// (`int(datetime(2026, 3, 29, 2, 30, tzinfo=ZoneInfo("Europe/Berlin")).timestamp())`).
    /// Europe/Berlin, 2026-03-29 02:00 -> 03:00: 02:30 reads with the offset before, +01:00,
    /// as 01:30Z; 2026-10-25 03:00 -> 02:00: 02:30 is the first of the two, +02:00, 00:30Z.
    func testGapAndRepeatInEveryForm() throws {
        let berlin = "Europe/Berlin"
        let format = TimeReading(format: try TimeFormat("%d.%m.%Y %H:%M"))
        XCTAssertEqual(parse("2026-03-29 02:30", zone: berlin), 1_774_747_800)
        XCTAssertEqual(parse("29.03.2026 02:30", zone: berlin), 1_774_747_800)
        XCTAssertEqual(parse("29.03.2026 02:30", zone: berlin, format), 1_774_747_800)
        XCTAssertEqual(parse("202603290230", zone: berlin, TimeReading(compactDigits: true)), 1_774_747_800)
        XCTAssertEqual(parse("2026-10-25 02:30", zone: berlin), 1_792_888_200)
        XCTAssertEqual(parse("25.10.2026 02:30", zone: berlin), 1_792_888_200)
        XCTAssertEqual(parse("25.10.2026 02:30", zone: berlin, format), 1_792_888_200)
    }

    func testAFormatAloneReadsTheCells() throws {
        let reading = TimeReading(format: try TimeFormat("%d.%m.%Y"))
        XCTAssertEqual(parse("23.11.2026", reading), 1_795_392_000)
        XCTAssertEqual(parse("  23.11.2026 ", reading), 1_795_392_000, "blanks around are not the value")
        XCTAssertNil(parse("2026-11-23", reading), "a cell that does not match is not read another way")
        XCTAssertNil(parse("2026-11-23T00:00:00Z", reading), "not even the commonest stamp")
        XCTAssertEqual(
            parse("2026-11-23T00:00:00Z", TimeReading(format: try TimeFormat("%Y-%m-%dT%H:%M:%S%z"))),
            1_795_392_000)
    }
}
