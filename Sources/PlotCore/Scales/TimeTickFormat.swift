/// d3-scale's multi-scale time format: a tick's label names the largest unit that changes at
/// it, so an axis reads "2011, February, March" or "Wed 02, 06 PM" rather than repeating full
/// dates. In the scale's time zone, in the page's language (`TimeNames`: English below; Russian
/// writes "06 фев" and "13:00"):
///
/// | tick falls on          | format  | example   |
/// |------------------------|---------|-----------|
/// | a fraction of a second | `.%L`   | .250      |
/// | a second               | `:%S`   | :09       |
/// | a minute               | `%I:%M` | 11:59     |
/// | an hour                | `%I %p` | 01 PM     |
/// | a day (not Sunday)     | `%a %d` | Wed 02    |
/// | a Sunday               | `%b %d` | Feb 06    |
/// | a month                | `%B`    | February  |
/// | a year                 | `%Y`    | 2011      |
package struct TimeTickFormat: Sendable, Equatable {
    let clock: ZonedClock
    var names = TimeNames.english

    /// The label of a tick at `time` (seconds since 1970 UTC).
    func string(for time: Double) -> String {
        let date = CalendarInterval.milliseconds(time)
        guard date.isFinite else { return "" }
        let f = clock.fields(date)
        let starts = clock.starts
        let pad = { NumberText.zeroPadded($0, width: $1) }
        if !starts(.second, date) { return "." + pad(f.millisecond, 3) }
        if !starts(.minute, date) { return ":" + pad(f.second, 2) }
        if !starts(.hour, date) { return names.minute(f.hour, f.minute) }
        if !starts(.day, date) { return names.hour(f.hour) }
        if !starts(.month, date) {
            if !starts(.week, date) { return names.dayOfWeek(f.day, weekday: f.weekday) }
            return names.dayOfMonth(f.day, month: f.month)
        }
        if !starts(.year, date) { return names.months[f.month] }
        return Self.year(f.year)
    }

    /// The labels of an axis's ticks: d3's, and, on an axis whose ticks fall within days (hours,
    /// minutes, seconds), the date where d3's would not say it: on the first tick ("Jan 01,
    /// 01 PM") and on every tick that starts a day ("Jan 02" rather than "Sun 02"), in d3's own
    /// `%b %d`. d3 writes only what changes, so a chart of one day's hours never names the day
    /// ("09 AM" ... "05 PM"), and one across midnight names only a weekday. A tick that starts a
    /// year keeps d3's "2012": the year is the news there.
    func labels(for ticks: [Double]) -> [String] {
        var labels = ticks.map(string(for:))
        let dates = ticks.map(CalendarInterval.milliseconds)
        guard dates.allSatisfy(\.isFinite), dates.contains(where: { !clock.starts(.day, $0) }) else { return labels }
        for (index, date) in dates.enumerated() where !clock.starts(.year, date) {
            if clock.starts(.day, date) {
                labels[index] = day(date)
            } else if index == 0 {
                labels[index] = day(date) + ", " + timeOfDay(date)
            }
        }
        return labels
    }

    /// d3's `%b %d`: "Jan 02".
    private func day(_ date: Double) -> String {
        let f = clock.fields(date)
        return names.dayOfMonth(f.day, month: f.month)
    }

    /// The time of day as far as it is not round, with AM or PM: "01 PM", "12:15 PM",
    /// "12:00:05 PM", "12:00:00.250 PM" (d3's `%I %p` and `%I:%M`, with the seconds added).
    private func timeOfDay(_ date: Double) -> String {
        names.timeOfDay(
            clock.fields(date), minutes: !clock.starts(.hour, date), seconds: !clock.starts(.minute, date),
            milliseconds: !clock.starts(.second, date))
    }

    /// d3-time-format's %Y: the year modulo 10000, four digits.
    static func year(_ year: Int) -> String { NumberText.zeroPadded(year % 10000, width: 4) }
}
