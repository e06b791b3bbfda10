import XCTest

@testable import PlotCore

/// Expected values from d3-scale test/utcTime-test.js (UTC) and test/time-test.js (local time,
/// which d3 runs with TZ=America/Los_Angeles: passed here as the scale's zone). Dates are d3's
/// `utc(...)` / `local(...)` argument lists: year, month from 0, day, hours, minutes, seconds, ms.
final class TimeScaleTests: XCTestCase {
    private typealias D = [Int]

    private func date(_ parts: D, _ zone: TimeZone) -> Double {
        let p = parts + [Int](repeating: 0, count: 7 - parts.count)
        let day = parts.count > 2 ? p[2] : 1
        return zone == .utc
            ? D3Dates.utc(p[0], p[1], day, p[3], p[4], p[5], p[6])
            : D3Dates.local(p[0], p[1], day, p[3], p[4], p[5], p[6])
    }

    private func scale(_ start: D, _ end: D, _ zone: TimeZone) -> TimeScale {
        TimeScale(domain: date(start, zone), date(end, zone), range: 0, 1, timeZone: zone)
    }

    // d3-scale test/utcTime-test.js and test/time-test.js: "ticks(count) can generate sub-second /
    // 1-, 5-, 15-, 30-second / 1-, 5-, 15-, 30-minute / 1-, 3-, 6-, 12-hour / 1-, 2-day / 1-week /
    // 1-, 3-month / 1-year ticks" (the two files share these cases)
    func testTicksPickD3sInterval() {
        let cases: [(D, D, Int, [D])] = [
            (
                [2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 0, 1], 4,
                [
                    [2011, 0, 1, 12, 0, 0, 0], [2011, 0, 1, 12, 0, 0, 200], [2011, 0, 1, 12, 0, 0, 400],
                    [2011, 0, 1, 12, 0, 0, 600], [2011, 0, 1, 12, 0, 0, 800], [2011, 0, 1, 12, 0, 1, 0],
                ]
            ),
            (
                [2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 0, 4], 4,
                [
                    [2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 0, 1], [2011, 0, 1, 12, 0, 2], [2011, 0, 1, 12, 0, 3],
                    [2011, 0, 1, 12, 0, 4],
                ]
            ),
            (
                [2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 0, 20], 4,
                [
                    [2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 0, 5], [2011, 0, 1, 12, 0, 10], [2011, 0, 1, 12, 0, 15],
                    [2011, 0, 1, 12, 0, 20],
                ]
            ),
            (
                [2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 0, 50], 4,
                [[2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 0, 15], [2011, 0, 1, 12, 0, 30], [2011, 0, 1, 12, 0, 45]]
            ),
            (
                [2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 1, 50], 4,
                [[2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 0, 30], [2011, 0, 1, 12, 1, 0], [2011, 0, 1, 12, 1, 30]]
            ),
            (
                [2011, 0, 1, 12, 0, 27], [2011, 0, 1, 12, 4, 12], 4,
                [[2011, 0, 1, 12, 1], [2011, 0, 1, 12, 2], [2011, 0, 1, 12, 3], [2011, 0, 1, 12, 4]]
            ),
            (
                [2011, 0, 1, 12, 3, 27], [2011, 0, 1, 12, 21, 12], 4,
                [[2011, 0, 1, 12, 5], [2011, 0, 1, 12, 10], [2011, 0, 1, 12, 15], [2011, 0, 1, 12, 20]]
            ),
            (
                [2011, 0, 1, 12, 8, 27], [2011, 0, 1, 13, 4, 12], 4,
                [[2011, 0, 1, 12, 15], [2011, 0, 1, 12, 30], [2011, 0, 1, 12, 45], [2011, 0, 1, 13, 0]]
            ),
            (
                [2011, 0, 1, 12, 28, 27], [2011, 0, 1, 14, 4, 12], 4,
                [[2011, 0, 1, 12, 30], [2011, 0, 1, 13, 0], [2011, 0, 1, 13, 30], [2011, 0, 1, 14, 0]]
            ),
            (
                [2011, 0, 1, 12, 28, 27], [2011, 0, 1, 16, 34, 12], 4,
                [[2011, 0, 1, 13, 0], [2011, 0, 1, 14, 0], [2011, 0, 1, 15, 0], [2011, 0, 1, 16, 0]]
            ),
            (
                [2011, 0, 1, 14, 28, 27], [2011, 0, 2, 1, 34, 12], 4,
                [[2011, 0, 1, 15, 0], [2011, 0, 1, 18, 0], [2011, 0, 1, 21, 0], [2011, 0, 2, 0, 0]]
            ),
            (
                [2011, 0, 1, 16, 28, 27], [2011, 0, 2, 14, 34, 12], 4,
                [[2011, 0, 1, 18, 0], [2011, 0, 2, 0, 0], [2011, 0, 2, 6, 0], [2011, 0, 2, 12, 0]]
            ),
            (
                [2011, 0, 1, 16, 28, 27], [2011, 0, 3, 21, 34, 12], 4,
                [[2011, 0, 2, 0, 0], [2011, 0, 2, 12, 0], [2011, 0, 3, 0, 0], [2011, 0, 3, 12, 0]]
            ),
            (
                [2011, 0, 1, 16, 28, 27], [2011, 0, 5, 21, 34, 12], 4,
                [[2011, 0, 2], [2011, 0, 3], [2011, 0, 4], [2011, 0, 5]]
            ),
            (
                [2011, 0, 2, 16, 28, 27], [2011, 0, 9, 21, 34, 12], 4,
                [[2011, 0, 3], [2011, 0, 5], [2011, 0, 7], [2011, 0, 9]]
            ),
            (
                [2011, 0, 1, 16, 28, 27], [2011, 0, 23, 21, 34, 12], 4,
                [[2011, 0, 2], [2011, 0, 9], [2011, 0, 16], [2011, 0, 23]]
            ),
            ([2011, 0, 18], [2011, 4, 2], 4, [[2011, 1, 1], [2011, 2, 1], [2011, 3, 1], [2011, 4, 1]]),
            ([2010, 11, 18], [2011, 10, 2], 4, [[2011, 0, 1], [2011, 3, 1], [2011, 6, 1], [2011, 9, 1]]),
            ([2010, 11, 18], [2014, 2, 2], 4, [[2011, 0, 1], [2012, 0, 1], [2013, 0, 1], [2014, 0, 1]]),
            ([2014, 2, 2], [2014, 2, 2], 6, [[2014, 2, 2]]),
        ]
        for zone in [TimeZone.utc, D3Dates.losAngeles] {
            // UTC 2-day ticks changed in d3-time 3.1 (see testUTCTwoDayTicksCountDaysFrom1970).
            for (start, end, count, expected) in cases where !(zone == .utc && expected.first == [2011, 0, 3]) {
                XCTAssertEqual(
                    scale(start, end, zone).ticks(count: count), expected.map { date($0, zone) },
                    "\(zone.identifier) ticks(\(start), \(end), \(count))")
            }
        }
    }

