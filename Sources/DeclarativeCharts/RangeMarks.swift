import PlotCore

/// Bars and areas over a range of values rather than from zero (Swift Charts' range marks):
/// `BarMark(x:yStart:yEnd:)` upright, `BarMark(xStart:xEnd:y:)` across (a Gantt chart's
/// rows), `AreaMark(x:yStart:yEnd:)` a band. The mark records its start in `y` (or `x`) and
/// its end in `yEnd` (or `xEnd`), as rules and rectangles do.
extension BarMark {
    /// A bar at `x` from `yStart` to `yEnd`. A `width` other than `.automatic` is a
    /// `ChartDataError` from `dataChart()`: bars are as wide as the chart makes them.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        var record = ChartMarkRecord(kind: .bar, x: x.field, y: yStart.field)
        record.yEnd = yEnd.field
        if width != .automatic {
            record.refusal = "BarMark: width is not drawn yet: bars are as wide as the chart makes them"
        }
        markRecords = [record]
    }

    /// A bar across at `y` (a category) from `xStart` to `xEnd` (numbers): a Gantt chart's
    /// task. A `height` other than `.automatic` is a `ChartDataError` from `dataChart()`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var record = ChartMarkRecord(kind: .bar, x: xStart.field, y: y.field)
        record.xEnd = xEnd.field
        if height != .automatic {
            record.refusal = "BarMark: height is not drawn yet: bars are as thick as the chart makes them"
        }
        markRecords = [record]
    }
}

extension AreaMark {
    /// The band at `x` between `yStart` and `yEnd`: a range's low and high edges.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var record = ChartMarkRecord(kind: .area, x: x.field, y: yStart.field)
        record.yEnd = yEnd.field
        markRecords = [record]
    }
}

extension ChartMarkRecord {
    /// A bar or an area over a range (`yEnd` or `xEnd` set), not from zero.
    var isRange: Bool { (kind == .bar || kind == .area) && (yEnd != nil || xEnd != nil) }

    /// A bar across (`BarMark(xStart:xEnd:y:)`) as the engine draws bars: its category on the
    /// engine's x, its start in `y` and its end in `yEnd`.
    var turnedUpright: ChartMarkRecord {
        guard kind == .bar, let xEnd else { return self }
        var record = self
        (record.x, record.y, record.xEnd, record.yEnd) = (y, x, nil, xEnd)
        return record
    }
}

/// Which way a chart's range marks run.
enum RangeDirection: Sendable, Equatable {
    /// Upright bars or bands: `yStart` to `yEnd`.
    case upright
    /// Bars across: `xStart` to `xEnd` at a category on y.
    case across
}

extension Chart {
    /// How the chart's marks run over ranges; nil when none is a range.
    /// - Throws: `ChartDataError` for range marks with marks from zero, bars across with
    ///   upright ones, or bars across over values other than numbers.
    static func rangeLayout(_ records: [ChartMarkRecord]) throws(ChartDataError) -> RangeDirection? {
        let ranges = records.filter(\.isRange)
        guard !ranges.isEmpty else { return nil }
        guard ranges.count == records.count else {
            throw ChartDataError(
                "range marks (yStart:yEnd:, xStart:xEnd:) and marks from zero together are not drawn yet",
                isUsage: true)
        }
        let across = ranges.filter { $0.xEnd != nil }
        guard !across.isEmpty else { return .upright }
        guard across.count == ranges.count else {
            throw ChartDataError(
                "BarMark(xStart:xEnd:y:) and BarMark(x:yStart:yEnd:) together are not drawn: one direction a chart",
                isUsage: true)
        }
        for record in across {
            for field in [record.x, record.xEnd].compactMap({ $0 }) where !field.value.isNumber {
                throw ChartDataError(
                    "BarMark: xStart and xEnd (\(field.label)) must be numbers; bars across dates or categories are not drawn yet",
                    isUsage: true)
            }
        }
        return .across
    }
}
