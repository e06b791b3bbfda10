/// A series whose points stay where they are (a database table of any size): what a chart needs
/// of it instead of the points. The count and the extent come first; the rest is what the
/// layout asked for once it knew its plot (`DataChartPage.requests`): per pixel column M4's
/// first, last, lowest and highest point, or, when few points are in view, the points
/// themselves. The layout draws either exactly as it would draw the same points held in
/// memory, through the same code.
public struct SeriesDigest: Sendable {
    /// Points, gaps (a missing y) included.
    public var count: Int
    /// Gaps: rows whose y is missing.
    public var missingCount: Int
    /// Every x, gaps included; nil when there is none.
    public var xExtent: Interval?
    /// Every y that is not missing; nil when there is none.
    public var yExtent: Interval?
    /// The y extent of the points whose x falls in this range: the chart's `--x-range`, whose
    /// y axis fits the values in it.
    package var yExtentInRange: (range: Interval, extent: Interval?)?
    /// Answers to `.columns` requests.
    package var columns: [Columns] = []
    /// Answers to `.points` requests.
    package var nearby: [Nearby] = []

    /// A digest of a series' count and extents, as a source's first pass finds them.
    public init(
        count: Int, missingCount: Int, xExtent: Interval?, yExtent: Interval?,
        yExtentInRange: (range: Interval, extent: Interval?)? = nil
    ) {
        self.count = count
        self.missingCount = missingCount
        self.xExtent = xExtent
        self.yExtent = yExtent
        self.yExtentInRange = yExtentInRange
    }

    /// M4's columns for one mapping, and how many points (gaps included) have x in its range.
    public struct Columns: Sendable {
        /// Per pixel column: first, last, lowest and highest point.
        public var columns: M4Columns
        /// Points (gaps included) with x in the mapping's visible range: the true count.
        public var countInXRange: Int

        /// An answer of these columns and this count.
        public init(columns: M4Columns, countInXRange: Int) {
            self.columns = columns
            self.countInXRange = countInXRange
        }
    }

    /// The points with x in `range` and the two nearest beyond each edge (every point when
    /// `range` is nil), in the source's order: what `PointSeries.nearby` would keep.
    package struct Nearby: Sendable {
        var range: Interval?
        var points: PointSeries

        init(range: Interval?, points: PointSeries) {
            self.range = range
            self.points = points
        }
    }

    /// What the layout needs of a digest to draw it.
    package enum Request: Sendable, Hashable {
        /// M4's columns of this mapping (`Columns`).
        case columns(M4Decimation)
        /// The points near this x range, or all of them when nil (`Nearby`).
        case points(near: Interval?)
    }

    func columns(for mapping: M4Decimation) -> Columns? { columns.first { $0.columns.mapping == mapping } }
    func points(near range: Interval?) -> PointSeries? { nearby.first { $0.range == range }?.points }

    /// Adds an answer to a request.
    package mutating func answer(_ columns: Columns) { self.columns.append(columns) }
    package mutating func answer(_ nearby: Nearby) { self.nearby.append(nearby) }
}

/// A request of the layout for one series of a chart.
package struct SeriesRequest: Sendable, Hashable {
    /// The series' index in the chart.
    var series: Int
    var request: SeriesDigest.Request

    init(series: Int, request: SeriesDigest.Request) {
        self.series = series
        self.request = request
    }
}
