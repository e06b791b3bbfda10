/// The window of a moving mean: the last `rows` rows, or the x `span` ending at each point.
package enum RollingWindow: Sendable, Equatable {
    case rows(Int)
    case span(Double)
}

/// A moving mean of points sorted by x, as pandas' `rolling(window).mean()` gives it: over
/// the last N rows, a mean only where all N values are there (pandas' `min_periods` is the
/// window); over a span of x (pandas' `rolling("7D")` on a time index), the values with x in
/// `(x - span, x]`, a mean wherever one of them is there.
package enum RollingMean {
    package static func of(xs: [Double], ys: [Double], window: RollingWindow) -> [Double] {
        var means = [Double](repeating: .nan, count: ys.count)
        switch window {
        case .rows(let count):
            guard count > 0 else { return means }
            var sum = 0.0
            var missing = 0
            for index in ys.indices {
                if ys[index].isNaN { missing += 1 } else { sum += ys[index] }
                if index >= count {
                    let leaving = ys[index - count]
                    if leaving.isNaN { missing -= 1 } else { sum -= leaving }
                }
                if index >= count - 1, missing == 0 { means[index] = sum / Double(count) }
            }
        case .span(let span):
            var start = 0
            var sum = 0.0
            var present = 0
            for index in ys.indices {
                if !ys[index].isNaN {
                    sum += ys[index]
                    present += 1
                }
                while xs[start] <= xs[index] - span {
                    if !ys[start].isNaN {
                        sum -= ys[start]
                        present -= 1
                    }
                    start += 1
                }
                if present > 0 { means[index] = sum / Double(present) }
            }
        }
        return means
    }
}
