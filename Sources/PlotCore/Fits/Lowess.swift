/// LOWESS, Cleveland's (1979) locally weighted linear regression, as statsmodels'
/// `nonparametric.lowess(y, x, frac, it, delta)` computes it (its `_smoothers_lowess.pyx`,
/// step for step): for each x the `frac * n` nearest points, tricube weights by distance,
/// a weighted line; then `it` robustifying passes that weigh points down by the bisquare of
/// their residual over six median absolute residuals. Within `delta` of the last fitted x
/// the fit is interpolated instead of computed.
package enum Lowess {
    /// The smoothed y at each x of points sorted by x (missing y left out by the caller).
    package static func smooth(
        xs: [Double], ys: [Double], frac: Double = 2.0 / 3.0, iterations: Int = 3, delta: Double = 0
    ) -> [Double] {
        let n = xs.count
        guard n > 0 else { return [] }
        let k = min(n, max(2, Int(frac * Double(n) + 1e-10)))
        var residualWeights = [Double](repeating: 1, count: n)
        var fit = [Double](repeating: 0, count: n)
        var weights = [Double](repeating: 0, count: n)
        for pass in 0...iterations {
            fit = [Double](repeating: 0, count: n)
            var i = 0
            var lastFit = -1
            var (left, right) = (0, k)
            while true {
                let xval = xs[i]
                // The k nearest: slide the window right while xval is past its middle.
                while n > right, xval > (xs[left] + xs[right]) / 2 {
                    left += 1
                    right += 1
                }
                let radius = max(xval - xs[left], xs[right - 1] - xval)
                var sum = 0.0
                var nonzero = 0
                for j in left..<right {
                    let d = abs(xs[j] - xval) / radius
                    let t = 1 - d * d * d
                    weights[j] = t * t * t * residualWeights[j]
                    sum += weights[j]
                    if weights[j] > 1e-12 { nonzero += 1 }
                }
                if nonzero < 2 {
                    fit[i] = ys[i]
                } else {
                    var meanX = 0.0
                    for j in left..<right {
                        weights[j] /= sum
                        meanX += weights[j] * xs[j]
                    }
                    var spread = 0.0
                    for j in left..<right { spread += weights[j] * (xs[j] - meanX) * (xs[j] - meanX) }
                    spread = max(spread, 1e-12)
                    var value = 0.0
                    for j in left..<right {
                        value += weights[j] * (1 + (xval - meanX) * (xs[j] - meanX) / spread) * ys[j]
                    }
                    fit[i] = value
                }
                if lastFit < i - 1 {
                    let span = xs[i] - xs[lastFit]
                    for j in (lastFit + 1)..<i {
                        let a = (xs[j] - xs[lastFit]) / span
                        fit[j] = a * fit[i] + (1 - a) * fit[lastFit]
                    }
                }
                // Next: the last x within delta (ties take this fit), at least one step on.
                // (`k` ends where Python's for loop leaves it: at the break, else at the last x.)
                lastFit = i
                let cut = xs[lastFit] + delta
                var k = lastFit
                for candidate in (lastFit + 1)..<max(lastFit + 1, n) {
                    k = candidate
                    if xs[k] > cut { break }
                    if xs[k] == xs[lastFit] {
                        fit[k] = fit[lastFit]
                        lastFit = k
                    }
                }
                i = max(k - 1, lastFit + 1)
                if lastFit >= n - 1 { break }
            }
            if pass < iterations { residualWeights = robustnessWeights(ys, fit) }
        }
        return fit
    }

    /// The bisquare of each residual over six times their median (numpy's median), capped at 1;
    /// with a median of 0, weight 1 for the exact fits and 0 for the rest.
    private static func robustnessWeights(_ ys: [Double], _ fit: [Double]) -> [Double] {
        let residuals = zip(ys, fit).map { abs($0 - $1) }
        let median = Aggregate.median.of(residuals)
        return residuals.map { residual in
            let scaled = min(1, median == 0 ? (residual > 0 ? 1 : 0) : residual / (6 * median))
            let t = 1 - scaled * scaled
            return t * t
        }
    }
}
