import Foundation

/// A logarithmic scale, ported from d3-scale's `scaleLog`: values map to positions by their
/// logarithm, ticks fall on 1-9 multiples of each power of the base (or on whole powers when
/// the domain spans many of them), and `tickFormat` blanks the labels that would crowd.
///
/// The domain must lie entirely above zero or entirely below it (d3 mirrors a negative
/// domain); a chart asks `firstNonPositive(in:)` before it builds one.
package struct LogScale: Sendable, Equatable {
    /// The domain's ends in the caller's order (a descending domain runs the range backward).
    package var domainStart: Double
    package var domainEnd: Double
    var rangeStart: Double
    var rangeEnd: Double
    /// The logarithm's base: 10 unless set (2 and e work, as in d3).
    package var base: Double

    package init(domain start: Double, _ end: Double, range rangeStart: Double, _ rangeEnd: Double, base: Double = 10) {
        self.domainStart = start
        self.domainEnd = end
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
        self.base = base
    }

    package init(domain: Interval, range rangeStart: Double, _ rangeEnd: Double, base: Double = 10) {
        self.init(domain: domain.lower, domain.upper, range: rangeStart, rangeEnd, base: base)
    }

    /// The first value that a log axis cannot show (zero or below) with its index, so an error
    /// can name it; nil when every value is positive. NaN (a gap) is not counted.
    package static func firstNonPositive<Values: Sequence>(in values: Values) -> (index: Int, value: Double)?
    where Values.Element == Double {
        for (index, value) in values.enumerated() where value <= 0 { return (index, value) }
        return nil
    }

    /// d3 mirrors a domain below zero: log(-x) with the sign flipped.
    private var isNegative: Bool { domainStart < 0 }

    /// The scale's transform: the logarithm (of the magnitude, for a negative domain).
    func logs(_ x: Double) -> Double {
        isNegative ? -Self.log(-x, base: base) : Self.log(x, base: base)
    }

    /// The inverse transform: base to the power x.
    func pows(_ x: Double) -> Double {
        isNegative ? -Self.pow(-x, base: base) : Self.pow(x, base: base)
    }

    /// Natural log for the transform (d3 maps through Math.log whatever the base).
    private func transform(_ x: Double) -> Double { isNegative ? -Foundation.log(-x) : Foundation.log(x) }
    private func untransform(_ x: Double) -> Double { isNegative ? -exp(-x) : exp(x) }

    private static func log(_ x: Double, base: Double) -> Double {
        switch base {
        case M_E: return Foundation.log(x)
        case 10: return log10(x)
        case 2: return log2(x)
        default: return Foundation.log(x) / Foundation.log(base)
        }
    }

    /// base^x; for base 10 and a whole x, the exact decimal 1eX (as d3's pow10), so ticks
    /// like 0.1 carry no floating noise.
    private static func pow(_ x: Double, base: Double) -> Double {
        if base == 10 {
            guard x.isFinite else { return x < 0 ? 0 : x }
            if x == x.rounded(), abs(x) < 400, let exact = Double("1e\(Int(x))") { return exact }
        }
        return base == M_E ? exp(x) : Foundation.pow(base, x)
    }

    /// The position of a value.
    package func callAsFunction(_ value: Double) -> Double {
        let t0 = transform(domainStart)
        let t1 = transform(domainEnd)
        let span = t1 - t0
        guard span != 0, !span.isNaN else { return span.isNaN ? .nan : (rangeStart + rangeEnd) / 2 }
        return rangeStart + (transform(value) - t0) / span * (rangeEnd - rangeStart)
    }

    /// The value at a position.
    package func invert(_ position: Double) -> Double {
        let t0 = transform(domainStart)
        let t1 = transform(domainEnd)
        let rangeSpan = rangeEnd - rangeStart
        guard rangeSpan != 0 else { return untransform((t0 + t1) / 2) }
        return untransform(t0 + (position - rangeStart) / rangeSpan * (t1 - t0))
    }

    /// Extends the domain outward to whole powers of the base (d3's `log.nice()`).
    package func niced() -> LogScale {
        var copy = self
        let descending = domainEnd < domainStart
        let low = descending ? domainEnd : domainStart
        let high = descending ? domainStart : domainEnd
        let niceLow = pows(floor(logs(low)))
        let niceHigh = pows(ceil(logs(high)))
        copy.domainStart = descending ? niceHigh : niceLow
        copy.domainEnd = descending ? niceLow : niceHigh
        return copy
    }

    /// The greatest 1...base-1 multiple of a power of the base at or below a positive value,
    /// as the ticks of a domain spanning a few powers fall (46 gives 40); the value itself if
    /// the base has no such multiples.
    func multiple(atOrBelow value: Double) -> Double { multiples(near: value).last { $0 <= value } ?? value }

    /// The least such multiple at or above a positive value (230 gives 300).
    func multiple(atOrAbove value: Double) -> Double { multiples(near: value).first { $0 >= value } ?? value }

    /// k × base^p for k in 1...base-1 and the powers p next to the value's, ascending, built
    /// as the ticks build them (0.3 is 3 / 10, not 3 × 0.1).
    private func multiples(near value: Double) -> [Double] {
        let power = floor(Self.log(value, base: base))
        guard power.isFinite, base > 1, base <= 100, base.truncatingRemainder(dividingBy: 1) == 0 else { return [] }
        return stride(from: power - 1, through: power + 1, by: 1).flatMap { p in
            (1..<Int(base)).map { k in
                p < 0 ? Double(k) / Self.pow(-p, base: base) : Double(k) * Self.pow(p, base: base)
            }
        }
    }

    /// d3's log ticks: the 1...base-1 multiples of each power inside the domain when the
    /// domain spans fewer than `count` powers (linear ticks if that gives under count / 2),
    /// otherwise whole powers chosen by d3-array's ticks over the exponents. In domain order.
    package func ticks(count: Int = 10) -> [Double] { tickValues(count: count).values }

    /// The ticks for `count`, and whether they are d3's linear fallback (46, 48 ... 70 on a
    /// domain holding too few multiples of a power), which read as a linear axis's do.
    func tickValues(count: Int) -> (values: [Double], linear: Bool) {
        // d3 takes any base; a base must exceed 1 to have powers, and the 1...base-1 multiples
        // of a base beyond a million are not ticks anyone can read.
        guard base > 1, base <= 1_000_000 else { return ([], false) }
        var u = domainStart
        var v = domainEnd
        let reversed = v < u
        if reversed { swap(&u, &v) }
        func ordered(_ values: [Double]) -> [Double] { reversed ? values.reversed() : values }
        var i = logs(u)
        var j = logs(v)
        let n = Double(count)
        var z: [Double] = []
        if base.truncatingRemainder(dividingBy: 1) == 0 && j - i < n {
            i = floor(i)
            j = ceil(j)
            guard i.isFinite, j.isFinite else { return ([], false) }
            let integerBase = Int(base)
            if u > 0 {
                while i <= j {
                    for k in 1..<max(2, integerBase) {
                        let t = i < 0 ? Double(k) / pows(-i) : Double(k) * pows(i)
                        if t < u { continue }
                        if t > v { break }
                        z.append(t)
                    }
                    i += 1
                }
            } else {
                while i <= j {
                    for k in stride(from: integerBase - 1, through: 1, by: -1) {
                        let t = i > 0 ? Double(k) / pows(-i) : Double(k) * pows(i)
                        if t < u { continue }
                        if t > v { break }
                        z.append(t)
                    }
                    i += 1
                }
            }
            if Double(z.count) * 2 < n { return (ordered(Ticks.values(from: u, to: v, count: n)), true) }
        } else {
            z = Ticks.values(from: i, to: j, count: min(j - i, n)).map(pows)
        }
        return (ordered(z), false)
    }

    /// The labels for this scale's ticks, blanking those d3's `log.tickFormat(count)` blanks
    /// so that about `count` labels remain (the first k multiples of each decade, 1, 2, 3 with
    /// three decades, rather than all nine).
    package func tickFormat(count: Int = 10) -> LogTickFormat {
        let tickCount = max(1, ticks().count)
        let k = max(1, base * Double(count) / Double(tickCount))
        return LogTickFormat(scale: self, limit: k)
    }
}

/// Labels for log ticks: plain decimals grouped in thousands (10, 100, 1,000, 0.02) with the
/// typographic minus, or "" for a tick d3 leaves unlabelled.
package struct LogTickFormat: Sendable, Equatable {
    let scale: LogScale
    /// d3's k: a tick keeps its label when its leading multiple is at most this.
    var limit: Double

    package func string(for value: Double) -> String {
        leadingMultiple(value) <= limit ? Self.label(value) : ""
    }

    /// The tick's multiple of its power of the base (5 for 50 and 0.5; 4.6 for 46), which
    /// d3 compares with k.
    func leadingMultiple(_ value: Double) -> Double {
        var i = value / scale.pows(Ticks.jsRound(scale.logs(value)))
        if i * scale.base < scale.base - 0.5 { i *= scale.base }
        return i
    }

    /// A tick's label whether or not d3 would blank it.
    package static func label(_ value: Double) -> String {
        let text = NumberText.shortest(value)
        let negative = text.hasPrefix("−")
        let digits = negative ? String(text.dropFirst()) : text
        guard !digits.contains("e") else { return text }
        let grouped = TickLabelFormat.grouped(digits, fromDigits: 4)
        return negative ? "−" + grouped : grouped
    }
}