    // d3-time test/utcTicks-test.js: "utcTicks(start, stop, count) can generate 2-day ticks".
    // d3-scale's utcTime-test.js expects Jan 3, 5, 7, 9 here, but its yarn.lock pins d3-time
    // 3.0.0; since 3.1 (unixDay, d3-time #58) UTC ticks count days from 1970, as ported here.
    func testUTCTwoDayTicksCountDaysFrom1970() {
        XCTAssertEqual(
            scale([2011, 0, 2, 16, 28, 27], [2011, 0, 9, 21, 34, 12], .utc).ticks(count: 4),
            [[2011, 0, 4], [2011, 0, 6], [2011, 0, 8]].map { date($0, .utc) })
    }

    // d3-scale test/utcTime-test.js: "scaleUtc.ticks(count) can generate multi-year ticks"
    // (the local twin starts in year 0, before Foundation's Gregorian calendar: UTC only)
    func testMultiYearTicks() {
        XCTAssertEqual(
            scale([0, 11, 18], [2014, 2, 2], .utc).ticks(count: 6),
            [[500, 0, 1], [1000, 0, 1], [1500, 0, 1], [2000, 0, 1]].map { date($0, .utc) })
    }

    // d3-scale test/time-test.js: "time.ticks() returns descending ticks for a descending domain"
    func testDescendingDomain() {
        let la = D3Dates.losAngeles
        XCTAssertEqual(
            scale([2014, 2, 2], [2010, 11, 18], la).ticks(count: 4),
            [[2014, 0, 1], [2013, 0, 1], [2012, 0, 1], [2011, 0, 1]].map { date($0, la) })
        XCTAssertEqual(
            scale([2011, 10, 2], [2010, 11, 18], la).ticks(count: 4),
            [[2011, 9, 1], [2011, 6, 1], [2011, 3, 1], [2011, 0, 1]].map { date($0, la) })
    }

