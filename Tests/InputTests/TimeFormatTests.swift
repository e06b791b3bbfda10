import Foundation
import XCTest

@testable import Input

/// Expected instants are from GNU date: `date -u -d "2026-11-23 14:05:30" +%s` and, in a
/// zone, `TZ=America/New_York date -d "2026-11-23 14:05" +%s`. 2026-11-23T00:00:00Z is
/// 1795392000.
final class TimeFormatTests: XCTestCase {
    func read(_ text: String, _ format: String, zone: String? = nil) throws -> Double? {
        var parser = TimeParser(
            zone: zone.flatMap { TimeZone(identifier: $0) }, reading: TimeReading(format: try TimeFormat(format)))
        var text = text
        return text.withUTF8 { parser.parse($0, 0..<$0.count) }
    }

    func assertRefused(_ format: String, _ message: String, line: UInt = #line) {
        XCTAssertThrowsError(try TimeFormat(format), line: line) { error in
            XCTAssertEqual("\(error)", message, line: line)
        }
    }

    func testNumericDirectives() throws {
        XCTAssertEqual(try read("23.11.2026", "%d.%m.%Y"), 1_795_392_000)
        XCTAssertEqual(try read("23.11.2026 14:05", "%d.%m.%Y %H:%M"), 1_795_442_700)
        XCTAssertEqual(try read("23/11/2026 14:05:30", "%d/%m/%Y %H:%M:%S"), 1_795_442_730)
        XCTAssertEqual(try read("11/23/2026", "%m/%d/%Y"), 1_795_392_000)
        XCTAssertEqual(try read("1/3/2026", "%d/%m/%Y"), 1_772_323_200, "one digit is enough between marks")
        XCTAssertEqual(try read("2026-11-23T14:05:30.25", "%Y-%m-%dT%H:%M:%S.%f"), 1_795_442_730.25)
        XCTAssertEqual(try read("2026-11-23 14:05:30,5", "%F %T,%f"), 1_795_442_730.5)
        XCTAssertEqual(try read("2026-11", "%Y-%m"), 1_793_491_200, "the month's first day")
        XCTAssertEqual(try read("100%: 2026-11-23", "100%%: %F"), 1_795_392_000)
    }

    /// Directives side by side read all their digits: compact dates.
    func testCompactFormats() throws {
        XCTAssertEqual(try read("20261123", "%Y%m%d"), 1_795_392_000)
        XCTAssertEqual(try read("20261123140530", "%Y%m%d%H%M%S"), 1_795_442_730)
        XCTAssertEqual(try read("202611231405", "%Y%m%d%H%M"), 1_795_442_700)
        XCTAssertNil(try read("2026113", "%Y%m%d"), "not 2026-11-03: each part takes its two digits")
        XCTAssertEqual(try read("20261103", "%Y%m%d"), 1_793_664_000)
    }

    /// %y: 69-99 are 1969-1999, 00-68 are 2000-2068 (POSIX strptime, Python's too).
    func testTwoDigitYears() throws {
        XCTAssertEqual(try read("05.01.99", "%d.%m.%y"), 915_494_400)
        XCTAssertEqual(try read("05.01.68", "%d.%m.%y"), 3_092_947_200)
        XCTAssertEqual(try read("05.01.69", "%d.%m.%y"), -31_190_400)
        XCTAssertNil(try read("05.01.1999", "%d.%m.%y"))
    }

    func testNamesAndTwelveHourClock() throws {
        XCTAssertEqual(try read("Nov 23, 2026", "%b %d, %Y"), 1_795_392_000)
        XCTAssertEqual(try read("23 NOVEMBER 2026", "%d %B %Y"), 1_795_392_000)
        XCTAssertEqual(try read("23-nov-2026", "%d-%b-%Y"), 1_795_392_000)
        XCTAssertEqual(try read("11/23/2026 2:05 PM", "%m/%d/%Y %I:%M %p"), 1_795_442_700)
        XCTAssertEqual(try read("11/23/2026 12:05 am", "%m/%d/%Y %I:%M %p"), 1_795_392_300, "12 AM is midnight")
        XCTAssertEqual(try read("11/23/2026 12:05 pm", "%m/%d/%Y %I:%M %p"), 1_795_435_500, "12 PM is noon")
        XCTAssertNil(try read("11/23/2026 13:05 PM", "%m/%d/%Y %I:%M %p"))
        XCTAssertNil(try read("Novem 23, 2026", "%b %d, %Y"))
    }

