import Foundation

/// How a series' trend is fitted: a least-squares line, or LOESS (statsmodels' `lowess` with
/// its defaults: frac 2/3, three robustifying passes).
package enum TrendKind: String, CaseIterable, Sendable {
    case linear
    case loess
}

extension DataChart {
    /// Above this many points LOESS interpolates within 1% of the x range between fits, as
    /// statsmodels' documentation advises for large data (`delta = 0.01 * range(x)`).
    static let exactLowessPoints = 5_000

    /// A trend line over every series, dashed in its colour. A line's equation and R² go to its
    /// series' legend entry, or to the note when one series has no legend.
    package mutating func addTrends(_ kind: TrendKind) {
        var fits: [String] = []
        for index in series.indices {
            let sorted = series[index].points.sortedByX()
            let kept = sorted.xs.indices.filter { !sorted.ys[$0].isNaN }
            let (xs, ys) = (kept.map { sorted.xs[$0] }, kept.map { sorted.ys[$0] })
            guard let low = xs.first, let high = xs.last, low < high else { continue }
            var line = PointSeries()
            switch kind {
            case .linear:
                guard let fit = LinearFit(xs: xs, ys: ys) else { continue }
                // Sampled, so it is the fitted line on a log axis too.
                for step in 0...100 {
                    let x = low + (high - low) * Double(step) / 100
                    line.append(x: x, y: fit.y(at: x))
                }
                let equation = describe(fit)
                fits.append(equation)
                if series.count > 1 { series[index].name += " (\(equation))" }
            case .loess:
                let delta = xs.count > Self.exactLowessPoints ? 0.01 * (high - low) : 0
                for (x, y) in zip(xs, Lowess.smooth(xs: xs, ys: ys, delta: delta)) { line.append(x: x, y: y) }
            }
            overlays.append(ChartOverlay(series: index, points: line, dashed: true))
        }
        switch kind {
        case .linear: if series.count == 1, let fit = fits.first { notes.append("trend: \(fit)") }
        case .loess: notes.append("LOESS trend (frac 2/3, as statsmodels' lowess)")
        }
    }

    /// A moving mean over every series, drawn over the series itself, which turns faint.
    package mutating func addRollingMeans(_ window: RollingWindow) {
        for index in series.indices {
            let sorted = series[index].points.sortedByX()
            var line = PointSeries()
            for (x, y) in zip(sorted.xs, RollingMean.of(xs: sorted.xs, ys: sorted.ys, window: window)) {
                if y.isNaN { line.appendMissing(x: x) } else { line.append(x: x, y: y) }
            }
            overlays.append(ChartOverlay(series: index, points: line, dashed: false))
            series[index].style.opacity = 0.3
        }
        switch window {
        case .rows(let count): notes.append("rolling mean of \(count) rows")
        case .span(let seconds) where x.isTime:
            let days = seconds / 86_400
            notes.append(
                days == days.rounded()
                    ? "rolling mean of \(Int(days)) day\(days == 1 ? "" : "s")"
                    : "rolling mean of \(NumberText.shortest(seconds / 3600)) hours")
        case .span(let span): notes.append("rolling mean over x spans of \(NumberText.shortest(span))")
        }
    }

    /// "y = 0.52x + 3.1, R² = 0.87"; on a time axis the slope a day: "+0.52 a day, R² = 0.87".
    private func describe(_ fit: LinearFit) -> String {
        let r2 = "R² = " + Self.significant(fit.rSquared, 2)
        if x.isTime {
            let perDay = fit.slope * 86_400
            return (perDay < 0 ? "−" : "+") + Self.significant(abs(perDay), 3) + " a day, " + r2
        }
        let sign = fit.intercept < 0 ? " − " : " + "
        let slope = (fit.slope < 0 ? "−" : "") + Self.significant(abs(fit.slope), 3)
        return "y = " + slope + "x" + sign + Self.significant(abs(fit.intercept), 3) + ", " + r2
    }

    /// A value to `digits` significant digits, written shortest ("0.523", "3100", "1.2e-07").
    static func significant(_ value: Double, _ digits: Int) -> String {
        guard value != 0, value.isFinite else { return NumberText.shortest(value) }
        let scale = pow(10, Double(digits) - 1 - floor(log10(abs(value))))
        return NumberText.shortest((value * scale).rounded() / scale)
    }
}
