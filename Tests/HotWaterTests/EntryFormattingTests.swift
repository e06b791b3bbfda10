import Foundation
import XCTest

@testable import HotWater

/// The four lines, Russian dates with genitive months, and what happens to odd values.
final class EntryFormattingTests: XCTestCase {
    var russian: ScheduleEntryText!
    var english: ScheduleEntryText!

    override func setUpWithError() throws {
        russian = ScheduleEntryText(strings: try HotWaterStrings.load(.ru))
        english = ScheduleEntryText(strings: try HotWaterStrings.load(.en))
    }

    func testTheTaskSampleExactly() {
        let row = ScheduleRow(
            settlement: "Санкт-Петербург", street: "Краснопутиловская", house: "15", building: "1", letter: "А",
            period: "20.05.2019-02.07.2019")
        XCTAssertEqual(
            russian.lines(row),
            ["Санкт-Петербург", "Краснопутиловская", "дом 15 корпус 1 литер А", "20 мая 2019 - 2 июля 2019"])
    }

    func testEveryMonthInTheGenitive() throws {
        let genitive = [
            "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
            "декабря",
        ]
        for (index, month) in genitive.enumerated() {
            let date = try XCTUnwrap(CalendarDate(year: 2020, month: index + 1, day: 1))
            XCTAssertEqual(russian.date(date), "1 \(month) 2020")
        }
        XCTAssertEqual(russian.date(try XCTUnwrap(CalendarDate(year: 2020, month: 12, day: 31))), "31 декабря 2020")
    }

    func testNoZeroPaddingAndNoYearWord() {
        let text = russian.period(ShutdownPeriod("01.09.2020-09.09.2020"))
        XCTAssertEqual(text, "1 сентября 2020 - 9 сентября 2020")
        XCTAssertFalse(text.contains("г."))
        XCTAssertFalse(text.contains(" 0"))
    }

    func testBuildingAndLetterOnlyWhenPresent() {
        func address(_ building: String, _ letter: String) -> String {
            russian.address(
                ScheduleRow(settlement: "", street: "", house: "7", building: building, letter: letter, period: ""))
        }
        XCTAssertEqual(address("", ""), "дом 7")
        XCTAssertEqual(address("2", ""), "дом 7 корпус 2")
        XCTAssertEqual(address("", "Б"), "дом 7 литер Б")
        XCTAssertEqual(address("  ", " "), "дом 7", "whitespace-only is absent")
        XCTAssertEqual(
            russian.address(ScheduleRow(settlement: "", street: "", house: "", building: "3", period: "")), "корпус 3")
    }

    func testUnparsablePeriodsAreShownAsSent() {
        for raw in [
            "22.06.2020-", "с 22.06.2020 по 05.07.2020", "31.06.2020-14.07.2020", "уточняется", "22.06.2020 05.07.2020",
            "05.07.2020-22.06.2020", "22.06.20-05.07.20", "22.6.2020-5.7.2020-1.8.2020",
        ] {
            XCTAssertEqual(ShutdownPeriod(raw), .unparsed(raw), raw)
            XCTAssertEqual(russian.lines(ScheduleRow(settlement: "", street: "", house: "1", period: raw))[3], raw)
        }
        XCTAssertEqual(russian.period(ShutdownPeriod("")), "")
    }

    func testLenientPeriodSpellings() {
        XCTAssertEqual(russian.period(ShutdownPeriod("22.06.2020 - 05.07.2020")), "22 июня 2020 - 5 июля 2020")
        XCTAssertEqual(russian.period(ShutdownPeriod("22.06.2020–05.07.2020")), "22 июня 2020 - 5 июля 2020")
        XCTAssertEqual(russian.period(ShutdownPeriod("2.7.2019")), "2 июля 2019")
        XCTAssertEqual(russian.period(ShutdownPeriod("29.02.2020-01.03.2020")), "29 февраля 2020 - 1 марта 2020")
        XCTAssertEqual(ShutdownPeriod("29.02.2019-01.03.2019"), .unparsed("29.02.2019-01.03.2019"))
    }

    func testEnglish() {
        let row = ScheduleRow(
            settlement: "Санкт-Петербург", street: "Ветеранов", house: "15", building: "1",
            period: "20.05.2019-02.07.2019")
        XCTAssertEqual(english.lines(row)[2...], ["house 15 building 1", "20 May 2019 - 2 July 2019"])
    }

    func testMomentInAGivenZone() throws {
        let zone = try XCTUnwrap(TimeZone(identifier: "Europe/Moscow"))
        let date = Date(timeIntervalSince1970: 1_597_239_900)  // 2020-08-12 13:45 UTC
        XCTAssertEqual(russian.moment(date, timeZone: zone), "12 августа 2020, 16:45")
        XCTAssertEqual(english.moment(date, timeZone: zone), "12 August 2020, 16:45")
    }

    func testNumbersAndTemplates() {
        XCTAssertEqual(russian.strings.number(13402), "13\u{a0}402")
        XCTAssertEqual(english.strings.number(13402), "13,402")
        XCTAssertEqual(english.strings.number(999), "999")
        XCTAssertEqual(english.strings.number(1_000_000), "1,000,000")
        XCTAssertEqual(russian.strings.format(russian.strings.page, ["page": "1", "pages": "9"]), "стр. 1 из 9")
    }
}

final class StringsAndSearchTests: XCTestCase {
    /// Both resource files decode with every key; months come from PlotCore's table.
    func testEveryLanguageLoads() throws {
        for language in HotWaterLanguage.allCases {
            let strings = try HotWaterStrings.load(language)
            XCTAssertEqual(strings.language, language)
            XCTAssertEqual(strings.months, language == .ru ? .russian : .english)
            XCTAssertFalse(strings.title.isEmpty)
        }
        XCTAssertNotEqual(try HotWaterStrings.load(.ru).title, try HotWaterStrings.load(.en).title)
    }

    func testLanguageFromTheEnvironment() {
        XCTAssertEqual(HotWaterLanguage.fromEnvironment(["LANG": "ru_RU.UTF-8"]), .ru)
        XCTAssertEqual(HotWaterLanguage.fromEnvironment(["LANG": "en_US.UTF-8"]), .en)
        XCTAssertEqual(HotWaterLanguage.fromEnvironment(["LANG": "ru_RU.UTF-8", "LC_ALL": "C"]), .en)
        XCTAssertEqual(HotWaterLanguage.fromEnvironment(["LANG": "C", "LC_ALL": "ru_RU.UTF-8"]), .ru)
        XCTAssertEqual(HotWaterLanguage.fromEnvironment(["LC_ALL": "", "LANG": "ru_UA"]), .ru)
        XCTAssertEqual(HotWaterLanguage.fromEnvironment([:]), .en)
    }

    func testSearchIgnoresCaseAndYo() {
        let streets = ["Лётчика Пилютова", "Ветеранов", "Новосёлов", "Краснопутиловская"]
        func found(_ query: String) -> [String] {
            let search = StreetSearch(query)
            return streets.filter {
                search.matches(ScheduleRow(settlement: "", street: $0, house: "", period: ""))
            }
        }
        XCTAssertEqual(found("летчика"), ["Лётчика Пилютова"])
        XCTAssertEqual(found("ЛЁТЧИКА"), ["Лётчика Пилютова"])
        XCTAssertEqual(found("новоселов"), ["Новосёлов"])
        XCTAssertEqual(found("ветеран"), ["Ветеранов"])
        XCTAssertEqual(found("  ВЕТЕРАНОВ "), ["Ветеранов"])
        XCTAssertEqual(found(""), streets)
        XCTAssertEqual(found("невский"), [])
    }
}