    /// Without %z a time is in the zone; with it, the cell's offset counts and the zone not.
    func testZones() throws {
        XCTAssertEqual(try read("23.11.2026 14:05", "%d.%m.%Y %H:%M", zone: "America/New_York"), 1_795_460_700)
        XCTAssertEqual(try read("23.11.2026 14:05 +0300", "%d.%m.%Y %H:%M %z", zone: "America/New_York"), 1_795_431_900)
        XCTAssertEqual(try read("23.11.2026 14:05 +03:00", "%d.%m.%Y %H:%M %z"), 1_795_431_900)
        XCTAssertEqual(try read("23.11.2026 14:05 +03", "%d.%m.%Y %H:%M %z"), 1_795_431_900)
        XCTAssertEqual(try read("23.11.2026 14:05 -05:30", "%d.%m.%Y %H:%M %z"), 1_795_442_700 + 19_800)
        XCTAssertEqual(try read("2026-11-23T14:05Z", "%Y-%m-%dT%H:%M%z", zone: "Europe/Moscow"), 1_795_442_700)
        XCTAssertNil(try read("23.11.2026 14:05 +3", "%d.%m.%Y %H:%M %z"))
        XCTAssertNil(try read("23.11.2026 14:05 +15:00", "%d.%m.%Y %H:%M %z"))
    }

    /// Exact: every literal is there, blanks stand for one or more, nothing is left over.
    func testWhatDoesNotMatch() throws {
        let format = "%d.%m.%Y %H:%M"
        for text in [
            "23.11.2026", "23.11.2026 14:05:30", "23-11-2026 14:05", "23.11.2026T14:05", "23.11.2026 24:00",
            "23.11.2026 14:60", "31.11.2026 14:05", "29.02.2026 00:00", "23.11.2026 14:05 x", "23.11.2026 14:",
        ] {
            XCTAssertNil(try read(text, format), text)
        }
        XCTAssertEqual(try read("23.11.2026   14:05", format), 1_795_442_700, "a blank stands for any run of blanks")
        XCTAssertEqual(try read("29.02.2024 23:00", format), 1_709_247_600, "a leap day")
    }

    func testInvalidFormatsNameTheDirective() {
        assertRefused("%d.%m.%Q", "%Q is not a directive (they are \(TimeFormat.directives))")
        assertRefused("%Y-%m-%", "ends in a lone %: write %% for a percent sign")
        assertRefused("%d.%m", "reads no year: give %Y or %y")
        assertRefused("%Y %d", "%d reads a day but nothing reads the month: give %m or %b")
        assertRefused("%Y-%m-%d %M", "%M reads a minute but nothing reads the hour: give %H")
        assertRefused("%Y-%m-%d %H:%M %I", "%I reads the hour again (after %H)")
        assertRefused("%Y %Y", "%Y is there twice")
        assertRefused("%Y-%m %b", "%b reads the month again (after %m)")
        assertRefused("%F %I:%M", "%I is an hour from 1 to 12: give %p for AM or PM too")
        assertRefused("%F %H:%M %p", "%p goes with %I, the hour from 1 to 12 (%H counts to 23 alone)")
        assertRefused("%F %H:%M:%S.%Ef", "%E is not a directive (they are \(TimeFormat.directives))")
        XCTAssertNoThrow(try TimeFormat("%Y"))
        XCTAssertNoThrow(try TimeFormat("%d.%m.%Y г."), "any literal text, in any script")
    }

    func testLiteralTextInAnyScript() throws {
        XCTAssertEqual(try read("23.11.2026 г.", "%d.%m.%Y г."), 1_795_392_000)
        XCTAssertNil(try read("23.11.2026 r.", "%d.%m.%Y г."))
    }
}
