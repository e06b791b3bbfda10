import PlotCore

/// A filled rectangle between two x values and two y values (Swift Charts' `RectangleMark`): a
/// period shaded behind a line, a target band. Drawn under the other marks by the engine's
/// rectangles, clipped to the plot, in the theme's line colour unless `foregroundStyle(_:)`
/// says another. Categories on x span whole bands.
public struct RectangleMark: ChartContent {
    /// The mark as the chart reads it.
    public let markRecords: [ChartMarkRecord]

    /// A rectangle from `xStart` to `xEnd` and from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        markRecords = [
            ChartMarkRecord(kind: .rectangle, x: xStart.field, y: yStart.field, xEnd: xEnd.field, yEnd: yEnd.field)
        ]
    }
}

extension ChartMarkRecord {
    /// The engine's rectangle for a `RectangleMark` on a chart whose x axis is `axis`.
    /// - Throws: `ChartDataError` naming the mark and the value (see `position(_:_:on:mark:)`).
    func rectangle(on axis: AxisKind) throws(ChartDataError) -> ChartRectangle {
        guard let x, let y else { throw ChartDataError("RectangleMark has no x or no y", isUsage: true) }
        return ChartRectangle(
            x: try range(x, xEnd, "x", on: axis, mark: "RectangleMark"),
            y: try range(y, yEnd, "y", on: axis, mark: "RectangleMark"), color: style.color, opacity: style.opacity)
    }
}
