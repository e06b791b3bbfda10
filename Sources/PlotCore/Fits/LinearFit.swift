/// The least-squares line through points, `y = slope * x + intercept`, and how much of y's
/// variance it explains (R², the squared Pearson correlation), as numpy's `polyfit(x, y, 1)`
/// and scipy's `linregress` give them. Points with a missing y are left out.
package struct LinearFit: Sendable, Equatable {
    package var slope: Double
    package var intercept: Double
    package var rSquared: Double

    /// The fit, or nil with fewer than two distinct x (no line is defined).
    package init?(xs: [Double], ys: [Double]) {
        var n = 0.0
        var sumX = 0.0
        var sumY = 0.0
        for (x, y) in zip(xs, ys) where !y.isNaN {
            n += 1
            sumX += x
            sumY += y
        }
        guard n >= 2 else { return nil }
        let (meanX, meanY) = (sumX / n, sumY / n)
        // Deviations from the means: the sums of squares stay exact for times (1.7e9 s) too.
        var sxx = 0.0
        var sxy = 0.0
        var syy = 0.0
        for (x, y) in zip(xs, ys) where !y.isNaN {
            let (dx, dy) = (x - meanX, y - meanY)
            sxx += dx * dx
            sxy += dx * dy
            syy += dy * dy
        }
        guard sxx > 0 else { return nil }
        slope = sxy / sxx
        intercept = meanY - slope * meanX
        rSquared = syy > 0 ? sxy * sxy / (sxx * syy) : 1
    }

    package func y(at x: Double) -> Double { slope * x + intercept }
}
