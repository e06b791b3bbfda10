import XCTest

@testable import PlotCore

/// Expected values from d3-time's tests. d3 runs them with TZ=America/Los_Angeles; the local
/// cases here pass that zone explicitly (`D3Dates.local`), the utc* cases use UTC, and the
/// cases of test/test-time-zones name their own zones.
final class CalendarIntervalTests: XCTestCase {
    private let la = D3Dates.losAngeles
    private func utc(_ y: Int, _ m: Int, _ d: Int = 1, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0, _ ms: Int = 0)
        -> Double
    { D3Dates.utc(y, m, d, h, mi, s, ms) }
    private func local(_ y: Int, _ m: Int, _ d: Int = 1, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0, _ ms: Int = 0)
        -> Double
    { D3Dates.local(y, m, d, h, mi, s, ms) }
    private func interval(_ unit: CalendarInterval.Unit, _ zone: TimeZone? = nil) -> CalendarInterval {
        CalendarInterval(unit, timeZone: zone ?? la)
    }

    // d3-time test/day-test.js: "timeDay.floor(date) returns days", "... observes daylight saving"
    func testDayFloor() {
        let day = interval(.day)
        XCTAssertEqual(day.floor(local(2010, 11, 31, 23)), local(2010, 11, 31))
        XCTAssertEqual(day.floor(local(2011, 0, 1, 0)), local(2011, 0, 1))
        XCTAssertEqual(day.floor(local(2011, 0, 1, 1)), local(2011, 0, 1))
        XCTAssertEqual(day.floor(utc(2011, 2, 13, 7)), local(2011, 2, 12))
        XCTAssertEqual(day.floor(utc(2011, 2, 13, 8)), local(2011, 2, 13))
        XCTAssertEqual(day.floor(utc(2011, 2, 13, 10)), local(2011, 2, 13))
        XCTAssertEqual(day.floor(utc(2011, 10, 6, 7)), local(2011, 10, 6))
        XCTAssertEqual(day.floor(utc(2011, 10, 6, 10)), local(2011, 10, 6))
    }

    // d3-time test/day-test.js: "timeDay.ceil(date) returns days", "... observes start of daylight
    // saving", "... observes end of daylight saving"
    func testDayCeil() {
        let day = interval(.day)
        XCTAssertEqual(day.ceil(local(2010, 11, 30, 23)), local(2010, 11, 31))
        XCTAssertEqual(day.ceil(local(2010, 11, 31, 0)), local(2010, 11, 31))
        XCTAssertEqual(day.ceil(local(2010, 11, 31, 1)), local(2011, 0, 1))
        XCTAssertEqual(day.ceil(utc(2011, 2, 13, 7)), local(2011, 2, 13))
        XCTAssertEqual(day.ceil(utc(2011, 2, 13, 8)), local(2011, 2, 13))
        XCTAssertEqual(day.ceil(utc(2011, 2, 13, 9)), local(2011, 2, 14))
        XCTAssertEqual(day.ceil(utc(2011, 10, 6, 7)), local(2011, 10, 6))
        XCTAssertEqual(day.ceil(utc(2011, 10, 6, 8)), local(2011, 10, 7))
    }

    // d3-time test/day-test.js: "timeDay.offset(date, step) does not round the passed-in date",
    // "... allows step to be negative", "... positive", "... zero"
    func testDayOffset() {
        let day = interval(.day)
        XCTAssertEqual(day.offset(local(2010, 11, 31, 23, 59, 59, 999), by: 1), local(2011, 0, 1, 23, 59, 59, 999))
        XCTAssertEqual(day.offset(local(2010, 11, 31, 23, 59, 59, 456), by: -2), local(2010, 11, 29, 23, 59, 59, 456))
        XCTAssertEqual(day.offset(local(2011, 0, 1), by: -2), local(2010, 11, 30))
        XCTAssertEqual(day.offset(local(2010, 11, 30), by: 2), local(2011, 0, 1))
        XCTAssertEqual(day.offset(local(2010, 11, 31, 23, 59, 58, 0), by: 0), local(2010, 11, 31, 23, 59, 58, 0))
    }

