import Foundation

/// Student's t distribution with `degrees` of freedom: its CDF through the regularized
/// incomplete beta function (Numerical Recipes' continued fraction, Lentz's method) and its
/// quantile by bisection on that CDF, as `scipy.stats.t.cdf` and `t.ppf` give them (to ~1e-12).
package enum StudentT {
    /// P(T <= t).
    package static func cdf(_ t: Double, degrees: Double) -> Double {
        guard t.isFinite else { return t > 0 ? 1 : 0 }
        let tail = 0.5 * incompleteBeta(degrees / (degrees + t * t), a: degrees / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// The t with P(T <= t) = p, for p in (0, 1); NaN outside or for no degrees of freedom.
    package static func quantile(_ p: Double, degrees: Double) -> Double {
        guard p > 0, p < 1, degrees > 0 else { return .nan }
        if p == 0.5 { return 0 }
        if p < 0.5 { return -quantile(1 - p, degrees: degrees) }
        var (low, high) = (0.0, 1.0)
        while cdf(high, degrees: degrees) < p { (low, high) = (high, high * 2) }
        // Halving to the last bit: the CDF rises, so the answer stays between the two.
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if cdf(middle, degrees: degrees) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// I_x(a, b), the regularized incomplete beta function.
    static func incompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logBeta: Double = lgamma(a) + lgamma(b) - lgamma(a + b)
        let front: Double = exp(a * log(x) + b * log(1 - x) - logBeta)
        // The continued fraction converges fast below (a + 1) / (a + b + 2); above, by symmetry.
        if x < (a + 1) / (a + b + 2) { return front * continuedFraction(x, a: a, b: b) / a }
        return 1 - front * continuedFraction(1 - x, a: b, b: a) / b
    }

    private static func continuedFraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for m in 1...300 {
            let m = Double(m)
            let even: Double = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 + even * d
            c = 1 + even / c
            if abs(d) < tiny { d = tiny }
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            let odd: Double = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 + odd * d
            c = 1 + odd / c
            if abs(d) < tiny { d = tiny }
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let step = d * c
            h *= step
            if abs(step - 1) < 1e-16 { break }
        }
        return h
    }
}
