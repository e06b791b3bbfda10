import Foundation

/// d3's test helpers `utc(...)` and `local(...)` (test/date.js), as seconds since 1970 UTC, with
/// JavaScript's 0-based months. d3 runs its tests with TZ=America/Los_Angeles, so `local` is
/// that zone here, passed explicitly so the tests do not depend on the machine's zone.
/// Written independently of ZonedClock (a year-by-year day count, and Foundation's calendar for
/// the zone), so the ports are checked against something else.
enum D3Dates {
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    static func utc(
        _ year: Int, _ month: Int, _ day: Int = 1, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
        _ millisecond: Int = 0
    ) -> Double {
        func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
        var days = 0
        if year >= 1970 {
            for y in 1970..<year { days += isLeap(y) ? 366 : 365 }
        } else {
            for y in year..<1970 { days -= isLeap(y) ? 366 : 365 }
        }
        let lengths = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        days += lengths.prefix(month).reduce(0, +) + day - 1
        let milliseconds = ((Double(days) * 24 + Double(hour)) * 60 + Double(minute)) * 60_000
        return (milliseconds + Double(second) * 1000 + Double(millisecond)) / 1000
    }

    /// A wall-clock time in Los Angeles (years after 1900; not inside a DST gap).
    static func local(
        _ year: Int, _ month: Int, _ day: Int = 1, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
        _ millisecond: Int = 0
    ) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = losAngeles
        let components = DateComponents(
            year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second)
        let whole = calendar.date(from: components)!.timeIntervalSince1970.rounded()
        return (whole * 1000 + Double(millisecond)) / 1000
    }
}
