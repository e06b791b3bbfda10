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
}
