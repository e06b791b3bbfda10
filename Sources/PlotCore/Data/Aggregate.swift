/// How a bar or a slice stands for the rows that share its x (within a series): their sum, the
/// default, or their mean, median, least, greatest, count or a high percentile, as Vega-Lite's `aggregate` and
/// pandas' `groupby().agg` name them. Horsepower or prices want a mean, not a sum.
public enum Aggregate: String, Sendable, CaseIterable {
    /// The sum of the values: the default.
    case sum
    /// Their mean.
    case mean
    /// Their median (the mean of the middle two of an even count).
    case median
    /// The least.
    case min
    /// The greatest.
    case max
    /// How many there are.
    case count
    /// The 90th percentile, as numpy's `percentile` (its default, linear method) gives it.
    case p90
    /// The 95th percentile (latencies).
    case p95
    /// The 99th percentile.
    case p99

    /// The one value for `values`, missing ones already left out: NaN for none (nothing to
    /// draw), but a count of 0. The median of an even count is the mean of the middle two, as
    /// d3-array's `median`.
    package func of(_ values: [Double]) -> Double {
        if self == .count { return Double(values.count) }
        guard let first = values.first else { return .nan }
        switch self {
        case .sum: return values.dropFirst().reduce(first, +)
        case .mean: return values.dropFirst().reduce(first, +) / Double(values.count)
        case .median:
            let sorted = values.sorted()
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        case .min: return values.min() ?? .nan
        case .max: return values.max() ?? .nan
        case .count: return Double(values.count)
        case .p90: return Self.percentile(90, of: values)
        case .p95: return Self.percentile(95, of: values)
        case .p99: return Self.percentile(99, of: values)
        }
    }

    /// numpy's `percentile(values, q)` with its default method: the value at rank q% of the
    /// way from the least (0) to the greatest (n - 1), between two values linearly. Past half
    /// way numpy measures back from the upper value (its `_lerp`), which can differ in the last
    /// digit: the 25th percentile of [1.9, 11.29, 11.66] is 6.595, not 6.594999999999999.
    static func percentile(_ q: Double, of values: [Double]) -> Double {
        let rank = q / 100 * Double(values.count - 1)
        let below = Int(rank.rounded(.down))
        let above = Swift.min(below + 1, values.count - 1)
        // The two values selected, not all sorted: a box plot takes three percentiles of each box.
        var values = values
        Histogram.select(&values, below, from: 0)
        // Everything after `below` is no smaller: the next order statistic is their least.
        if above > below { Histogram.moveLeast(&values, to: above) }
        let (a, b, t) = (values[below], values[above], rank - Double(below))
        return t >= 0.5 ? b - (b - a) * (1 - t) : a + (b - a) * t
    }
}
