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
    /// series' legend entry (in `words`' language: set them first), or to the note when one
    /// series has no legend.
    package mutating func addTrends(_ kind: TrendKind) {
        var fits: [LinearFit] = []
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
                fits.append(fit)
                if series.count > 1 { series[index].name += " (\(words.equation(fit, time: x.isTime)))" }
            case .loess:
                let delta = xs.count > Self.exactLowessPoints ? 0.01 * (high - low) : 0
                for (x, y) in zip(xs, Lowess.smooth(xs: xs, ys: ys, delta: delta)) { line.append(x: x, y: y) }
            }
            overlays.append(ChartOverlay(series: index, points: line, dashed: true))
        }
        switch kind {
        case .linear: if series.count == 1, let fit = fits.first { madeNotes.append(.linearTrend(fit, time: x.isTime)) }
        case .loess: madeNotes.append(.loessTrend)
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
        madeNotes.append(.rollingMean(window, time: x.isTime))
    }
}
