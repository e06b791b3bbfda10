import Foundation

/// A time scale, ported from d3-scale's `scaleTime` / `scaleUtc`: linear in time (seconds since
/// 1970 UTC), with calendar ticks chosen as d3-time's `ticks` chooses them and labels that say
/// only what changes (`TimeTickFormat`). In UTC it is d3's `scaleUtc`; in another zone it is
/// `scaleTime` run in that zone.
package struct TimeScale: Sendable, Equatable {
    /// The domain's ends in seconds since 1970 UTC, in the caller's order.
    package var domainStart: Double
    package var domainEnd: Double
    var rangeStart: Double
    var rangeEnd: Double
    let clock: ZonedClock
    /// The language its tick labels are written in (`tickFormat`).
    package var names = TimeNames.english

    package var timeZone: TimeZone { clock.zone }

    package init(
        domain start: Double, _ end: Double, range rangeStart: Double, _ rangeEnd: Double, timeZone: TimeZone = .utc
    ) {
        self.domainStart = start
        self.domainEnd = end
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
        self.clock = ZonedClock(timeZone)
    }

    package init(domain: Interval, range rangeStart: Double, _ rangeEnd: Double, timeZone: TimeZone = .utc) {
        self.init(domain: domain.lower, domain.upper, range: rangeStart, rangeEnd, timeZone: timeZone)
    }

    /// The position of a time.
    package func callAsFunction(_ time: Double) -> Double {
        let span = domainEnd - domainStart
        guard span != 0 else { return (rangeStart + rangeEnd) / 2 }
        return rangeStart + (time - domainStart) / span * (rangeEnd - rangeStart)
    }

    /// The time at a position.
    package func invert(_ position: Double) -> Double {
        guard rangeEnd != rangeStart else { return (domainStart + domainEnd) / 2 }
        return domainStart + (position - rangeStart) / (rangeEnd - rangeStart) * (domainEnd - domainStart)
    }

    /// One of d3-time's tick intervals: the unit and step whose length is nearest (by ratio) to
    /// the domain's span over `count`.
    private static let tickIntervals: [(unit: CalendarInterval.Unit, step: Int, milliseconds: Double)] = {
        let second = 1000.0
        let minute = 60 * second
        let hour = 60 * minute
        let day = 24 * hour
        return [
            (.second, 1, second), (.second, 5, 5 * second), (.second, 15, 15 * second), (.second, 30, 30 * second),
            (.minute, 1, minute), (.minute, 5, 5 * minute), (.minute, 15, 15 * minute), (.minute, 30, 30 * minute),
            (.hour, 1, hour), (.hour, 3, 3 * hour), (.hour, 6, 6 * hour), (.hour, 12, 12 * hour),
            (.day, 1, day), (.day, 2, 2 * day), (.week, 1, 7 * day),
            (.month, 1, 30 * day), (.month, 3, 90 * day), (.year, 1, 365 * day),
        ]
    }()

    /// The interval d3's `tickInterval(start, stop, count)` picks for this domain: seconds to
    /// months from the table, years by d3-array's tickStep, milliseconds below a second.
    func tickInterval(count: Int = 10) -> CalendarInterval? {
        let start = CalendarInterval.milliseconds(min(domainStart, domainEnd))
        let stop = CalendarInterval.milliseconds(max(domainStart, domainEnd))
        // Outside JavaScript's dates (or NaN) d3's tick step is NaN and it offers no interval.
        guard start.isFinite, stop.isFinite, count > 0 else { return nil }
        let target = abs(stop - start) / Double(count)
        let table = Self.tickIntervals
        let i = table.firstIndex { $0.milliseconds > target } ?? table.count
        let year = 365 * ZonedClock.millisecondsPerDay
        if i == table.count {
            let step = Ticks.step(from: start / year, to: stop / year, count: Double(count))
            return every(.year, step)
        }
        if i == 0 {
            return every(.millisecond, max(Ticks.step(from: start, to: stop, count: Double(count)), 1))
        }
        let nearer = target / table[i - 1].milliseconds < table[i].milliseconds / target ? i - 1 : i
        // d3's UTC ticks count days from 1970 (unixDay); its local ticks by day of the month.
        let unit = table[nearer].unit == .day && clock.isUTC ? .unixDay : table[nearer].unit
        return CalendarInterval(unit: unit, step: table[nearer].step, clock: clock)
    }

    private func every(_ unit: CalendarInterval.Unit, _ step: Double) -> CalendarInterval? {
        let whole = step.rounded(.down)
        guard whole.isFinite, whole > 0, whole < Double(Int32.max) else { return nil }
        return CalendarInterval(unit: unit, step: Int(whole), clock: clock)
    }

    /// About `count` calendar ticks inside the domain, in domain order.
    package func ticks(count: Int = 10) -> [Double] {
        guard count > 0, let interval = tickInterval(count: count) else { return [] }
        return ticks(interval: interval)
    }

    /// The starts of an interval inside the domain (its end included), in domain order.
    package func ticks(interval: CalendarInterval) -> [Double] {
        let low = min(domainStart, domainEnd)
        let high = max(domainStart, domainEnd)
        let values = interval.range(from: low, to: high + 0.001)
        return domainEnd < domainStart ? values.reversed() : values
    }

    /// The domain extended outward to the tick interval for `count` (d3's `time.nice(count)`).
    package func niced(count: Int = 10) -> TimeScale {
        guard count > 0, let interval = tickInterval(count: count) else { return self }
        return niced(interval: interval)
    }

    /// The domain extended outward to whole intervals (unchanged if it holds no valid time).
    package func niced(interval: CalendarInterval) -> TimeScale {
        var copy = self
        let descending = domainEnd < domainStart
        let low = interval.floor(descending ? domainEnd : domainStart)
        let high = interval.ceil(descending ? domainStart : domainEnd)
        guard low.isFinite, high.isFinite else { return self }
        copy.domainStart = descending ? high : low
        copy.domainEnd = descending ? low : high
        return copy
    }

    /// d3's multi-scale tick format in this scale's zone and `names`' language.
    package var tickFormat: TimeTickFormat { TimeTickFormat(clock: clock, names: names) }
}
