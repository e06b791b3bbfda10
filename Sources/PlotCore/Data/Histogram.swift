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
        /// Exactly this many bins, 1 to 10,000 (`DataChart.validate()` refuses others; drawn
        /// unvalidated, a count is held to that range).
        case count(Int)
    }

    /// The bin counts a chart draws (the CLI's `--bins`): more bins than pixels say nothing, and
    /// Int.max bins would overflow counting their edges.
    package static let binCounts = 1...10_000

    /// count + 1 ascending edges.
    package var edges: [Double]
    /// How many values fall in each bin.
    package var counts: [Int]

    /// Bins the values: numpy's `np.histogram(values, bins=...)`.
    package init(values: [Double], bins: Bins = .auto) {
        let finite = values.filter { $0.isFinite }
        edges = Self.edges(finite, bins: bins)
        counts = Self.counts(finite, edges: edges)
    }

    /// numpy's `np.histogram_bin_edges(values, bins=...)` for finite values.
    package static func edges(_ values: [Double], bins: Bins) -> [Double] {
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
            binCount = min(max(Self.binCounts.lowerBound, count), Self.binCounts.upperBound)
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
        let range = (values.max() ?? 0) - (values.min() ?? 0)
        var scratch = values
        let quartiles = percentiles(&scratch, [0.25, 0.75])
        let iqr = quartiles[1] - quartiles[0]
        let freedmanDiaconis = 2.0 * iqr * pow(n, -1.0 / 3.0)
        let sturges = range / (log2(n) + 1.0)
        let squareRoot = range / n.squareRoot()
        return min(max(freedmanDiaconis, squareRoot / 2), sturges)
    }

    /// numpy's default ("linear") percentiles, its arithmetic kept. Like numpy it selects the
    /// order statistics it needs (partitioning `values` in place) instead of sorting them all.
    static func percentiles(_ values: inout [Double], _ quantiles: [Double]) -> [Double] {
        values.withUnsafeMutableBufferPointer { percentiles($0, quantiles) }
    }

    /// `percentiles` of values in place, wherever they are kept.
    static func percentiles(_ values: UnsafeMutableBufferPointer<Double>, _ quantiles: [Double]) -> [Double] {
        let count = values.count
        guard count > 0 else { return quantiles.map { _ in .nan } }
        let n = Double(count)
        let indices = quantiles.map { quantile in
            let virtualIndex = n * quantile + (1 + quantile * (1 - 1 - 1)) - 1
            let lower = max(0, min(count - 1, Int(virtualIndex.rounded(.down))))
            return (virtualIndex, lower, min(count - 1, lower + 1))
        }
        // Each selection leaves everything after its index no smaller, so the next, larger
        // index is selected among those alone; the one right after it is their least (a scan,
        // not a second selection: a box's quartiles came to a tenth of a box plot).
        var start = 0
        for k in Set(indices.flatMap { [$0.1, $0.2] }).sorted() {
            if k == start, k > 0 {
                moveLeast(values, to: k)
            } else {
                select(values, k, from: start)
            }
            start = k + 1
        }
        return indices.map { virtualIndex, lower, upper in
            let t = virtualIndex - virtualIndex.rounded(.down)
            let a = values[lower]
            let difference = values[upper] - a
            // numpy's _lerp: from the nearer end, so t = 1 gives the upper value exactly.
            return t >= 0.5 ? values[upper] - difference * (1 - t) : a + difference * t
        }
    }

    /// Swaps the least of values[k...] into index k.
    static func moveLeast(_ values: inout [Double], to k: Int) {
        values.withUnsafeMutableBufferPointer { moveLeast($0, to: k) }
    }

    static func moveLeast(_ a: UnsafeMutableBufferPointer<Double>, to k: Int) {
        var least = k
        for index in (k + 1)..<a.count where a[index] < a[least] { least = index }
        a.swapAt(k, least)
    }

    /// Moves the k-th smallest of values[start...] to index k, the smaller before it and the
    /// larger after. Quickselect whose partitions swap without a branch (Lomuto's, as in
    /// Alexandrescu's "Lomuto's comeback": a branch on random doubles is mispredicted every
    /// other value); when nothing is below the pivot, one more pass sets its ties apart, so
    /// ties cost a pass; a sort if the pivots keep choosing badly.
    static func select(_ values: inout [Double], _ k: Int, from start: Int) {
        values.withUnsafeMutableBufferPointer { select($0, k, from: start) }
    }

    static func select(_ a: UnsafeMutableBufferPointer<Double>, _ k: Int, from start: Int) {
        var low = start
        var high = a.count - 1
        var budget = 2 * (Int.bitWidth - a.count.leadingZeroBitCount) + 8
        while low < high {
            if budget == 0 {
                var rest = UnsafeMutableBufferPointer(rebasing: a[low...high])
                rest.sort()
                return
            }
            budget -= 1
            let (x, y, z) = (a[low], a[(low + high) / 2], a[high])
            let pivot = max(min(x, y), min(max(x, y), z))
            let below = partition(a, low...high) { $0 < pivot }
            if k < below {
                high = below - 1
            } else if below > low {
                low = below
            } else {
                // Nothing below the pivot: its ties first, then what is above it.
                let tied = partition(a, low...high) { $0 <= pivot }
                if k < tied { return }
                low = tied
            }
        }
    }

    /// Moves the values of `range` for which `isBefore` holds before the others; returns where
    /// the others start. Each value is swapped whether it moves or not: no branch to mispredict.
    @inline(__always)
    private static func partition(
        _ a: UnsafeMutableBufferPointer<Double>, _ range: ClosedRange<Int>, _ isBefore: (Double) -> Bool
    ) -> Int {
        var store = range.lowerBound
        for index in range {
            let value = a[index]
            a[index] = a[store]
            a[store] = value
            // A Bool's byte is 0 or 1: added as a number, the compiler makes no branch of it
            // (it did of `? 1 : 0`).
            store &+= Int(unsafeBitCast(isBefore(value), to: UInt8.self))
        }
        return store
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
        let binsPerUnit = Double(binCount) / (edges[binCount] - edges[0])
        for value in values {
            if let index = bin(of: value, edges: edges, binsPerUnit: binsPerUnit) { counts[index] += 1 }
        }
        return counts
    }

    /// The bin a value falls in ([edge, next edge), the last closed), or nil outside the edges.
    /// `binsPerUnit` is the bins' count over the edges' span, worked out once by the caller.
    static func bin(of value: Double, edges: [Double], binsPerUnit: Double) -> Int? {
        let binCount = edges.count - 1
        let first = edges[0]
        guard value >= first && value <= edges[binCount] else { return nil }
        // numpy divides by the span then multiplies; one multiplication lands within an ulp of
        // that, and the two corrections below settle values near an edge either way.
        let estimate = (value - first) * binsPerUnit
        var index = estimate.isFinite ? max(0, min(binCount, Int(estimate))) : 0
        if index == binCount { index -= 1 }
        if value < edges[index] { index -= 1 }
        if index != binCount - 1 && value >= edges[index + 1] { index += 1 }
        return index
    }
}