    // d3-scale test/utcTime-test.js and test/time-test.js: "nice() is an alias for nice(10)",
    // "nice() can nice sub-second domains", "... multi-year domains", "... empty domains",
    // "nice(count) nices using the specified tick count"
    func testNice() {
        for zone in [TimeZone.utc, D3Dates.losAngeles] {
            let cases: [(D, D, Int, D, D)] = [
                ([2009, 0, 1, 0, 17], [2009, 0, 1, 23, 42], 10, [2009, 0, 1], [2009, 0, 2]),
                (
                    [2013, 0, 1, 12, 0, 0, 0], [2013, 0, 1, 12, 0, 0, 128], 10, [2013, 0, 1, 12, 0, 0, 0],
                    [2013, 0, 1, 12, 0, 0, 130]
                ),
                ([2001, 0, 1], [2138, 0, 1], 10, [2000, 0, 1], [2140, 0, 1]),
                ([2009, 0, 1, 0, 12], [2009, 0, 1, 0, 12], 10, [2009, 0, 1, 0, 12], [2009, 0, 1, 0, 12]),
                ([2009, 0, 1, 0, 17], [2009, 0, 1, 23, 42], 100, [2009, 0, 1, 0, 15], [2009, 0, 1, 23, 45]),
            ]
            for (start, end, count, niceStart, niceEnd) in cases {
                let niced = scale(start, end, zone).niced(count: count)
                XCTAssertEqual(
                    [niced.domainStart, niced.domainEnd], [date(niceStart, zone), date(niceEnd, zone)],
                    "\(zone.identifier) nice(\(start), \(end), \(count))")
            }
        }
    }

