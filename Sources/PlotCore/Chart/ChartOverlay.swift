/// A line drawn over one series' marks in its colour: a fitted trend (dashed) or a moving mean
/// (solid, the series itself then drawn faint). Its points are in data units, sorted by x.
package struct ChartOverlay: Sendable, Equatable {
    /// The series whose colour and width it takes.
    package var series: Int
    package var points: PointSeries
    package var dashed: Bool
}
