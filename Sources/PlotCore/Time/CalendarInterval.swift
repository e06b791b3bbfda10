import Foundation

/// A calendar interval, ported from d3-time: milliseconds, seconds, minutes, hours, days,
/// weeks (from Sunday), months and years of a time zone's wall clock, with `floor`, `ceil`,
/// `offset`, `range` and `every`. Times are seconds since 1970 UTC (whole milliseconds, as
/// JavaScript's Date keeps them).
///
/// In a zone with daylight saving a day is 23 or 25 hours long, as d3's local intervals make
/// it; in UTC the intervals are d3's utc* ones.
package struct CalendarInterval: Sendable, Equatable {
    package enum Unit: Sendable, Equatable {
        case millisecond, second, minute, hour
        /// Calendar days; `every(n)` keeps days of the month 1, 1 + n... (d3's timeDay / utcDay).
        case day
        /// UTC days counted from 1970; `every(n)` keeps every n-th day across months
        /// (d3's unixDay, which d3's UTC time scale ticks by).
        case unixDay
        /// Weeks starting on Sunday (d3's timeSunday / utcSunday).
        case week
        /// Weeks starting on Monday (d3's timeMonday; ISO 8601's weeks, pandas' `W` periods).
        case mondayWeek
        case month, year
    }

    package let unit: Unit
    /// 1, or the n of `every(n)`.
    package let step: Int
    let clock: ZonedClock

    package var timeZone: TimeZone { clock.zone }

    package init(_ unit: Unit, timeZone: TimeZone = .utc) {
        self.init(unit: unit, step: 1, clock: ZonedClock(timeZone))
    }

    init(unit: Unit, step: Int, clock: ZonedClock) {
        self.unit = unit
        self.step = step
        self.clock = clock
    }

    /// Every `step`-th interval, as d3's `interval.every`: counted by the unit's field (seconds
    /// of the minute, day of the month, month of the year, the year) so ticks stay on round
    /// values; weeks by their count since 1970. Nil for a step below 1.
    package func every(_ step: Int) -> CalendarInterval? {
        guard step > 0 else { return nil }
        return CalendarInterval(unit: unit, step: self.step == 1 ? step : self.step * step, clock: clock)
    }

    /// The start of the interval containing a time.
    package func floor(_ time: Double) -> Double { Self.seconds(floorMilliseconds(Self.milliseconds(time))) }

    /// The start of the first interval at or after a time.
    package func ceil(_ time: Double) -> Double {
        var date = floorMilliseconds(Self.milliseconds(time) - 1)
        date = offsetMilliseconds(date, by: 1)
        return Self.seconds(floorMilliseconds(date))
    }

    /// The nearer of floor and ceil; a tie goes to ceil, as in d3.
    package func round(_ time: Double) -> Double {
        let low = floor(time)
        let high = ceil(time)
        return time - low < high - time ? low : high
    }

    /// A time moved by `count` intervals (negative moves back); the time of day is kept.
    package func offset(_ time: Double, by count: Int = 1) -> Double {
        Self.seconds(offsetMilliseconds(Self.milliseconds(time), by: count))
    }

    /// Interval starts from ceil(start) up to but not including stop, every `step`-th.
    package func range(from start: Double, to stop: Double, step: Int = 1) -> [Double] {
        let stopMilliseconds = Self.milliseconds(stop)
        var date = Self.milliseconds(ceil(start))
        guard date < stopMilliseconds, step > 0 else { return [] }
        var result: [Double] = []
        while true {
            let previous = date
            result.append(Self.seconds(previous))
            date = floorMilliseconds(offsetMilliseconds(date, by: step))
            if !(previous < date && date < stopMilliseconds) { break }
        }
        return result
    }

    /// Whole intervals from start to end, as d3's `interval.count` (only for step 1).
    /// 0 when either time is invalid (d3 answers NaN).
    package func count(from start: Double, to end: Double) -> Int {
        let base = CalendarInterval(unit: unit, step: 1, clock: clock)
        let count = base.countMilliseconds(
            base.floorMilliseconds(Self.milliseconds(start)), base.floorMilliseconds(Self.milliseconds(end)))
        return count.isFinite ? Int(count.rounded(.down)) : 0
    }

    // MARK: - milliseconds, as d3 computes

    /// JavaScript's Date holds ±8.64e15 ms (about ±273,790 years); beyond, a time is invalid
    /// (NaN) and every interval operation passes NaN through, as d3 does with Invalid Date.
    static let validMilliseconds = 8.64e15

    static func milliseconds(_ seconds: Double) -> Double {
        let milliseconds = (seconds * 1000).rounded()
        return abs(milliseconds) <= validMilliseconds ? milliseconds : .nan
    }
    static func seconds(_ milliseconds: Double) -> Double { milliseconds / 1000 }

    func floorMilliseconds(_ date: Double) -> Double {
        guard date.isFinite else { return date }
        if step == 1 { return baseFloor(date) }
        switch unit {
        case .millisecond:
            return (date / Double(step)).rounded(.down) * Double(step)
        case .year:
            let year = clock.fields(date).year
            return clock.instant(year: Int((Double(year) / Double(step)).rounded(.down)) * step, month: 0, day: 1)
        default:
            // d3's interval.filter: step back a millisecond until a start passes the test.
            var current = baseFloor(date)
            while !isKept(current) { current = baseFloor(current - 1) }
            return current
        }
    }

    func offsetMilliseconds(_ date: Double, by count: Int) -> Double {
        // Past ±1e8 intervals every date leaves JavaScript's range (and Int fields could overflow).
        guard date.isFinite, abs(count) <= 100_000_000 else { return .nan }
        if step == 1 { return baseOffset(date, by: count) }
        switch unit {
        case .millisecond, .year:
            return baseOffset(date, by: count * step)
        default:
            var current = date
            let direction = count < 0 ? -1 : 1
            for _ in 0..<abs(count) {
                repeat { current = baseOffset(current, by: direction) } while !isKept(current)
            }
            return current
        }
    }

    /// d3's every(n) test: the unit's field (or its count since 1970) divisible by n.
    private func isKept(_ date: Double) -> Bool {
        if let field = field(date) { return field % step == 0 }
        let epoch = CalendarInterval(unit: unit, step: 1, clock: clock)
        return Int(epoch.countMilliseconds(epoch.baseFloor(0), epoch.baseFloor(date)).rounded(.down)) % step == 0
    }

    private func baseFloor(_ date: Double) -> Double {
        switch unit {
        case .millisecond:
            return date
        case .second:
            return date - Double(clock.fields(date).millisecond)
        case .minute:
            let f = clock.fields(date)
            return date - Double(f.millisecond) - Double(f.second) * 1000
        case .hour:
            let f = clock.fields(date)
            return date - Double(f.millisecond) - Double(f.second) * 1000 - Double(f.minute) * 60_000
        case .day:
            let f = clock.fields(date)
            return clock.instant(year: f.year, month: f.month, day: f.day)
        case .unixDay:
            return (date / ZonedClock.millisecondsPerDay).rounded(.down) * ZonedClock.millisecondsPerDay
        case .week:
            let f = clock.fields(date)
            return clock.instant(year: f.year, month: f.month, day: f.day - f.weekday)
        case .mondayWeek:
            let f = clock.fields(date)
            return clock.instant(year: f.year, month: f.month, day: f.day - (f.weekday + 6) % 7)
        case .month:
            let f = clock.fields(date)
            return clock.instant(year: f.year, month: f.month, day: 1)
        case .year:
            return clock.instant(year: clock.fields(date).year, month: 0, day: 1)
        }
    }

    private func baseOffset(_ date: Double, by count: Int) -> Double {
        let n = Double(count)
        switch unit {
        case .millisecond: return date + n
        case .second: return date + n * 1000
        case .minute: return date + n * 60_000
        case .hour: return date + n * 3_600_000
        case .unixDay: return date + n * ZonedClock.millisecondsPerDay
        case .day, .week, .mondayWeek, .month, .year:
            let f = clock.fields(date)
            let days = unit == .day ? count : unit == .week || unit == .mondayWeek ? count * 7 : 0
            return clock.instant(
                year: f.year + (unit == .year ? count : 0), month: f.month + (unit == .month ? count : 0),
                day: f.day + days, hour: f.hour, minute: f.minute, second: f.second, millisecond: f.millisecond)
        }
    }

    /// Intervals between two floored dates (local days and weeks discount the DST shift).
    private func countMilliseconds(_ start: Double, _ end: Double) -> Double {
        switch unit {
        case .millisecond: return end - start
        case .second: return (end - start) / 1000
        case .minute: return (end - start) / 60_000
        case .hour: return (end - start) / 3_600_000
        case .unixDay: return (end - start) / ZonedClock.millisecondsPerDay
        case .day, .week, .mondayWeek:
            let shift = clock.offset(atUTC: end) - clock.offset(atUTC: start)
            return (end - start + shift) / (ZonedClock.millisecondsPerDay * (unit == .day ? 1 : 7))
        case .month:
            let s = clock.fields(start)
            let e = clock.fields(end)
            return Double(e.month - s.month + (e.year - s.year) * 12)
        case .year:
            return Double(clock.fields(end).year - clock.fields(start).year)
        }
    }

    /// The field d3's every(n) divides, or nil for weeks (counted from 1970 instead).
    private func field(_ date: Double) -> Int? {
        switch unit {
        case .millisecond: return Int(date)
        case .second: return ZonedClock.modulo(Int((date / 1000).rounded(.down)), 60)
        case .minute: return clock.fields(date).minute
        case .hour: return clock.fields(date).hour
        case .day: return clock.fields(date).day - 1
        case .unixDay: return Int((date / ZonedClock.millisecondsPerDay).rounded(.down))
        case .week, .mondayWeek: return nil
        case .month: return clock.fields(date).month
        case .year: return clock.fields(date).year
        }
    }
}

extension TimeZone {
    /// Coordinated Universal Time.
    package static let utc = TimeZone(identifier: "UTC")!
}

extension ZonedClock {
    /// Whether an instant (milliseconds since 1970 UTC) begins a unit on this clock: a whole
    /// minute, a midnight, a first of the month.
    func starts(_ unit: CalendarInterval.Unit, _ milliseconds: Double) -> Bool {
        CalendarInterval(unit: unit, step: 1, clock: self).floorMilliseconds(milliseconds) == milliseconds
    }
}
