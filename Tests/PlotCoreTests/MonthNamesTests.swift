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
}
