import Foundation

/// Tick values in 1-2-5 steps, as d3-array's `ticks`: each tick is an integer times or divided
/// by a power of ten, so labels never carry floating noise such as 0.30000000000000004.
package enum Ticks {
    private static let e10 = 50.0.squareRoot()
    private static let e5 = 10.0.squareRoot()
    private static let e2 = 2.0.squareRoot()

    /// Integer tick indices i1...i2 and the increment: a tick is i * inc when inc > 0,
    /// or i / -inc when inc < 0 (steps below 1). `power` is the step's decimal exponent.
    struct Spec {
        var i1: Double
        var i2: Double
        var inc: Double
        var power: Int
    }

    /// JavaScript's Math.round (halves toward +infinity), so ticks match d3's exactly.
    static func jsRound(_ value: Double) -> Double { (value + 0.5).rounded(.down) }

    /// No ticks: what a span too wide for a double (or not a number) gets.
    static let noTicks = Spec(i1: 0, i2: -1, inc: 1, power: 0)

    static func spec(_ start: Double, _ stop: Double, _ count: Double) -> Spec {
        let step = (stop - start) / max(0, count)
        // A span wider than a double holds (1e308 - -1e308) has no ticks to offer.
        guard step.isFinite, step > 0 else { return noTicks }
        let power = Int(floor(log10(step)))
        let error = step / pow(10, Double(power))
        let factor: Double = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1
        var i1: Double
        var i2: Double
        var inc: Double
        if power < 0 {
            inc = pow(10, Double(-power)) / factor
            i1 = jsRound(start * inc)
            i2 = jsRound(stop * inc)
            if i1 / inc < start { i1 += 1 }
            if i2 / inc > stop { i2 -= 1 }
            inc = -inc
        } else {
            inc = pow(10, Double(power)) * factor
            i1 = jsRound(start / inc)
            i2 = jsRound(stop / inc)
            if i1 * inc < start { i1 += 1 }
            if i2 * inc > stop { i2 -= 1 }
        }
        if i2 < i1 && 0.5 <= count && count < 2 { return spec(start, stop, count * 2) }
        return Spec(i1: i1, i2: i2, inc: inc, power: factor == 10 ? power + 1 : power)
    }

    /// About `count` ticks between start and stop inclusive, in ascending order.
    package static func values(from start: Double, to stop: Double, count: Int) -> [Double] {
        values(from: start, to: stop, count: Double(count))
    }

    /// d3-array's `ticks` with a fractional count, as d3-scale's log ticks ask for it.
    static func values(from start: Double, to stop: Double, count: Double) -> [Double] {
        guard count > 0, start.isFinite, stop.isFinite, (stop - start).isFinite else { return [] }
        if start == stop { return [start] }
        let low = min(start, stop)
        let high = max(start, stop)
        let spec = spec(low, high, count)
        guard spec.i2 >= spec.i1, spec.i2 - spec.i1 < 10_000 else { return [] }
        let n = Int(spec.i2 - spec.i1) + 1
        return (0..<n).map { offset in
            let i = spec.i1 + Double(offset)
            return spec.inc < 0 ? i / -spec.inc : i * spec.inc
        }
    }

    /// d3-array's `tickStep`: the signed distance between ticks (0.1, not -10, below 1).
    package static func step(from start: Double, to stop: Double, count: Double) -> Double {
        let reverse = stop < start
        let inc = spec(min(start, stop), max(start, stop), count).inc
        return (reverse ? -1 : 1) * (inc < 0 ? 1 / -inc : inc)
    }

    /// The step between ticks: positive for steps of 1 and more, negative reciprocal below 1.
    static func increment(from start: Double, to stop: Double, count: Int) -> Double {
        spec(start, stop, Double(count)).inc
    }

    /// How many decimals a label needs to tell these ticks apart (d3's precisionFixed).
    package static func decimals(from start: Double, to stop: Double, count: Int) -> Int {
        guard start != stop, count > 0 else { return 0 }
        return max(0, -spec(min(start, stop), max(start, stop), Double(count)).power)
    }

    /// Extends the interval outward to whole tick steps, as d3's `scale.nice`.
    package static func nice(_ interval: Interval, count: Int) -> Interval {
        var start = interval.lower
        var stop = interval.upper
        guard start < stop, count > 0, interval.span.isFinite else { return interval }
        var previous: Double?
        for _ in 0..<10 {
            let step = increment(from: start, to: stop, count: count)
            if step == previous { break }
            if step > 0 {
                start = floor(start / step) * step
                stop = ceil(stop / step) * step
            } else if step < 0 {
                start = ceil(start * step) / step
                stop = floor(stop * step) / step
            } else {
                break
            }
            previous = step
        }
        let niced = Interval(start, stop)
        return niced.span.isFinite ? niced : interval
    }
}