    // d3-time test/day-test.js: "timeDay.count(start, end) counts days after start (exclusive) and
    // before end (inclusive)", "... observes daylight saving", "... returns 364 or 365 for a full year"
    func testDayCount() {
        let day = interval(.day)
        XCTAssertEqual(day.count(from: local(2011, 0, 1, 0), to: local(2011, 4, 9, 0)), 128)
        XCTAssertEqual(day.count(from: local(2010, 11, 31, 23), to: local(2011, 4, 9, 0)), 129)
        XCTAssertEqual(day.count(from: local(2011, 0, 1, 0), to: local(2011, 4, 8, 23)), 127)
        XCTAssertEqual(day.count(from: local(2011, 0, 1), to: local(2011, 2, 13, 3)), 71)
        XCTAssertEqual(day.count(from: local(2011, 0, 1), to: local(2011, 10, 6, 2)), 309)
        XCTAssertEqual(day.count(from: local(2000, 0, 1), to: local(2000, 11, 31)), 365)
        XCTAssertEqual(day.count(from: local(2001, 0, 1), to: local(2001, 11, 31)), 364)
    }

    // d3-time test/day-test.js: "timeDay.every(step) returns every stepth day, starting with the
    // first day of the month"; test/utcDay-test.js: the same for utcDay
    func testDayEvery() {
        let zones: [(TimeZone, (Int, Int, Int, Int, Int, Int, Int) -> Double)] = [(la, self.local), (.utc, self.utc)]
        for (zone, date) in zones {
            let day = interval(.day, zone)
            func d(_ y: Int, _ m: Int, _ dd: Int, _ h: Int = 0, _ mi: Int = 0) -> Double { date(y, m, dd, h, mi, 0, 0) }
            XCTAssertEqual(
                day.every(3)!.range(from: d(2008, 11, 30, 0, 12), to: d(2009, 0, 5, 23, 48)),
                [d(2008, 11, 31), d(2009, 0, 1), d(2009, 0, 4)])
            XCTAssertEqual(
                day.every(5)!.range(from: d(2008, 11, 30, 0, 12), to: d(2009, 0, 6, 23, 48)),
                [d(2008, 11, 31), d(2009, 0, 1), d(2009, 0, 6)])
            XCTAssertEqual(
                day.every(7)!.range(from: d(2008, 11, 30, 0, 12), to: d(2009, 0, 8, 23, 48)),
                [d(2009, 0, 1), d(2009, 0, 8)])
        }
    }

    // d3-time test/hour-test.js: "timeHour.floor(date) observes start of daylight savings time",
    // "... end of daylight savings time", "timeHour.range(start, stop) observes start / end of
    // daylight savings time", "timeHour.every(step) returns every stepth hour ...", "timeHour.range(start,
    // stop) returns every hour crossing the daylight savings boundary"
    func testHours() {
        let hour = interval(.hour)
        XCTAssertEqual(hour.floor(utc(2011, 2, 13, 8, 59)), utc(2011, 2, 13, 8))
        XCTAssertEqual(hour.floor(utc(2011, 2, 13, 9, 1)), utc(2011, 2, 13, 9))
        XCTAssertEqual(hour.floor(utc(2011, 10, 6, 8, 59)), utc(2011, 10, 6, 8))
        XCTAssertEqual(
            hour.range(from: local(2011, 2, 13, 1), to: local(2011, 2, 13, 5)),
            [utc(2011, 2, 13, 9), utc(2011, 2, 13, 10), utc(2011, 2, 13, 11)])
        XCTAssertEqual(
            hour.range(from: local(2011, 10, 6, 0), to: local(2011, 10, 6, 2)),
            [utc(2011, 10, 6, 7), utc(2011, 10, 6, 8), utc(2011, 10, 6, 9)])
        XCTAssertEqual(
            hour.every(4)!.range(from: local(2008, 11, 30, 12, 47), to: local(2008, 11, 31, 13, 57)),
            [
                local(2008, 11, 30, 16), local(2008, 11, 30, 20), local(2008, 11, 31, 0), local(2008, 11, 31, 4),
                local(2008, 11, 31, 8), local(2008, 11, 31, 12),
            ])
        XCTAssertEqual(
            hour.every(12)!.range(from: local(2008, 11, 30, 12, 47), to: local(2008, 11, 31, 13, 57)),
            [local(2008, 11, 31, 0), local(2008, 11, 31, 12)])
        XCTAssertEqual(
            hour.range(from: 1_478_422_800 - 2 * 3600, to: 1_478_422_800 + 2 * 3600),
            [1_478_415_600, 1_478_419_200, 1_478_422_800, 1_478_426_400])
    }

