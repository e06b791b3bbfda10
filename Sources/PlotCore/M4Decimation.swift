/// M4 decimation (Jugel et al. 2014, "M4: A Visualization-Oriented Time Series Data
/// Aggregation"): with far more points than pixel columns, a line drawn through each column's
/// first, last, lowest and highest point covers exactly the pixels the full line would. One
/// pass, no sorting: each point goes to its column by its x, so unsorted input costs O(n).
public struct M4Decimation {
    /// The visible x range and the number of device pixel columns it spans.
    public var visible: Interval
    public var columns: Int
    /// Where the plot's left edge falls inside its first device pixel (0..<1), so that
    /// columns are the renderer's own pixel columns.
    public var pixelOffset: Double
    /// Device pixels per unit of x.
    let perUnit: Double

    /// - Parameters:
    ///   - visible: the x range in view.
    ///   - left: the plot's left edge in device pixels.
    ///   - width: the plot's width in device pixels.
    public init(visible: Interval, left: Double, width: Double) {
        self.visible = visible
        pixelOffset = left - left.rounded(.down)
        columns = max(1, Int((pixelOffset + width).rounded(.up)))
        perUnit = visible.span > 0 ? width / visible.span : 0
    }

    /// Points whose x falls in the visible x range, whatever their y: how dense the line is
    /// across the columns (a point above the plot still draws its segments). Not "in view",
    /// which is `Viewport.contains`.
    public func countInXRange(xs: [Double]) -> Int {
        var count = 0
        for x in xs where x >= visible.lower && x <= visible.upper { count += 1 }
        return count
    }

    /// The decimated line in x order: per column up to four points, plus the nearest point
    /// beyond each edge so the line leaves the plot where the full line would. A gap (y is
    /// NaN) in a column ends the line after that column's points, so gaps show to the pixel
    /// column.
    public func decimate(xs: [Double], ys: [Double]) -> (xs: [Double], ys: [Double]) {
        let n = columns
        var firstX = [Double](repeating: .infinity, count: n)
        var firstY = [Double](repeating: 0, count: n)
        var lastX = [Double](repeating: -.infinity, count: n)
        var lastY = [Double](repeating: 0, count: n)
        var lowY = [Double](repeating: .infinity, count: n)
        var lowX = [Double](repeating: 0, count: n)
        var highY = [Double](repeating: -.infinity, count: n)
        var highX = [Double](repeating: 0, count: n)
        var leftX = -Double.infinity
        var leftY = 0.0
        var rightX = Double.infinity
        var rightY = 0.0
        var gap = [Bool](repeating: false, count: n)
        let lower = visible.lower
        let upper = visible.upper
        let perUnit = self.perUnit
        let offset = pixelOffset
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                for index in 0..<xs.count {
                    let x = xs[index]
                    let y = ys[index]
                    if y.isNaN {
                        if x >= lower && x <= upper { gap[min(n - 1, Int(offset + (x - lower) * perUnit))] = true }
                        continue
                    }
                    if x < lower {
                        if x >= leftX { (leftX, leftY) = (x, y) }  // the nearest; the later of equals
                        continue
                    }
                    if x > upper {
                        if x < rightX { (rightX, rightY) = (x, y) }  // the nearest; the earlier of equals
                        continue
                    }
                    let column = min(n - 1, Int(offset + (x - lower) * perUnit))
                    // Equal x keeps input order: first is the earliest, last the latest.
                    if x < firstX[column] { (firstX[column], firstY[column]) = (x, y) }
                    if x >= lastX[column] { (lastX[column], lastY[column]) = (x, y) }
                    if y < lowY[column] { (lowY[column], lowX[column]) = (y, x) }
                    if y > highY[column] { (highY[column], highX[column]) = (y, x) }
                }
            }
        }
        var outX: [Double] = []
        var outY: [Double] = []
        outX.reserveCapacity(4 * n + 2)
        outY.reserveCapacity(4 * n + 2)
        if leftX > -.infinity {
            outX.append(leftX)
            outY.append(leftY)
        }
        for column in 0..<n {
            defer {
                if gap[column] {
                    outX.append(lastX[column] > -.infinity ? lastX[column] : lower)
                    outY.append(.nan)
                }
            }
            guard firstX[column] <= lastX[column] else { continue }
            outX.append(firstX[column])
            outY.append(firstY[column])
            // The extremes in the order they occur along x.
            let extremes =
                lowX[column] <= highX[column]
                ? [(lowX[column], lowY[column]), (highX[column], highY[column])]
                : [(highX[column], highY[column]), (lowX[column], lowY[column])]
            for (x, y) in extremes where !(x == firstX[column] && y == firstY[column]) {
                outX.append(x)
                outY.append(y)
            }
            if !(lastX[column] == outX.last && lastY[column] == outY.last) {
                outX.append(lastX[column])
                outY.append(lastY[column])
            }
        }
        if rightX < .infinity {
            outX.append(rightX)
            outY.append(rightY)
        }
        return (outX, outY)
    }
}
