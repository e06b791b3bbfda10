/// M4's running state: per device pixel column the first, last, lowest and highest point seen,
/// the nearest point beyond each edge of the visible x range, and which columns hold a gap.
///
/// It is what a pass over the data leaves behind, whatever the data's size, so it serves
/// every way points arrive: one array (`M4Decimation.decimate`), chunks read in parallel and
/// merged in input order (`merge`), a file streamed without keeping its points, or the rows a
/// database computed per column. Merging is exact: the columns of chunks A then B merged equal
/// the columns of A followed by B added in one pass, ties included (first keeps the earliest,
/// last the latest, an extreme the earliest of equals).
public struct M4Columns: Sendable {
    /// How x maps to columns.
    public let mapping: M4Decimation
    var firstX: [Double]
    var firstY: [Double]
    var lastX: [Double]
    var lastY: [Double]
    var lowX: [Double]
    var lowY: [Double]
    var highX: [Double]
    var highY: [Double]
    var gap: [Bool]
    var leftX = -Double.infinity
    var leftY = 0.0
    var rightX = Double.infinity
    var rightY = 0.0
    /// Points added with x in the visible range, gaps included: how dense the line is. Of the
    /// points added here: columns built from a database's rows (`add(x:y:)`, a few a column)
    /// carry the true count beside them (`SeriesDigest.Columns.countInXRange`).
    public private(set) var countInXRange = 0
    /// Points added with x in the visible range and y in `viewY`: how many are in view.
    public private(set) var countInView = 0
    /// The y range in view, for `countInView`.
    public let viewY: Interval

    /// - Parameter viewY: the y range in view, when the same pass should count the points in
    ///   view (M4 does not need it: a point above the plot still draws its segments).
    public init(_ mapping: M4Decimation, viewY: Interval = Interval(-.infinity, .infinity)) {
        self.mapping = mapping
        self.viewY = viewY
        let n = mapping.columns
        firstX = [Double](repeating: .infinity, count: n)
        firstY = [Double](repeating: 0, count: n)
        lastX = [Double](repeating: -.infinity, count: n)
        lastY = [Double](repeating: 0, count: n)
        lowX = [Double](repeating: 0, count: n)
        lowY = [Double](repeating: .infinity, count: n)
        highX = [Double](repeating: 0, count: n)
        highY = [Double](repeating: -.infinity, count: n)
        gap = [Bool](repeating: false, count: n)
    }

    /// Adds points in input order; a NaN y is a gap.
    public mutating func add(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>) {
        precondition(xs.count == ys.count, "xs and ys differ in length")
        let n = mapping.columns
        let lower = mapping.visible.lower
        let upper = mapping.visible.upper
        let perUnit = mapping.perUnit
        let offset = mapping.pixelOffset
        let (viewLow, viewHigh) = (viewY.lower, viewY.upper)
        // Counted in locals: the loop then keeps them in registers.
        var inRange = 0
        var inView = 0
        defer {
            countInXRange += inRange
            countInView += inView
        }
        for index in 0..<xs.count {
            let x = xs[index]
            let y = ys[index]
            if y.isNaN {
                if x >= lower && x <= upper {
                    gap[min(n - 1, Int(offset + (x - lower) * perUnit))] = true
                    inRange += 1
                }
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
            inRange += 1
            if y >= viewLow && y <= viewHigh { inView += 1 }
            let column = min(n - 1, Int(offset + (x - lower) * perUnit))
            // Equal x keeps input order: first is the earliest, last the latest.
            if x < firstX[column] { (firstX[column], firstY[column]) = (x, y) }
            if x >= lastX[column] { (lastX[column], lastY[column]) = (x, y) }
            if y < lowY[column] { (lowY[column], lowX[column]) = (y, x) }
            if y > highY[column] { (highY[column], highX[column]) = (y, x) }
        }
    }

    /// Adds points in input order; a NaN y is a gap.
    public mutating func add(xs: [Double], ys: [Double]) {
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in add(xs: xs, ys: ys) }
        }
    }

    /// Adds one point (a NaN y is a gap).
    public mutating func add(x: Double, y: Double) {
        withUnsafePointer(to: x) { x in
            withUnsafePointer(to: y) { y in
                add(xs: UnsafeBufferPointer(start: x, count: 1), ys: UnsafeBufferPointer(start: y, count: 1))
            }
        }
    }

    /// Folds in the state of the points that came after these in input order. Both must have
    /// been made with the same mapping.
    public mutating func merge(_ later: M4Columns) {
        precondition(
            mapping.columns == later.mapping.columns && viewY == later.viewY, "M4 columns of different mappings")
        for column in 0..<mapping.columns {
            if later.firstX[column] < firstX[column] {
                (firstX[column], firstY[column]) = (later.firstX[column], later.firstY[column])
            }
            if later.lastX[column] >= lastX[column] {
                (lastX[column], lastY[column]) = (later.lastX[column], later.lastY[column])
            }
            if later.lowY[column] < lowY[column] {
                (lowY[column], lowX[column]) = (later.lowY[column], later.lowX[column])
            }
            if later.highY[column] > highY[column] {
                (highY[column], highX[column]) = (later.highY[column], later.highX[column])
            }
            if later.gap[column] { gap[column] = true }
        }
        countInXRange += later.countInXRange
        countInView += later.countInView
        if later.leftX >= leftX { (leftX, leftY) = (later.leftX, later.leftY) }
        if later.rightX < rightX { (rightX, rightY) = (later.rightX, later.rightY) }
    }

    /// The decimated line in x order: per column up to four points, plus the nearest point
    /// beyond each edge so the line leaves the plot where the full line would. A gap in a
    /// column ends the line after that column's points, so gaps show to the pixel column.
    public func line() -> (xs: [Double], ys: [Double]) {
        let n = mapping.columns
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
                    outX.append(lastX[column] > -.infinity ? lastX[column] : mapping.visible.lower)
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
