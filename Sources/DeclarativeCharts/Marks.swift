/// A line through its series' points, in x order (Swift Charts' `LineMark`).
public struct LineMark: ChartContent {
    public let markRecords: [ChartMarkRecord]

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        markRecords = [ChartMarkRecord(kind: .line, x: x.field, y: y.field)]
    }

    /// A line for each value of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        markRecords = [ChartMarkRecord(kind: .line, x: x.field, y: y.field, series: series.field)]
    }
}

/// A point (Swift Charts' `PointMark`): a chart of points is a scatter.
public struct PointMark: ChartContent {
    public let markRecords: [ChartMarkRecord]

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        markRecords = [ChartMarkRecord(kind: .point, x: x.field, y: y.field)]
    }
}

/// A bar from zero to its value (Swift Charts' `BarMark`); bars of one x stack unless
/// `position(by:)` sets them side by side.
public struct BarMark: ChartContent {
    public let markRecords: [ChartMarkRecord]

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        markRecords = [ChartMarkRecord(kind: .bar, x: x.field, y: y.field)]
    }
}

/// The area between zero and a line (Swift Charts' `AreaMark`); areas of one x stack.
public struct AreaMark: ChartContent {
    public let markRecords: [ChartMarkRecord]

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        markRecords = [ChartMarkRecord(kind: .area, x: x.field, y: y.field)]
    }
}

extension PlottableValue {
    var field: ChartMarkRecord.Field { ChartMarkRecord.Field(label: label, value: plotted) }
}

extension ChartContent {
    /// Colours the marks by a value: one series (and one legend entry) a value.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ChartContentGroup {
        modified { $0.series = value.field }
    }

    /// Sets marks of one x side by side, one a value, rather than stacked.
    public func position<P: Plottable>(by value: PlottableValue<P>) -> ChartContentGroup {
        modified {
            $0.series = $0.series ?? value.field
            $0.position = value.field
            $0.positioned = true
        }
    }

    /// How a line or an area joins its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> ChartContentGroup {
        modified { $0.interpolation = method }
    }

    private func modified(_ change: (inout ChartMarkRecord) -> Void) -> ChartContentGroup {
        ChartContentGroup(
            markRecords.map {
                var record = $0
                change(&record)
                return record
            })
    }
}
