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
            // Each category's box on a core of its own: 20 boxes of 50,000 values are most of a chart.
            let made = Parallel.map(grouped(series.points)) { x, values -> (BoxMark, [Double])? in
                guard let box = BoxStatistics(values) else { return nil }
                var mark = BoxMark(series: index, x: x, slot: index, slots: chart.series.count, box: box)
                if chart.kind == .violin, let kde = KernelDensity(values) {
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

    /// The finite ys of each x, in increasing x, each in the points' order. A category's x is
    /// its index, a small whole number: those are grouped in an array (hashing 10^6 doubles took
    /// a tenth of the box plot). Parts of a long series are grouped on the cores at once and
    /// joined in order.
    private static func grouped(_ points: PointSeries) -> [(Double, [Double])] {
        let parts = Parallel.map(
            Parallel.ranges(points.count, threads: ProcessInfo.processInfo.activeProcessorCount)
        ) { range in
            grouped(points.xs[range], points.ys[range], categories: points.count)
        }
        var (byIndex, others) = parts[0]
        for (moreByIndex, moreOthers) in parts.dropFirst() {
            if moreByIndex.count > byIndex.count {
                byIndex += Array(repeating: [], count: moreByIndex.count - byIndex.count)
            }
            for (index, values) in moreByIndex.enumerated() { byIndex[index] += values }
            others.merge(moreOthers, uniquingKeysWith: +)
        }
        for (index, values) in byIndex.enumerated() where !values.isEmpty { others[Double(index)] = values }
        return others.keys.sorted().map { ($0, others[$0]!) }
    }

    private static func grouped(_ xs: ArraySlice<Double>, _ ys: ArraySlice<Double>, categories: Int) -> (
        byIndex: [[Double]], others: [Double: [Double]]
    ) {
        var byIndex: [[Double]] = []
        var others: [Double: [Double]] = [:]
        for (x, y) in zip(xs, ys) where y.isFinite {
            if x >= 0, x < Double(categories), x == Double(Int(x)) {
                let index = Int(x)
                if index >= byIndex.count { byIndex += Array(repeating: [], count: index + 1 - byIndex.count) }
                byIndex[index].append(y)
            } else {
                others[x, default: []].append(y)
            }
        }
        return (byIndex, others)
    }
}
