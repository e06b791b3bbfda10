import Foundation

/// Wall-clock fields of an instant in one time zone, as JavaScript's Date getters give them.
struct CivilFields: Equatable {
    var year: Int
    /// 0 for January, as in JavaScript.
    var month: Int
    /// 1...31.
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    var millisecond: Int
    /// 0 for Sunday.
    var weekday: Int
}

/// Converts instants (milliseconds since 1970 UTC, as JavaScript's Date holds them) to the wall
/// clock of a time zone and back, with JavaScript's rules: fields overflow into the next unit
/// (January 32 is February 1), a wall time repeated when clocks go back is its first
/// occurrence, and one skipped when they go forward reads with the offset before the jump.
/// This is what d3-time's local intervals lean on through Date's setters.
package struct ZonedClock: Sendable, Equatable {
    static let millisecondsPerDay = 86_400_000.0

    let zone: TimeZone
    /// A zone always at offset zero: d3's utc* intervals apply, and no zone lookup is needed.
    let isUTC: Bool

    init(_ zone: TimeZone) {
        self.zone = zone
        isUTC =
            zone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0
            && zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1e9)) == 0
            && zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: -4e9)) == nil
    }

    /// The zone's offset from UTC at an instant, in milliseconds.
    func offset(atUTC milliseconds: Double) -> Double {
        if isUTC { return 0 }
        return Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: milliseconds / 1000))) * 1000
    }

    /// The wall-clock fields of an instant.
    func fields(_ milliseconds: Double) -> CivilFields {
        let local = milliseconds + offset(atUTC: milliseconds)
        let days = Int((local / Self.millisecondsPerDay).rounded(.down))
        let within = Int(local - Double(days) * Self.millisecondsPerDay)
        let (year, month, day) = CivilTime.civil(fromDays: days)
        return CivilFields(
            year: year, month: month - 1, day: day, hour: within / 3_600_000, minute: within / 60_000 % 60,
            second: within / 1000 % 60, millisecond: within % 1000, weekday: Self.modulo(days + 4, 7))
    }

    /// The instant of a wall-clock time; fields out of range carry over as JavaScript's
    /// MakeDay and MakeTime do (month 12 is January of the next year, day 0 the last of the
    /// month before).
    func instant(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, millisecond: Int = 0
    ) -> Double {
        let wholeYear = year + Int((Double(month) / 12).rounded(.down))
        let monthInYear = Self.modulo(month, 12)
        let days = CivilTime.days(fromYear: wholeYear, month: monthInYear + 1, day: 1) + day - 1
        let time = Double(hour) * 3_600_000 + Double(minute) * 60_000 + Double(second) * 1000 + Double(millisecond)
        return utc(fromLocal: Double(days) * Self.millisecondsPerDay + time)
    }

    /// The instant that shows a local wall time (JavaScript's UTC(t) for local t).
    func utc(fromLocal local: Double) -> Double {
        if isUTC { return local }
        return Self.instant(ofLocalSeconds: local / 1000, in: zone) * 1000
    }

    /// The instant (seconds since 1970 UTC) of a wall time in `zone`, given as seconds since 1970
    /// of that civil time read as UTC, by the rule of Python's `zoneinfo` with `fold=0` (and of
    /// JavaScript's Date): a wall time repeated when clocks go back is its first occurrence, and
    /// one skipped when they go forward reads with the offset before the change (Los Angeles'
    /// 2010-03-14 02:30 is 10:30Z, which the clock shows as 03:30). The one rule every reader of
    /// zoned wall times shares: table cells, typed bounds and the time axis.
    package static func instant(ofLocalSeconds local: Double, in zone: TimeZone) -> Double {
        func offset(_ instant: Double) -> Double {
            Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
        }
        // Real zones change offset at most once within a day of any instant.
        let before = offset(local - 86_400)
        let after = offset(local + 86_400)
        var earliest: Double?
        for candidate in [before, after] {
            let instant = local - candidate
            if offset(instant) == candidate { earliest = min(earliest ?? instant, instant) }
        }
        return earliest ?? local - before
    }

    static func modulo(_ value: Int, _ divisor: Int) -> Int {
        let remainder = value % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
