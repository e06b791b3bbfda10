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
struct ZonedClock: Sendable, Equatable {
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
        let (year, month, day) = Self.civil(fromDays: days)
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
        let days = Self.days(fromCivil: wholeYear, monthInYear + 1, 1) + day - 1
        let time = Double(hour) * 3_600_000 + Double(minute) * 60_000 + Double(second) * 1000 + Double(millisecond)
        return utc(fromLocal: Double(days) * Self.millisecondsPerDay + time)
    }

    /// The instant that shows a local wall time (JavaScript's UTC(t) for local t).
    func utc(fromLocal local: Double) -> Double {
        if isUTC { return local }
        // Real zones change offset at most once within a day of any instant.
        let before = offset(atUTC: local - Self.millisecondsPerDay)
        let after = offset(atUTC: local + Self.millisecondsPerDay)
        var earliest: Double?
        for candidate in [before, after] {
            let instant = local - candidate
            if offset(atUTC: instant) == candidate { earliest = min(earliest ?? instant, instant) }
        }
        // In a gap the wall time does not exist: read it with the offset before the jump.
        return earliest ?? local - before
    }

    static func modulo(_ value: Int, _ divisor: Int) -> Int {
        let remainder = value % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (month 1...12); Howard Hinnant's
    /// days_from_civil.
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date (month 1...12) of a day count since 1970-01-01.
    static func civil(fromDays count: Int) -> (year: Int, month: Int, day: Int) {
        let z = count + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
