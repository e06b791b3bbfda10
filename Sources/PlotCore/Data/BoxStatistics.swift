/// One box of a box plot, as matplotlib's `cbook.boxplot_stats(values, whis=1.5)` makes it:
/// quartiles by numpy's `percentile` (its default, linear method), whiskers at the most
/// extreme values within 1.5 IQR of the quartiles (Tukey's), and the values beyond them.
struct BoxStatistics: Sendable, Equatable {
    /// How many values the box stands for.
    var count: Int
    var q1: Double
    var median: Double
    var q3: Double
    /// The least value at or above q1 - 1.5 IQR; q1 when none is below q1.
    var lowWhisker: Double
    /// The greatest value at or below q3 + 1.5 IQR; q3 when none is above q3.
    var highWhisker: Double
    /// The values beyond the whiskers, the low ones first, each in the order given (matplotlib's
    /// `fliers`).
    var outliers: [Double]

    /// How far beyond the quartiles, in IQRs, a whisker may reach: matplotlib's `whis` default.
    static let whiskerReach = 1.5

    /// The box of `values` (finite, missing ones already left out); nil for none.
    init?(_ values: [Double]) {
        var scratch = values
        let box = values.withUnsafeBufferPointer { values in
            scratch.withUnsafeMutableBufferPointer { Self(values, scratch: $0) }
        }
        guard let box else { return nil }
        self = box
    }

    /// The box of `values`, their order statistics selected in `scratch`, as many doubles
    /// (`Histogram.percentiles`): a box plot's groups share one array of them all.
    init?(_ values: UnsafeBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>) {
        guard !values.isEmpty else { return nil }
        _ = scratch.initialize(fromContentsOf: values)
        let quartiles = Histogram.percentiles(scratch, [0.25, 0.5, 0.75])
        let (q1, q3) = (quartiles[0], quartiles[2])
        let reach = Self.whiskerReach * (q3 - q1)
        // matplotlib: a whisker never falls inside the box, even when no value lies between.
        var (low, high) = (q1, q3)
        for value in values {
            if value >= q1 - reach, value < low { low = value }
            if value <= q3 + reach, value > high { high = value }
        }
        count = values.count
        self.q1 = q1
        median = quartiles[1]
        self.q3 = q3
        lowWhisker = low
        highWhisker = high
        outliers = values.filter { $0 < low } + values.filter { $0 > high }
    }

    /// From the lower whisker or outlier to the upper: what the y axis must hold.
    var extent: Interval {
        Interval(outliers.reduce(lowWhisker, Swift.min), outliers.reduce(highWhisker, Swift.max))
    }
}