    // d3-time test/minute-test.js and test/second-test.js: "timeMinute.every(step) ...",
    // "timeSecond.every(step) ...", "... returns every minute / second crossing the daylight
    // savings boundary"
    func testMinutesAndSeconds() {
        let minute = interval(.minute)
        XCTAssertEqual(
            minute.every(15)!.range(from: local(2008, 11, 30, 12, 47), to: local(2008, 11, 30, 13, 57)),
            [
                local(2008, 11, 30, 13, 0), local(2008, 11, 30, 13, 15), local(2008, 11, 30, 13, 30),
                local(2008, 11, 30, 13, 45),
            ])
        XCTAssertEqual(
            minute.range(from: 1_478_422_800 - 120, to: 1_478_422_800 + 120),
            [1_478_422_680, 1_478_422_740, 1_478_422_800, 1_478_422_860])
        let second = interval(.second)
        XCTAssertEqual(
            second.every(30)!.range(from: local(2008, 11, 30, 12, 36, 47), to: local(2008, 11, 30, 12, 37, 57)),
            [local(2008, 11, 30, 12, 37, 0), local(2008, 11, 30, 12, 37, 30)])
        XCTAssertEqual(
            second.range(from: 1_478_422_800 - 2, to: 1_478_422_800 + 2),
            [1_478_422_798, 1_478_422_799, 1_478_422_800, 1_478_422_801])
    }

    // d3-time test/week-test.js: "timeWeek.range(start, stop) observes start / end of daylight
    // savings time", "timeWeek.every(step) returns every stepth Sunday, ..."
    func testWeeks() {
        let week = interval(.week)
        XCTAssertEqual(
            week.range(from: local(2011, 2, 1), to: local(2011, 2, 28)),
            [local(2011, 2, 6), local(2011, 2, 13), local(2011, 2, 20), local(2011, 2, 27)])
        XCTAssertEqual(
            week.range(from: local(2011, 10, 1), to: local(2011, 10, 30)),
            [local(2011, 10, 6), local(2011, 10, 13), local(2011, 10, 20), local(2011, 10, 27)])
        XCTAssertEqual(
            week.every(2)!.range(from: local(2008, 11, 3), to: local(2009, 1, 5)),
            [local(2008, 11, 7), local(2008, 11, 21), local(2009, 0, 4), local(2009, 0, 18), local(2009, 1, 1)])
    }

    // d3-time test/month-test.js: "timeMonth.floor(date) returns months", "timeMonth.ceil(date)
    // returns months", "timeMonth.offset(date, step) allows step to be negative / positive",
    // "timeMonth.count(start, end) ...", "timeMonth.every(step) returns every stepth month ..."
    func testMonths() {
        let month = interval(.month)
        XCTAssertEqual(month.floor(local(2010, 11, 31, 23, 59, 59)), local(2010, 11, 1))
        XCTAssertEqual(month.floor(local(2011, 0, 1, 0, 0, 1)), local(2011, 0, 1))
        XCTAssertEqual(month.floor(local(2011, 2, 13, 1)), local(2011, 2, 1))
        XCTAssertEqual(month.ceil(local(2010, 11, 31, 23, 59, 59)), local(2011, 0, 1))
        XCTAssertEqual(month.ceil(local(2011, 0, 1, 0, 0, 0)), local(2011, 0, 1))
        XCTAssertEqual(month.ceil(local(2011, 10, 6, 1)), local(2011, 11, 1))
        XCTAssertEqual(month.offset(local(2010, 11, 31), by: -1), local(2010, 10, 31))
        XCTAssertEqual(month.offset(local(2010, 11, 31), by: 1), local(2011, 0, 31))
        XCTAssertEqual(month.offset(local(2010, 11, 30), by: 2), local(2011, 1, 30))
        XCTAssertEqual(month.count(from: local(2010, 11, 31), to: local(2011, 4, 1)), 5)
        XCTAssertEqual(month.count(from: local(2012, 4, 1), to: local(2009, 11, 31)), -29)
        XCTAssertEqual(
            month.every(3)!.range(from: local(2008, 11, 3), to: local(2010, 6, 5)),
            [
                local(2009, 0, 1), local(2009, 3, 1), local(2009, 6, 1), local(2009, 9, 1), local(2010, 0, 1),
                local(2010, 3, 1), local(2010, 6, 1),
            ])
    }

