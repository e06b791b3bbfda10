/// The lines of a chart whose points are not held in memory: what a first pass over them found
/// (counts and extents, per series) and a second pass that makes their M4 columns for the
/// mapping the layout decides. A file too big to hold, or a database that groups its rows by
/// pixel column, draws through this; the picture is the one the points themselves draw.
///
/// The caller promises what makes that true: every line is dense enough to be decimated
/// (`ChartOptions.pointsPerColumn` points a pixel column and more) and the view is the whole
/// extent, so every point with a value is in view. The series of such a chart hold no points.
public struct StreamedLines: Sendable {
    /// What the first pass found in one series.
    public struct Summary: Sendable, Equatable {
        /// Points, gaps (missing y) included.
        public var count: Int
        /// Points without a y: gaps.
        public var missingCount: Int
        public var xExtent: Interval?
        /// Of the points with a y.
        public var yExtent: Interval?

        public init(count: Int, missingCount: Int, xExtent: Interval?, yExtent: Interval?) {
            self.count = count
            self.missingCount = missingCount
            self.xExtent = xExtent
            self.yExtent = yExtent
        }
    }

    /// One a series, in the chart's series order.
    public var summaries: [Summary]
    /// The second pass: every series' M4 columns for `mapping`, in series order.
    public var columns: @Sendable (_ mapping: M4Decimation) -> [M4Columns]

    public init(summaries: [Summary], columns: @escaping @Sendable (_ mapping: M4Decimation) -> [M4Columns]) {
        self.summaries = summaries
        self.columns = columns
    }
}
