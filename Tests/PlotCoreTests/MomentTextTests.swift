import Foundation
import PlotCore
import XCTest

/// When data was fetched, as the hot-water and receipts pages say it.
final class MomentTextTests: XCTestCase {
    func testTheReadersZoneAndMonthNames() throws {
        let moscow = try XCTUnwrap(TimeZone(identifier: "Europe/Moscow"))
        let instant = Date(timeIntervalSince1970: 1_597_239_900)  // 2020-08-12 13:45 UTC
        let russian = MomentText(instant, timeZone: moscow, months: .russian)
        XCTAssertEqual(russian.date, "12 августа 2020")
        XCTAssertEqual(russian.time, "16:45")
        XCTAssertEqual(russian.text, "12 августа 2020, 16:45")
        XCTAssertEqual(MomentText(instant, timeZone: moscow, months: .english).text, "12 August 2020, 16:45")
    }

    func testTheHourHasTwoDigitsAndTheDayFollowsTheZone() throws {
        let utc = try XCTUnwrap(TimeZone(identifier: "UTC"))
        let instant = Date(timeIntervalSince1970: 1_795_393_500)  // 2026-11-23 00:25 UTC
        XCTAssertEqual(MomentText(instant, timeZone: utc, months: .english).text, "23 November 2026, 00:25")
        let newYork = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
        XCTAssertEqual(MomentText(instant, timeZone: newYork, months: .english).text, "22 November 2026, 19:25")
    }

    /// Payments' dates and receipts' session lines: digits to the minute on the zone's clock.
    func testNumericMinutes() throws {
        let utc = try XCTUnwrap(TimeZone(identifier: "UTC"))
        let moscow = try XCTUnwrap(TimeZone(identifier: "Europe/Moscow"))
        let kolkata = try XCTUnwrap(TimeZone(identifier: "Asia/Kolkata"))
        let kiritimati = try XCTUnwrap(TimeZone(identifier: "Pacific/Kiritimati"))
        func numeric(_ seconds: Double, _ zone: TimeZone) -> String {
            MomentText.numeric(Date(timeIntervalSince1970: seconds), timeZone: zone)
        }
        XCTAssertEqual(numeric(1_582_148_046, utc), "2020-02-19 21:34")
        XCTAssertEqual(numeric(1_582_148_046, moscow), "2020-02-20 00:34")
        XCTAssertEqual(numeric(1_582_148_046, kolkata), "2020-02-20 03:04")
        XCTAssertEqual(numeric(-1, utc), "1969-12-31 23:59", "seconds are dropped, not rounded")
        XCTAssertEqual(numeric(59.999, utc), "1970-01-01 00:00")
        XCTAssertEqual(numeric(253_402_300_799, kiritimati), "10000-01-01 13:59")
        XCTAssertEqual(numeric(-62_135_596_800, utc), "0001-01-01 00:00")
        XCTAssertEqual(numeric(1e300, utc), numeric(1e15, utc), "a hand-edited date is written, not trapped on")
        XCTAssertEqual(numeric(-.infinity, utc), "1970-01-01 00:00")
    }

    /// The same text as the DateFormatter ("yyyy-MM-dd HH:mm", en_US_POSIX) both modules used
    /// before, over a century of instants and zones with half hours and summer time.
    func testNumericAgreesWithTheFormatterItReplaced() throws {
        for identifier in ["UTC", "Europe/Moscow", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"] {
            let zone = try XCTUnwrap(TimeZone(identifier: identifier))
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.timeZone = zone
            formatter.dateFormat = "yyyy-MM-dd HH:mm"
            var seconds = -2_000_000_000.0
            while seconds < 4_200_000_000 {
                let instant = Date(timeIntervalSince1970: seconds)
                XCTAssertEqual(
                    MomentText.numeric(instant, timeZone: zone), formatter.string(from: instant),
                    "\(seconds) \(identifier)")
                seconds += 7_654_321.5
            }
        }
    }
}
