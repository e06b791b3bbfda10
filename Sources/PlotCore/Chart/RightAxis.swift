/// A chart's second y axis, on the right (`--y2`; pandas' `secondary_y`, matplotlib's
/// `twinx`): the series on it are drawn to a linear scale of their own, with ticks, labels and
/// a title at the plot's right edge. The grid lines are the left axis's.
struct RightAxis {
    /// The chart as the left axis draws it: the right axis's series are there but empty, so
    /// that every series keeps its index (its colour, dash and marker go by it).
    var left: DataChart
    /// The chart as the right axis draws it: the left axis's series empty, linear, without the
    /// rules and rectangles that are values of the left axis.
    var right: DataChart

    /// Nil when no series is drawn to the right axis.
    init?(_ chart: DataChart) {
        guard chart.series.contains(where: \.onRightAxis) else { return nil }
        // Each side keeps the series of the other in place, empty, and draws only its own
        // trends and intervals.
        func emptied(_ onRight: Bool) -> DataChart {
            var side = chart
            for index in side.series.indices where side.series[index].onRightAxis == onRight {
                side.series[index].points = PointSeries()
                side.series[index].digest = nil
            }
            side.overlays = chart.overlays.filter { chart.series[$0.series].onRightAxis != onRight }
            side.intervals = chart.intervals.filter { chart.series[$0.series].onRightAxis != onRight }
            return side
        }
        left = emptied(true)
        var right = emptied(false)
        right.logY = false
        right.viewport.yRange = nil
        right.rules = chart.rules.filter { $0.axis == .x }
        right.rectangles = chart.rectangles.filter { $0.y == nil }
        right.axisMarks[.y] = nil
        self.right = right
    }
}

extension DataChart {
    /// The name the legend shows for series `index`: a right axis's with " (right)" after it.
    package func legendName(_ index: Int) -> String {
        series[index].onRightAxis ? series[index].name + " " + words.rightAxis : series[index].name
    }
}
