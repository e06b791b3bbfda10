import XCTest

@testable import PlotCore

final class MonthNamesTests: XCTestCase {
    func testRussianHeadersStandAloneAndDatesTakeTheGenitive() {
        XCTAssertEqual(MonthNames.russian.monthTitle(month: 11, year: 2026), "Ноябрь 2026")
        XCTAssertEqual(MonthNames.russian.date(day: 5, month: 5, year: 2021), "5 мая 2021")
        XCTAssertEqual(MonthNames.russian.date(day: 23, month: 3, year: 2020), "23 марта 2020")
        XCTAssertEqual(MonthNames.english.monthTitle(month: 1, year: 2000), "January 2000")
        XCTAssertEqual(MonthNames.english.date(day: 2, month: 7, year: 2019), "2 July 2019")
        XCTAssertEqual(MonthNames.english.date(day: 1, month: 13, year: 2019), "?")
        XCTAssertEqual(MonthNames.russian.standalone.count, 12)
        XCTAssertEqual(MonthNames.russian.afterDay.count, 12)
    }

    func testDigitsGroupInThrees() {
        XCTAssertEqual(NumberText.grouped(13402, separator: "\u{00A0}"), "13\u{00A0}402")
        XCTAssertEqual(NumberText.grouped(1_234_567, separator: ","), "1,234,567")
        XCTAssertEqual(NumberText.grouped(999, separator: ","), "999")
        XCTAssertEqual(NumberText.grouped(0, separator: ","), "0")
        XCTAssertEqual(NumberText.grouped(-1000, separator: ",", minus: "-"), "-1,000")
        XCTAssertEqual(NumberText.grouped(Int.min, separator: ","), "−9,223,372,036,854,775,808")
    }

    /// The one zero padding of dates and times (ISO dates, tick labels, durations, receipts).
    func testZeroPadding() {
        XCTAssertEqual(NumberText.zeroPadded(5, width: 2), "05")
        XCTAssertEqual(NumberText.zeroPadded(0, width: 2), "00")
        XCTAssertEqual(NumberText.zeroPadded(59, width: 2), "59")
        XCTAssertEqual(NumberText.zeroPadded(250, width: 2), "250", "never cut")
        XCTAssertEqual(NumberText.zeroPadded(7, width: 3), "007")
        XCTAssertEqual(NumberText.zeroPadded(-7, width: 4), "-0007", "the sign before the zeros")
        XCTAssertEqual(NumberText.zeroPadded(12345, width: 4), "12345")
        XCTAssertEqual(NumberText.zeroPadded(Int.min, width: 2), "-9223372036854775808")
    }
}
