import Foundation

/// Instants written each in full, as a pie names its slices: all in one form, as short as the
/// values allow, on one time zone's wall clock. "2000" when every value starts a year,
/// "Jan 2000" when every one starts a month, "2000-01-01" a day, then "2000-01-01 14:30",
/// "2000-01-01 14:30:05" and "2000-01-01 14:30:05.250". An axis's ticks name only what changes
/// from the tick before (`TimeTickFormat`, whose month names and padding this shares); a
/// slice's label stands alone.
struct TimeValueFormat: Sendable, Equatable {
    /// How much of an instant the labels write, coarsest first.
    enum Precision: Int, Comparable {
        case year, month, day, minute, second, millisecond

        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    let clock: ZonedClock
    let precision: Precision
    /// Month names in the page's language ("Jan 2000", "янв 2000").
    var names = TimeNames.english

    /// The form that writes every one of `values` (seconds since 1970 UTC) without losing any.
    init(for values: some Sequence<Double>, timeZone: TimeZone) {
        let clock = ZonedClock(timeZone)
        self.clock = clock
        precision = values.lazy.map { Self.precision(of: CalendarInterval.milliseconds($0), clock) }.max() ?? .year
    }

    /// The coarsest form that writes one instant exactly.
    private static func precision(of date: Double, _ clock: ZonedClock) -> Precision {
        guard date.isFinite else { return .year }
        if !clock.starts(.second, date) { return .millisecond }
        if !clock.starts(.minute, date) { return .second }
        if !clock.starts(.day, date) { return .minute }
        if !clock.starts(.month, date) { return .day }
        return clock.starts(.year, date) ? .year : .month
    }

    /// The label of `time` (seconds since 1970 UTC); "" for no instant.
    func string(for time: Double) -> String {
        let date = CalendarInterval.milliseconds(time)
        guard date.isFinite else { return "" }
        let f = clock.fields(date)
        let pad = { NumberText.zeroPadded($0, width: $1) }
        let year = TimeTickFormat.year(f.year)
        switch precision {
        case .year: return year
        case .month: return names.shortMonths[f.month] + " " + year
        case .day, .minute, .second, .millisecond:
            var text = year + "-" + pad(f.month + 1, 2) + "-" + pad(f.day, 2)
            guard precision > .day else { return text }
            text += " " + pad(f.hour, 2) + ":" + pad(f.minute, 2)
            if precision >= .second { text += ":" + pad(f.second, 2) }
            if precision == .millisecond { text += "." + pad(f.millisecond, 3) }
            return text
        }
    }
}
