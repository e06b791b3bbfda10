import Foundation

/// Histogram bins as numpy computes them (`np.histogram_bin_edges`, `np.histogram`): equal-width
/// bins from the smallest value to the largest, each counting values in [edge, next edge), the
/// last bin closed. NaN (a gap) and infinite values are left out.
public struct Histogram: Sendable, Equatable {
    /// How many bins.
    public enum Bins: Sendable, Equatable {
        /// numpy's `bins="auto"` (numpy 2.3 and later): the narrower of Sturges' width and
        /// Freedman-Diaconis' width, the latter kept at least half the square-root rule's width
        /// so a small interquartile range cannot ask for thousands of bins (with an IQR of 0 it
        /// is that half width). Before 2.3 numpy took plain Freedman-Diaconis, or Sturges when
        /// the IQR was 0.
        case auto
        /// Exactly this many bins (at least 1).
        case count(Int)
    }

    /// count + 1 ascending edges.
    public var edges: [Double]
    /// How many values fall in each bin.
    public var counts: [Int]

    /// Bins the values: numpy's `np.histogram(values, bins=...)`.
    public init(values: [Double], bins: Bins = .auto) {
        let finite = values.filter { $0.isFinite }
        edges = Self.edges(finite, bins: bins)
        counts = Self.counts(finite, edges: edges)
    }

    /// numpy's `np.histogram_bin_edges(values, bins=...)` for finite values.
    public static func edges(_ values: [Double], bins: Bins) -> [Double] {
        var first = values.min() ?? 0
        var last = values.max() ?? 1
        if first == last {
            first -= 0.5
            last += 0.5
        }
        // A span wider than a double holds cannot be split: one bin (numpy would fail).
        guard (last - first).isFinite else { return [first, last] }
        let binCount: Int
        switch bins {
        case .count(let count):
            binCount = max(1, count)
        case .auto:
            let width = values.isEmpty ? 0 : autoWidth(values)
            let bins = ((last - first) / width).rounded(.up)
            // A span wider than a double holds gives no width to divide: one bin, not a trap.
            binCount = width > 0 && bins.isFinite && bins < 1e7 ? Int(bins) : 1
        }
        return linspace(first, last, binCount + 1)
    }

    /// numpy's `_hist_bin_auto`.
    static func autoWidth(_ values: [Double]) -> Double {
        let n = Double(values.count)
        let sorted = values.sorted()
        let range = sorted[sorted.count - 1] - sorted[0]
        let iqr = percentile(sorted, 0.75) - percentile(sorted, 0.25)
        let freedmanDiaconis = 2.0 * iqr * pow(n, -1.0 / 3.0)
        let sturges = range / (log2(n) + 1.0)
        let squareRoot = range / n.squareRoot()
        return min(max(freedmanDiaconis, squareRoot / 2), sturges)
    }

    /// numpy's default ("linear") percentile of sorted values, its arithmetic kept.
    static func percentile(_ sorted: [Double], _ quantile: Double) -> Double {
        let n = Double(sorted.count)
        let virtualIndex = n * quantile + (1 + quantile * (1 - 1 - 1)) - 1
        let lower = max(0, min(sorted.count - 1, Int(virtualIndex.rounded(.down))))
        let upper = min(sorted.count - 1, lower + 1)
        let t = virtualIndex - virtualIndex.rounded(.down)
        let a = sorted[lower]
        let b = sorted[upper]
        let difference = b - a
        // numpy's _lerp: from the nearer end, so t = 1 gives b exactly.
        return t >= 0.5 ? b - difference * (1 - t) : a + difference * t
    }

    /// numpy's `linspace(start, stop, count)` with its endpoint.
    static func linspace(_ start: Double, _ stop: Double, _ count: Int) -> [Double] {
        guard count > 1 else { return [start] }
        let step = (stop - start) / Double(count - 1)
        var result = (0..<count).map { Double($0) * step + start }
        result[count - 1] = stop
        return result
    }

    /// numpy's counting for equal bins: the index by arithmetic, then corrected by a bin
    /// against the edges themselves, as numpy does for values within an ulp of an edge.
    static func counts(_ values: [Double], edges: [Double]) -> [Int] {
        let binCount = edges.count - 1
        guard binCount > 0 else { return [] }
        var counts = [Int](repeating: 0, count: binCount)
        let first = edges[0]
        let last = edges[binCount]
        let span = last - first
        for value in values where value >= first && value <= last {
            let estimate = (value - first) / span * Double(binCount)
            var index = estimate.isFinite ? max(0, min(binCount, Int(estimate))) : 0
            if index == binCount { index -= 1 }
            if value < edges[index] { index -= 1 }
            if index != binCount - 1 && value >= edges[index + 1] { index += 1 }
            counts[index] += 1
        }
        return counts
    }
}
