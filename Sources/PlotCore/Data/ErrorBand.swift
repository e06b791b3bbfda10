import Foundation

/// What an interval about a group's value stands for, made of the group's rows (`--band`): a
/// sample standard deviation either side of the mean (ddof 1, as pandas' `std`), the standard
/// error of the mean (pandas' `sem`), the 95% confidence interval of the mean by Student's t
/// (`scipy.stats.t.ppf(0.975, n - 1)` standard errors either side), or the least to the greatest.
package enum ErrorBand: String, CaseIterable, Sendable {
    case sd
    case se
    case ci95
    case minmax

    /// The interval of `values` (missing ones left out) about `center`; nil for fewer than two
    /// values, whose spread is not known.
    package func interval(of values: [Double], center: Double) -> Interval? {
        guard values.count > 1 else { return nil }
        if self == .minmax, let low = values.min(), let high = values.max() { return Interval(low, high) }
        let count = Double(values.count)
        let mean = values.reduce(0, +) / count
        let sd = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (count - 1)).squareRoot()
        let half: Double
        switch self {
        case .sd: half = sd
        case .se: half = sd / count.squareRoot()
        case .ci95: half = StudentT.quantile(0.975, degrees: count - 1) * sd / count.squareRoot()
        case .minmax: return nil
        }
        return Interval(center - half, center + half)
    }
}
