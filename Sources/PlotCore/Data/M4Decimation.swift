/// M4 decimation (Jugel et al. 2014, "M4: A Visualization-Oriented Time Series Data
/// Aggregation"): with far more points than pixel columns, a line drawn through each column's
/// first, last, lowest and highest point covers exactly the pixels the full line would. One
/// pass, no sorting: each point goes to its column by its x, so unsorted input costs O(n).
public struct M4Decimation: Sendable, Hashable {
    /// A line is decimated above this many points a pixel column, as M4 suggests.
    package static let pointsPerColumn = 4

    /// The visible x range and the number of device pixel columns it spans.
    public var visible: Interval
    package var columns: Int
    /// Where the plot's left edge falls inside its first device pixel (0..<1), so that
    /// columns are the renderer's own pixel columns.
    package var pixelOffset: Double
    /// Device pixels per unit of x. A point's column is `offset + (x - lower) * perUnit`,
    /// truncated and kept below `columns`: whoever else computes columns (a database) must
    /// compute them the same way, in the same order, to agree at their edges.
    package let perUnit: Double

    /// Columns a mapping cuts its range into at most: a page 100,000 units wide at scale 10.
    package static let maxColumns = 1 << 20

    /// Any numbers make a mapping, never a trap: a left edge that is not finite is 0, a width
    /// that is not finite or below 0 one column, a width above `maxColumns` that many columns;
    /// a range that is not finite or empty puts its points in an end column.
    /// - Parameters:
    ///   - visible: the x range in view.
    ///   - left: the plot's left edge in device pixels.
    ///   - width: the plot's width in device pixels.
    public init(visible: Interval, left: Double, width: Double) {
        self.visible = visible
        pixelOffset = left.isFinite ? left - left.rounded(.down) : 0
        let width = width.isFinite ? min(max(0, width), Double(Self.maxColumns)) : 0
        columns = max(1, min(Self.maxColumns, Int((pixelOffset + width).rounded(.up))))
        let perUnit = visible.span > 0 ? width / visible.span : 0
        self.perUnit = perUnit.isFinite ? perUnit : 0
    }

    /// The pixel column of `x`, computed as `M4Columns` computes it (and so monotonic in x).
    package func column(of x: Double) -> Int {
        M4Columns.column(pixelOffset + (x - visible.lower) * perUnit, columns)
    }

    /// Whether `x` lies in a column after `column`, for any column but the last: the same as
    /// `column(of: x) > column` there (a position not below `column + 1`, or not a number, is
    /// in a later column), as one comparison without a branch, so that counting a block's
    /// points before a column's end waits on nothing but their loads.
    @inline(__always)
    package func isAfter(_ column: Int, _ x: Double) -> Bool {
        !(pixelOffset + (x - visible.lower) * perUnit < Double(column + 1))
    }

    /// Points whose x falls in the visible x range, whatever their y: how dense the line is
    /// across the columns (a point above the plot still draws its segments). Not "in view",
    /// which is `Viewport.contains`.
    package func countInXRange(xs: [Double], threads: Int = 1) -> Int {
        Parallel.count(xs.count, threads: threads) { xs[$0] >= visible.lower && xs[$0] <= visible.upper }
    }

    /// The decimated line in x order: per column up to four points, plus the nearest point
    /// beyond each edge so the line leaves the plot where the full line would. A gap (y is
    /// NaN) in a column ends the line after that column's points, so gaps show to the pixel
    /// column. One array's worth of `M4Columns`.
    package func decimate(xs: [Double], ys: [Double], threads: Int = 1) -> (xs: [Double], ys: [Double]) {
        columns(xs: xs, ys: ys, threads: threads).line()
    }

    /// M4's columns of one array, counting on the way how many points have x in range and
    /// how many lie in `viewY` too: one pass over memory where three were. With `threads`
    /// above one, a long line is cut into parts gone over at once and merged in order
    /// (`M4Columns.merge` is exact): the same columns as one pass.
    package func columns(
        xs: [Double], ys: [Double], viewY: Interval = Interval(-.infinity, .infinity), threads: Int = 1
    ) -> M4Columns {
        // A point costs M4 some ten times a plain pass: a facet panel's 10^5 points are split.
        let parts = Parallel.map(Parallel.ranges(xs.count, threads: threads, smallest: 1 << 15)) { range in
            var columns = M4Columns(self, viewY: viewY)
            xs.withUnsafeBufferPointer { xs in
                ys.withUnsafeBufferPointer { ys in
                    columns.add(
                        xs: UnsafeBufferPointer(rebasing: xs[range]), ys: UnsafeBufferPointer(rebasing: ys[range]))
                }
            }
            return columns
        }
        var columns = parts[0]
        for part in parts.dropFirst() { columns.mergeSameMapping(part) }
        return columns
    }
}