    // d3-scale test/utcTime-test.js and test/time-test.js: "nice(interval) nices using the specified
    // time interval", "nice(interval) can nice empty domains", "nice(interval.every(step)) ..."
    func testNiceToAnInterval() {
        for zone in [TimeZone.utc, D3Dates.losAngeles] {
            // d3's tests nice the same scale in turn, each call starting from the last one's domain.
            var x = scale([2009, 0, 1, 0, 12], [2009, 0, 1, 23, 48], zone)
            func niced(_ unit: CalendarInterval.Unit, every step: Int = 1) -> [Double] {
                x = x.niced(interval: CalendarInterval(unit, timeZone: zone).every(step)!)
                return [x.domainStart, x.domainEnd]
            }
            func dates(_ a: D, _ b: D) -> [Double] { [date(a, zone), date(b, zone)] }
            XCTAssertEqual(niced(.day), dates([2009, 0, 1], [2009, 0, 2]))
            XCTAssertEqual(niced(.week), dates([2008, 11, 28], [2009, 0, 4]))
            XCTAssertEqual(niced(.month), dates([2008, 11, 1], [2009, 1, 1]))
            XCTAssertEqual(niced(.year), dates([2008, 0, 1], [2010, 0, 1]))
            x = scale([2009, 0, 1, 0, 12], [2009, 0, 1, 23, 48], zone)
            XCTAssertEqual(niced(.day, every: 3), dates([2009, 0, 1], [2009, 0, 4]))
            XCTAssertEqual(niced(.week, every: 2), dates([2008, 11, 21], [2009, 0, 4]))
            XCTAssertEqual(niced(.month, every: 3), dates([2008, 9, 1], [2009, 3, 1]))
            XCTAssertEqual(niced(.year, every: 10), dates([2000, 0, 1], [2010, 0, 1]))
            let empty = scale([2009, 0, 1, 0, 12], [2009, 0, 1, 0, 12], zone)
                .niced(interval: CalendarInterval(.day, timeZone: zone))
            XCTAssertEqual([empty.domainStart, empty.domainEnd], dates([2009, 0, 1], [2009, 0, 2]))
        }
    }

    // d3-scale test/utcTime-test.js: "scaleUtc.ticks(interval) observes the specified tick interval",
    // "scaleUtc.ticks(interval.every(step)) observes the specified tick interval and step"
    func testTicksOfAnInterval() {
        let x = scale([2011, 0, 1, 12, 1, 0], [2011, 0, 1, 12, 4, 4], .utc)
        XCTAssertEqual(
            x.ticks(interval: CalendarInterval(.minute)),
            [[2011, 0, 1, 12, 1], [2011, 0, 1, 12, 2], [2011, 0, 1, 12, 3], [2011, 0, 1, 12, 4]].map { date($0, .utc) })
        let y = scale([2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 33, 4], .utc)
        XCTAssertEqual(
            y.ticks(interval: CalendarInterval(.minute).every(10)!),
            [[2011, 0, 1, 12, 0], [2011, 0, 1, 12, 10], [2011, 0, 1, 12, 20], [2011, 0, 1, 12, 30]].map {
                date($0, .utc)
            })
    }

    // d3-scale test/utcTime-test.js and test/time-test.js: "tickFormat()(date) formats year on New
    // Year's", "... month on the 1st of each month", "... week on Sunday midnight", "... date on
    // midnight", "... hour on minute zero", "... minute on second zero", "otherwise, formats second"
    func testTickFormatSaysOnlyWhatChanges() {
        let cases: [(D, String)] = [
            ([2011, 0, 1], "2011"), ([2012, 0, 1], "2012"), ([2011, 1, 1], "February"), ([2011, 2, 1], "March"),
            ([2011, 3, 1], "April"), ([2011, 1, 6], "Feb 06"), ([2011, 1, 13], "Feb 13"), ([2011, 1, 20], "Feb 20"),
            ([2011, 1, 2], "Wed 02"), ([2011, 1, 3], "Thu 03"), ([2011, 1, 4], "Fri 04"),
            ([2011, 1, 2, 11], "11 AM"), ([2011, 1, 2, 12], "12 PM"), ([2011, 1, 2, 13], "01 PM"),
            ([2011, 1, 2, 11, 59], "11:59"), ([2011, 1, 2, 12, 1], "12:01"), ([2011, 1, 2, 12, 1, 9], ":09"),
            ([2011, 1, 2, 12, 1, 11], ":11"),
        ]
        for zone in [TimeZone.utc, D3Dates.losAngeles] {
            let format = TimeScale(domain: 0, 1, range: 0, 1, timeZone: zone).tickFormat
            for (parts, label) in cases {
                XCTAssertEqual(format.string(for: date(parts, zone)), label, "\(zone.identifier) \(parts)")
            }
        }
        XCTAssertEqual(TimeScale(domain: 0, 1, range: 0, 1).tickFormat.string(for: 0.25), ".250")
    }

