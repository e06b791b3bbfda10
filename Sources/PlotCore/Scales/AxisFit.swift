import Foundation

/// How a data chart's linear, log and time axes fit the data: the data's extent is niced
/// first, to round values, and then given a little room, only on a side where the data comes
/// within that room of the niced end, so a marker or a line's end is not cut by the frame.
/// Padding by 5% before nicing cost up to a whole tick step of empty axis: 1700...2008 was
/// drawn on 1650...2050, 0...1000 on 0...1100, and a log axis went out to whole decades
/// (horsepower 46...230 on 10...1,000 used a third of the width).
enum AxisFit {
    /// The least room beside data on a niced end: this share of the data's span (of its
    /// logarithm's span on a log axis). A chart asks for more where a marker needs it.
    static let roomShare = 0.01

    /// The most a niced end may leave empty beyond the data, as a share of the data's span:
    /// matplotlib's default margin. A rounder end that leaves more gives way to a finer one.
    static let slackShare = 0.05

    /// The steps of the finer nicing: about a quarter of a tick step, so its end is at most
    /// about 4% of the span beyond the data (d3's step is at most 1.58 times span / count).
    static let fineSteps = 40

    /// `niced` widened where the data comes closer to its end than `room` (in the data's units).
    static func withRoom(_ niced: Interval, data: Interval, room: Double) -> Interval {
        let widened = Interval(min(niced.lower, data.lower - room), max(niced.upper, data.upper + room))
        return widened.span.isFinite ? widened : niced
    }

    /// A linear axis over data with a span: each end is d3's `nice()` end (ten steps, as
    /// Vega-Lite's axes end on a tick) when that leaves at most the slack beyond the data,
    /// else the end of a finer nicing (1700...2008 ends at 2010, not 2050). Then the room; with
    /// `baseline` (bars, areas) the axis reaches zero and stands on it with no room there.
    /// `room` is a share of the span. Nil for data without a finite span (none, one value),
    /// which the caller pads instead.
    static func linear(_ extent: Interval?, room: Double, baseline: Bool) -> Interval? {
        guard var data = extent else { return nil }
        if baseline { data = Interval(min(0, data.lower), max(0, data.upper)) }
        guard data.span > 0, data.span.isFinite else { return nil }
        let coarse = Ticks.nice(data, count: Viewport.niceSteps)
        let fine = Ticks.nice(data, count: fineSteps)
        let slack = data.span * slackShare
        var fitted = Interval(
            data.lower - coarse.lower <= slack ? coarse.lower : fine.lower,
            coarse.upper - data.upper <= slack ? coarse.upper : fine.upper)
        guard fitted.span.isFinite else { return data }
        fitted = withRoom(fitted, data: data, room: data.span * room)
        if baseline && data.lower == 0 { fitted.lower = 0 }
        if baseline && data.upper == 0 { fitted.upper = 0 }
        return fitted
    }

    /// A time axis over data with a span, the same way: each end is d3's `time.nice()` end (the
    /// ticks' own calendar unit) when that leaves at most the slack beyond the data, else the
    /// end niced to the unit of `fineSteps` ticks (prices to March 2010 end in April 2010, not
    /// in 2011). Then the room, `room` in seconds.
    static func time(_ scale: TimeScale, data: Interval, room: Double) -> Interval {
        let coarse = scale.niced()
        let fine = scale.niced(count: fineSteps)
        let slack = data.span * slackShare
        let fitted = Interval(
            data.lower - coarse.domainStart <= slack ? coarse.domainStart : fine.domainStart,
            coarse.domainEnd - data.upper <= slack ? coarse.domainEnd : fine.domainEnd)
        return withRoom(fitted, data: data, room: room)
    }

    /// A base-10 log axis over positive data: each end is, of the round values within the slack
    /// (measured in logarithms) of the data's end, the coarsest: a whole power (d3's
    /// `log.nice()`), a 1-9 multiple of a power (the values of the log ticks), d3's linear
    /// nice end, or a finer one. Data spanning ten decades ends on whole powers as in d3; the
    /// cars' horsepower 46...230 ends at 45...240 rather than 10...1,000. Then the room, in
    /// logarithms. One value gets the powers around it (d3's nice), or a decade each side.
    static func log(_ extent: Interval, room: Double) -> Interval {
        let scale = LogScale(domain: extent, range: 0, 1)
        guard extent.lower > 0, extent.upper.isFinite else { return domain(scale.niced()) }
        guard extent.span > 0 else {
            let niced = domain(scale.niced())
            return niced.span > 0 ? niced : Interval(extent.lower / 10, extent.upper * 10)
        }
        let logs = Interval(log10(extent.lower), log10(extent.upper))
        let slack = logs.span * slackShare
        let powers = domain(scale.niced())
        let linear = Ticks.nice(extent, count: Viewport.niceSteps)
        let fine = Ticks.nice(extent, count: fineSteps)
        let lowers = [powers.lower, scale.multiple(atOrBelow: extent.lower), linear.lower, fine.lower]
        let uppers = [powers.upper, scale.multiple(atOrAbove: extent.upper), linear.upper, fine.upper]
        let lower =
            lowers.first { $0 > 0 && $0 <= extent.lower && logs.lower - log10($0) <= slack } ?? extent.lower
        let upper =
            uppers.first { $0.isFinite && $0 >= extent.upper && log10($0) - logs.upper <= slack } ?? extent.upper
        let roomy = withRoom(Interval(log10(lower), log10(upper)), data: logs, room: logs.span * room)
        // Only a widened end goes through the logarithm and back (300 would come back 299.99...);
        // at the ends of what a double holds the room is left out rather than reach 0 or infinity.
        let widened = Interval(
            roomy.lower < log10(lower) ? pow(10, roomy.lower) : lower,
            roomy.upper > log10(upper) ? pow(10, roomy.upper) : upper)
        return widened.lower > 0 && widened.upper.isFinite ? widened : Interval(lower, upper)
    }

    private static func domain(_ scale: LogScale) -> Interval { Interval(scale.domainStart, scale.domainEnd) }
}