    // d3-time test/year-test.js: "timeYear.every(step) returns every stepth year, starting with year
    // zero"; test/utcMultiYear-test.js: "utcYear.every(n).floor / ceil / offset / range ..."
    func testYears() {
        XCTAssertEqual(
            interval(.year).every(5)!.range(from: local(2008, 0), to: local(2023, 0)),
            [local(2010, 0), local(2015, 0), local(2020, 0)])
        let decade = CalendarInterval(.year).every(10)!
        XCTAssertEqual(decade.floor(utc(2009, 11, 31, 23, 59, 59)), utc(2000, 0, 1))
        XCTAssertEqual(decade.floor(utc(2010, 0, 1, 0, 0, 1)), utc(2010, 0, 1))
        let century = CalendarInterval(.year).every(100)!
        XCTAssertEqual(century.ceil(utc(1999, 11, 31, 23, 59, 59)), utc(2000, 0, 1))
        XCTAssertEqual(century.ceil(utc(2000, 0, 1, 0, 0, 1)), utc(2100, 0, 1))
        let five = CalendarInterval(.year).every(5)!
        XCTAssertEqual(five.offset(utc(2010, 11, 31, 23, 59, 59, 999), by: 1), utc(2015, 11, 31, 23, 59, 59, 999))
        XCTAssertEqual(five.offset(utc(2010, 11, 31, 23, 59, 59, 456), by: -2), utc(2000, 11, 31, 23, 59, 59, 456))
        XCTAssertEqual(
            decade.range(from: utc(2010, 0, 1), to: utc(2031, 0, 1)),
            [utc(2010, 0, 1), utc(2020, 0, 1), utc(2030, 0, 1)])
    }

    // d3-time test/test-time-zones: Asia/Kolkata (+5:30) and Asia/Kathmandu (+5:45) hours
    func testHoursInHalfHourZones() {
        let kolkata = CalendarInterval(.hour, timeZone: TimeZone(identifier: "Asia/Kolkata")!)
        XCTAssertEqual(kolkata.floor(1_456_279_843.199), 1_456_277_400)
        XCTAssertEqual(kolkata.ceil(1_456_279_843.199), 1_456_281_000)
        let kathmandu = CalendarInterval(.hour, timeZone: TimeZone(identifier: "Asia/Kathmandu")!)
        XCTAssertEqual(kathmandu.floor(1_456_279_843.199), 1_456_276_500)
        XCTAssertEqual(kathmandu.ceil(1_456_279_843.199), 1_456_280_100)
    }

    // d3-time test/test-time-zones: America/Sao_Paulo, where daylight saving began and ended at
    // midnight (a day starting at 01:00, and a midnight that happened twice)
    func testDaysWhenDaylightSavingChangesAtMidnight() {
        let day = CalendarInterval(.day, timeZone: TimeZone(identifier: "America/Sao_Paulo")!)
        XCTAssertEqual(day.floor(utc(2016, 1, 21, 1)), 1_455_933_600)
        XCTAssertEqual(day.floor(utc(2016, 1, 21, 3)), 1_456_023_600)
        XCTAssertEqual(day.ceil(utc(2016, 1, 21, 2)), 1_456_023_600)
        XCTAssertEqual(day.ceil(utc(2016, 1, 21, 4)), 1_456_110_000)
        XCTAssertEqual(day.round(utc(2016, 1, 20, 15)), 1_456_023_600)
        XCTAssertEqual(day.floor(utc(2016, 9, 16, 2)), 1_476_500_400)
        XCTAssertEqual(day.floor(utc(2016, 9, 16, 3)), 1_476_586_800)
        XCTAssertEqual(day.ceil(utc(2016, 9, 16, 4)), 1_476_669_600)
        XCTAssertEqual(
            day.range(from: 1_476_414_000, to: 1_476_756_000),
            [1_476_414_000, 1_476_500_400, 1_476_586_800, 1_476_669_600])
    }

    func testEveryRejectsStepsBelowOne() {
        XCTAssertNil(CalendarInterval(.day).every(0))
        XCTAssertNil(CalendarInterval(.day).every(-3))
        XCTAssertEqual(CalendarInterval(.day).every(1), CalendarInterval(.day))
    }
}
