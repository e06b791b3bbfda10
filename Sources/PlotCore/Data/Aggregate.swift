/// How a bar or a slice stands for the rows that share its x (within a series): their sum, the
/// default, or their mean, median, least, greatest or count, as Vega-Lite's `aggregate` and
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
        }
    }

    /// How the page's note says rows of one x were made one: "12 rows of the same x averaged".
    var verb: String {
        switch self {
        case .sum: return "summed"
        case .mean: return "averaged"
        case .median: return "taken at their median"
        case .min: return "taken at their least"
        case .max: return "taken at their greatest"
        case .count: return "counted"
        }
    }
}
