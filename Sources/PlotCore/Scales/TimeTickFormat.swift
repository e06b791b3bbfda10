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

    /// The labels of an axis's ticks: d3's, with one format for every tick that starts a day
    /// (not a month): d3's own `%b %d` ("Jan 07" and "Jan 08", where d3 writes "Sat 07" beside
    /// a Sunday's "Jan 08", so an axis of days read two formats). On an axis whose ticks fall
    /// within days (hours, minutes, seconds) the first tick also says its date ("Jan 01,
    /// 01 PM"): d3 writes only what changes, so a chart of one day's hours would never name
    /// the day. A tick that starts a year keeps d3's "2012", and one that starts a month on an
    /// axis of days or longer d3's "February": that is the news there.
    func labels(for ticks: [Double]) -> [String] {
        var labels = ticks.map(string(for:))
        let dates = ticks.map(CalendarInterval.milliseconds)
        guard dates.allSatisfy(\.isFinite) else { return labels }
        let withinDays = dates.contains { !clock.starts(.day, $0) }
        for (index, date) in dates.enumerated() where clock.starts(.day, date) && !clock.starts(.year, date) {
            // Among hours a new month's midnight is a date too: "Feb 01", not "February".
            if withinDays || !clock.starts(.month, date) { labels[index] = day(date) }
        }
        if let first = dates.first, !clock.starts(.day, first), !clock.starts(.year, first) {
            labels[0] = day(first) + ", " + timeOfDay(first)
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
