import Foundation

/// A Gaussian kernel density estimate of one group's values, as scipy's
/// `stats.gaussian_kde(values)` makes it in one dimension: Scott's rule sets the kernel's
/// standard deviation to n^(-1/5) times the values' (ddof = 1), and the density at y is the
/// mean of the kernels at the values.
struct KernelDensity: Sendable, Equatable {
    let values: [Double]
    /// The kernel's standard deviation (scipy's `sqrt(kde.covariance)`).
    let bandwidth: Double

    /// Points a violin's outline is evaluated at, as seaborn's `gridsize`.
    static let gridSize = 100
    /// How many bandwidths the grid reaches past the least and the greatest value, as
    /// seaborn's `cut`: the tails thin out rather than end square at the data.
    static let cut = 2.0

    /// The estimate of `values` (finite); nil when fewer than two differ (scipy's covariance
    /// would be singular: there is no width to estimate).
    init?(_ values: [Double]) {
        guard values.count >= 2 else { return nil }
        let n = Double(values.count)
        let mean = values.reduce(0, +) / n
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
        let spread = variance.squareRoot()
        guard spread > 0, spread.isFinite else { return nil }
        self.values = values
        bandwidth = pow(n, -0.2) * spread
    }

    /// The density at `y`: scipy's `kde(y)`.
    func density(at y: Double) -> Double {
        let scale = 1 / (bandwidth * (2 * Double.pi).squareRoot() * Double(values.count))
        var sum = 0.0
        for value in values {
            let z = (y - value) / bandwidth
            sum += exp(-0.5 * z * z)
        }
        return sum * scale
    }

    /// `gridSize` evenly spaced y from `cut` bandwidths below the least value to as far above
    /// the greatest, with the density at each.
    func outline() -> (ys: [Double], densities: [Double]) {
        let low = (values.min() ?? 0) - Self.cut * bandwidth
        let high = (values.max() ?? 0) + Self.cut * bandwidth
        let step = (high - low) / Double(Self.gridSize - 1)
        let ys = (0..<Self.gridSize).map { low + Double($0) * step }
        return (ys, ys.map(density))
    }
}
