import Foundation

/// A box plot's or a violin plot's marks in data values: one a category and series, `slot` of
/// `slots` side by side within the category's band, as grouped bars stand.
struct BoxMark: Equatable {
    /// A violin's outline: y up its grid and the density there as a share of the widest
    /// violin's (0...1), so the widest fills its slot and the others compare with it.
    struct Violin: Equatable {
        var ys: [Double]
        var widths: [Double]
    }

    var series: Int
    /// The category's index.
    var x: Double
    var slot: Int
    var slots: Int
    var box: BoxStatistics
    /// The outline, for a violin of values that differ; nil for a box (or a violin of one value,
    /// drawn as its median alone).
    var violin: Violin?

    /// How opaque a box's or a violin's fill is: its lines and the grid show through.
    static let fillAlpha = 0.35

    /// What the y axis must hold: whiskers and outliers, and a violin's tails.
    var yExtent: Interval {
        let extent = box.extent
        guard let ys = violin?.ys, let low = ys.first, let high = ys.last else { return extent }
        return Interval(min(extent.lower, low), max(extent.upper, high))
    }

    /// A mark per category and series that has values there (missing ones were left out as
    /// the table was read). Only a category x is grouped: a chart of another x has none (its
    /// `validate()` refuses it).
    static func marks(_ chart: DataChart) -> [BoxMark] {
        guard chart.x.isCategory else { return [] }
        var marks: [BoxMark] = []
        var densities: [[Double]] = []
        for (index, series) in chart.series.enumerated() {
            let (groups, values) = grouped(series.points)
            // Each group's order statistics are selected in its part of one scratch array.
            var scratch = [Double](unsafeUninitializedCapacity: values.count) { $1 = values.count }
            // Each category's box on a core of its own: 20 boxes of 50,000 values are most of a chart.
            let made = values.withUnsafeBufferPointer { all in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    Parallel.map(groups) { x, range -> (BoxMark, [Double])? in
                        let values = UnsafeBufferPointer(rebasing: all[range])
                        guard
                            let box = BoxStatistics(
                                values, scratch: UnsafeMutableBufferPointer(rebasing: scratch[range]))
                        else { return nil }
                        var mark = BoxMark(series: index, x: x, slot: index, slots: chart.series.count, box: box)
                        if chart.kind == .violin, let kde = KernelDensity(Array(values)) {
                            var outline = kde.outline()
                            if chart.logY {
                                // A log axis has no place for the tails at or below 0.
                                let kept = outline.ys.indices.filter { outline.ys[$0] > 0 }
                                outline = (kept.map { outline.ys[$0] }, kept.map { outline.densities[$0] })
                            }
                            if !outline.ys.isEmpty { mark.violin = Violin(ys: outline.ys, widths: []) }
                            return (mark, outline.densities)
                        }
                        return (mark, [])
                    }
                }
            }
            for case let (mark, density)? in made {
                marks.append(mark)
                densities.append(density)
            }
        }
        // seaborn's `density_norm="area"`: one scale for every violin, the widest filling its slot.
        let widest = densities.joined().max() ?? 0
        for index in marks.indices where marks[index].violin != nil && widest > 0 {
            marks[index].violin?.widths = densities[index].map { $0 / widest }
        }
        return marks
    }

    /// The finite ys of each x, in increasing x, each in the points' order: one array of them
    /// all, an x's a range of it. A category's x is its index, a small whole number: the points
    /// of each are counted, then put in place, in parts on the cores at once (hashing 10^6
    /// doubles took a tenth of the box plot; an array a category grown and then joined, most of
    /// another tenth in fresh memory). Any other finite x (none from a category column) is
    /// hashed.
    static func grouped(_ points: PointSeries) -> (groups: [(x: Double, range: Range<Int>)], values: [Double]) {
        let (xs, ys) = (points.xs, points.ys)
        let limit = Double(points.count)
        func index(_ x: Double) -> Int? { x >= 0 && x < limit && x == Double(Int(x)) ? Int(x) : nil }
        let parts = Parallel.ranges(points.count, threads: ProcessInfo.processInfo.activeProcessorCount)
        let counted = Parallel.map(parts) { range -> (counts: [Int], others: [Double: [Double]]) in
            var counts: [Int] = []
            var others: [Double: [Double]] = [:]
            // A row without an x (NaN) is in no group, as a row without its y.
            for row in range where ys[row].isFinite && xs[row].isFinite {
                if let category = index(xs[row]) {
                    if category >= counts.count { counts += repeatElement(0, count: category + 1 - counts.count) }
                    counts[category] += 1
                } else {
                    others[xs[row], default: []].append(ys[row])
                }
            }
            return (counts, others)
        }
        // Where each part's values of each category go: the categories in order, and within
        // one, the parts in order.
        var starts = [[Int]](repeating: [], count: parts.count)
        var groups: [(x: Double, range: Range<Int>)] = []
        var end = 0
        for category in 0..<(counted.map(\.counts.count).max() ?? 0) {
            let first = end
            for (part, found) in counted.enumerated() {
                starts[part].append(end)
                end += category < found.counts.count ? found.counts[category] : 0
            }
            if end > first { groups.append((Double(category), first..<end)) }
        }
        let others = counted.reduce(into: [Double: [Double]]()) { $0.merge($1.others, uniquingKeysWith: +) }
        let total = others.values.reduce(end) { $0 + $1.count }
        let values = [Double](unsafeUninitializedCapacity: total) { buffer, initialized in
            _ = Parallel.map(parts.count) { part in
                var next = starts[part]
                for row in parts[part] where ys[row].isFinite {
                    guard let category = index(xs[row]) else { continue }
                    buffer[next[category]] = ys[row]
                    next[category] += 1
                }
            }
            var at = end
            for (x, values) in others.sorted(by: { $0.key < $1.key }) {
                for (offset, value) in values.enumerated() { buffer[at + offset] = value }
                groups.append((x, at..<(at + values.count)))
                at += values.count
            }
            initialized = total
        }
        return (groups.sorted { $0.x < $1.x }, values)
    }
}
