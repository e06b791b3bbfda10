import PlotCore

/// The line of a function y = f(x) (Swift Charts' `LinePlot(x:y:domain:function:)`), sampled
/// at 512 evenly spaced x over its domain, ends included: finer than a line's width on a page
/// up to about 1,000 points wide, and below the 60 points in view that would mark each one. A
/// NaN or an infinite y leaves a gap, as Swift Charts asks of a function undefined there. A
/// series of its own, named by `y`, unless `foregroundStyle(by:)` names it.
public struct LinePlot: ChartContent {
    /// The mark as the chart reads it.
    public let markRecords: [ChartMarkRecord]

    /// The line of `function` over `domain`, or over the chart's `chartXScale(domain:)` when nil.
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) {
        var record = ChartMarkRecord(kind: .line)
        record.function = ChartMarkRecord.Function(
            x: String(x), y: String(y), domain: domain, function: function)
        markRecords = [record]
    }
}

extension ChartMarkRecord {
    /// A function to sample: `LinePlot`'s.
    struct Function: Sendable, Equatable {
        var x: String
        var y: String
        var domain: ClosedRange<Double>?
        var function: @Sendable (Double) -> Double

        /// How many x a function is sampled at.
        static let samples = 512

        /// Two plots of the same labels and domain are the same plot: a function has no equality.
        static func == (lhs: Function, rhs: Function) -> Bool {
            lhs.x == rhs.x && lhs.y == rhs.y && lhs.domain == rhs.domain
        }
    }

    /// A line mark a sample, for a `LinePlot`'s record (`domain` is the chart's x domain, used
    /// when the plot has none); other records as they are.
    /// - Throws: `ChartDataError` naming the plot: no domain, or one that is empty or not finite.
    func sampled(chartDomain: ClosedRange<Double>?) throws(ChartDataError) -> [ChartMarkRecord] {
        guard let plot = function else { return [self] }
        guard let domain = plot.domain ?? chartDomain else {
            throw ChartDataError(
                "LinePlot (\(plot.y)) has no domain: give it one, or the chart chartXScale(domain:)", isUsage: true)
        }
        let (low, high) = (domain.lowerBound, domain.upperBound)
        guard low.isFinite, high.isFinite else {
            throw ChartDataError("LinePlot (\(plot.y)): the domain \(low)...\(high) is not finite", isUsage: true)
        }
        guard low < high else {
            throw ChartDataError("LinePlot (\(plot.y)): the domain \(low)...\(high) is empty", isUsage: true)
        }
        let count = Function.samples
        return (0..<count).map { index in
            let x = index == count - 1 ? high : low + (high - low) * Double(index) / Double(count - 1)
            let y = plot.function(x)
            var record = self
            record.function = nil
            record.x = Field(label: plot.x, value: .number(x))
            record.y = Field(label: plot.y, value: .number(y.isFinite ? y : .nan))
            record.series = series ?? Field(label: plot.y, value: .category(plot.y))
            return record
        }
    }
}