    /// An axis of hours, minutes or seconds says the date on its first tick and where a day
    /// starts; the ticks are d3's (the 15-minute, 5-second, 1-, 3-, 6- and 12-hour cases of
    /// "ticks(count) can generate ... ticks" above); its days are written as an axis of days
    /// writes them.
    func testAnAxisOfHoursSaysTheDate() {
        let cases: [(D, D, [String])] = [
            ([2011, 0, 1, 12, 0, 0], [2011, 0, 1, 12, 0, 20], ["Jan 01, 12 PM", ":05", ":10", ":15", ":20"]),
            ([2011, 0, 1, 12, 8, 27], [2011, 0, 1, 13, 4, 12], ["Jan 01, 12:15 PM", "12:30", "12:45", "01 PM"]),
            ([2011, 0, 1, 12, 28, 27], [2011, 0, 1, 16, 34, 12], ["Jan 01, 01 PM", "02 PM", "03 PM", "04 PM"]),
            ([2011, 0, 1, 14, 28, 27], [2011, 0, 2, 1, 34, 12], ["Jan 01, 03 PM", "06 PM", "09 PM", "Jan 02"]),
            ([2011, 0, 1, 16, 28, 27], [2011, 0, 2, 14, 34, 12], ["Jan 01, 06 PM", "Jan 02", "06 AM", "12 PM"]),
            ([2011, 0, 1, 16, 28, 27], [2011, 0, 3, 21, 34, 12], ["Jan 02", "12 PM", "Jan 03", "12 PM"]),
            ([2011, 0, 1, 16, 28, 27], [2011, 0, 5, 21, 34, 12], ["Jan 02", "Jan 03", "Jan 04", "Jan 05"]),
        ]
        for zone in [TimeZone.utc, D3Dates.losAngeles] {
            for (start, end, labels) in cases {
                let x = scale(start, end, zone)
                XCTAssertEqual(x.tickLabels(x.ticks(count: 4), count: 4), labels, "\(zone.identifier) \(start)")
            }
        }
        // Across New Year the year is the news: d3's "2012" stays.
        let newYear = scale([2011, 11, 31, 14, 0, 0], [2012, 0, 1, 10, 0, 0], .utc)
        XCTAssertEqual(
            newYear.tickLabels(newYear.ticks(count: 4), count: 4), ["Dec 31, 06 PM", "2012", "06 AM"])
        XCTAssertEqual(
            TimeScale(domain: 0, 1, range: 0, 1).tickFormat.labels(for: [0.25, 0.5]),
            ["Jan 01, 12:00:00.250 AM", ".500"])
    }

    /// An axis of days writes every day alike, "Jan 07" beside "Jan 08", where d3 writes a
    /// Sunday as "Jan 08" and the other days as "Sat 07" (issue 24: three formats on one axis);
    /// a new month and a new year keep d3's "February" and "2012".
    func testAnAxisOfDaysWritesEveryDayAlike() {
        let week = scale([2012, 0, 1], [2012, 0, 9], .utc)
        XCTAssertEqual(
            week.tickLabels(week.ticks(count: 9), count: 9),
            ["2012", "Jan 02", "Jan 03", "Jan 04", "Jan 05", "Jan 06", "Jan 07", "Jan 08", "Jan 09"])
        let monthEnd = scale([2011, 0, 29], [2011, 1, 3], D3Dates.losAngeles)
        XCTAssertEqual(
            monthEnd.tickLabels(monthEnd.ticks(count: 6), count: 6),
            ["Jan 29", "Jan 30", "Jan 31", "February", "Feb 02", "Feb 03"])
    }

    func testMapsLinearlyInTime() {
        let x = TimeScale(domain: 100, 200, range: 10, 20)
        XCTAssertEqual(x(150), 15)
        XCTAssertEqual(x.invert(12), 120)
    }
}
