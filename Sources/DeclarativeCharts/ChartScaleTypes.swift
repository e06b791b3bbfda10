import PlotCore

extension Chart {
    /// An x scale of this type: `.linear` or `.log` over numbers, `.date` over dates,
    /// `.category` over any values (numbers and dates then each a category, in the order they
    /// first appear). A type the values are not is a `ChartDataError` from `dataChart()`.
    public func chartXScale(type: ScaleType) -> Chart {
        var chart = self
        chart.xScaleType = type
        return chart
    }

    /// The x values the axis shows, on a scale of this type (numbers).
    public func chartXScale(domain: ClosedRange<Double>, type: ScaleType) -> Chart {
        chartXScale(domain: domain).chartXScale(type: type)
    }

    /// The y values the axis shows, on a scale of this type: `.linear` or `.log` (y is numbers).
    public func chartYScale(domain: ClosedRange<Double>, type: ScaleType) -> Chart {
        chartYScale(domain: domain).chartYScale(type: type)
    }

    /// The x values as `chartXScale(type: .category)` asks: each a category by its text.
    func categorized(_ values: [PlottedValue]) -> [PlottedValue] {
        guard xScaleType == .category else { return values }
        return values.map { .category(Self.text($0)) }
    }

    /// The axis `chartXScale(type:)` and `chartYScale(type:)` ask for, from the one the values
    /// call for.
    /// - Throws: `ChartDataError` naming the scale and what the values are.
    func scaled(_ axis: AxisKind) throws(ChartDataError) -> AxisKind {
        if let yScaleType, yScaleType == .date || yScaleType == .category {
            throw ChartDataError(
                "chartYScale(type: .\(yScaleType)): y holds numbers only; dates and categories go on x", isUsage: true)
        }
        guard let xScaleType, xScaleType != .category else { return axis }
        let held: String
        switch axis {
        case .linear, .log: held = "numbers"
        case .time: held = "dates"
        case .category: held = "categories"
        }
        switch (xScaleType, held) {
        case (.linear, "numbers"), (.date, "dates"): return axis
        case (.log, "numbers"): return .log
        default:
            throw ChartDataError(
                "chartXScale(type: .\(xScaleType)): x holds \(held); a .\(xScaleType) scale takes \(xScaleType == .date ? "dates" : "numbers")",
                isUsage: true)
        }
    }
}
