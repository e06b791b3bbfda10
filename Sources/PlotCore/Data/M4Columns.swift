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
    /// One a column: a point lands on one cell (a cache line or two), not on eight arrays.
    var cells: [Cell]
    var leftX = -Double.infinity
    var leftY = 0.0
    var rightX = Double.infinity
    var rightY = 0.0
    /// Points added with x in the visible range, gaps included: how dense the line is. Of the
    /// points added here: columns built from a database's rows (`add(x:y:)`, a few a column)
    /// carry the true count beside them (`SeriesDigest.Columns.countInXRange`).
    public private(set) var countInXRange = 0
    /// Points added with x in the visible range and y in `viewY`: how many are in view.
    package private(set) var countInView = 0
    /// The y range in view, for `countInView`.
    package let viewY: Interval

    /// Empty columns for `mapping`'s pixel columns, filled by `add(x:y:)`.
    /// - Parameters:
    ///   - mapping: the x range and the number of pixel columns it is cut into.
    ///   - viewY: the y range in view, when the same pass should count the points in view (M4
    ///     does not need it: a point above the plot still draws its segments).
    public init(_ mapping: M4Decimation, viewY: Interval = Interval(-.infinity, .infinity)) {
        self.mapping = mapping
        self.viewY = viewY
        cells = Array(repeating: Cell(), count: mapping.columns)
    }

    /// One pixel column's first, last, lowest and highest point, and whether it holds a gap.
    struct Cell {
        var firstX = Double.infinity
        var firstY = 0.0
        var lastX = -Double.infinity
        var lastY = 0.0
        var lowX = 0.0
        var lowY = Double.infinity
        var highX = 0.0
        var highY = -Double.infinity
        var gap = false
    }

    /// The column of a position `offset + (x - lower) * perUnit` among `n`: truncated, the last
    /// for one past it or not a number (a range that is not finite, set after the mapping was
    /// made), never a trap.
    @inline(__always)
    static func column(_ position: Double, _ n: Int) -> Int {
        position < Double(n) ? (position > 0 ? Int(position) : 0) : n - 1
    }

    /// Adds points in input order; a NaN y is a gap.
    package mutating func add(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>) {
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
        var (leftX, leftY, rightX, rightY) = (self.leftX, self.leftY, self.rightX, self.rightY)
        cells.withUnsafeMutableBufferPointer { cells in
            for index in 0..<xs.count {
                let x = xs[index]
                let y = ys[index]
                if y.isNaN {
                    if x >= lower && x <= upper {
                        cells[Self.column(offset + (x - lower) * perUnit, n)].gap = true
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
                let cell = cells.baseAddress! + Self.column(offset + (x - lower) * perUnit, n)
                // Equal x keeps input order: first is the earliest, last the latest.
                if x < cell.pointee.firstX { (cell.pointee.firstX, cell.pointee.firstY) = (x, y) }
                if x >= cell.pointee.lastX { (cell.pointee.lastX, cell.pointee.lastY) = (x, y) }
                if y < cell.pointee.lowY { (cell.pointee.lowY, cell.pointee.lowX) = (y, x) }
                if y > cell.pointee.highY { (cell.pointee.highY, cell.pointee.highX) = (y, x) }
            }
        }
        (self.leftX, self.leftY, self.rightX, self.rightY) = (leftX, leftY, rightX, rightY)
        countInXRange += inRange
        countInView += inView
    }

    /// Sets the counts of what was added as a few chosen points standing for many
    /// (`M4Pyramid`): the cells are the same, the counts are not what was added.
    package mutating func setCounts(inXRange: Int, inView: Int) {
        (countInXRange, countInView) = (inXRange, inView)
    }

    /// Adds points in input order; a NaN y is a gap.
    package mutating func add(xs: [Double], ys: [Double]) {
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

    /// Folds in the state of the points that came after these in input order.
    /// - Throws: `ChartDataError` when `later` was made for other pixel columns or another y
    ///   range in view: its columns are not these.
    public mutating func merge(_ later: M4Columns) throws(ChartDataError) {
        guard mapping == later.mapping, viewY == later.viewY else {
            throw ChartDataError(
                "M4 columns made for other pixel columns or another view cannot be merged: make both with one mapping")
        }
        mergeSameMapping(later)
    }

    /// `merge` of columns known to share the mapping (parts of one pass).
    package mutating func mergeSameMapping(_ later: M4Columns) {
        for column in 0..<mapping.columns {
            let other = later.cells[column]
            if other.firstX < cells[column].firstX {
                (cells[column].firstX, cells[column].firstY) = (other.firstX, other.firstY)
            }
            if other.lastX >= cells[column].lastX {
                (cells[column].lastX, cells[column].lastY) = (other.lastX, other.lastY)
            }
            if other.lowY < cells[column].lowY { (cells[column].lowY, cells[column].lowX) = (other.lowY, other.lowX) }
            if other.highY > cells[column].highY {
                (cells[column].highY, cells[column].highX) = (other.highY, other.highX)
            }
            if other.gap { cells[column].gap = true }
        }
        countInXRange += later.countInXRange
        countInView += later.countInView
        if later.leftX >= leftX { (leftX, leftY) = (later.leftX, later.leftY) }
        if later.rightX < rightX { (rightX, rightY) = (later.rightX, later.rightY) }
    }

    /// The decimated line in x order: per column up to four points, plus the nearest point
    /// beyond each edge so the line leaves the plot where the full line would. A gap in a
    /// column ends the line after that column's points, so gaps show to the pixel column.
    package func line() -> (xs: [Double], ys: [Double]) {
        let n = mapping.columns
        var outX: [Double] = []
        var outY: [Double] = []
        outX.reserveCapacity(4 * n + 2)
        outY.reserveCapacity(4 * n + 2)
        if leftX > -.infinity {
            outX.append(leftX)
            outY.append(leftY)
        }
        for cell in cells {
            defer {
                if cell.gap {
                    outX.append(cell.lastX > -.infinity ? cell.lastX : mapping.visible.lower)
                    outY.append(.nan)
                }
            }
            guard cell.firstX <= cell.lastX else { continue }
            outX.append(cell.firstX)
            outY.append(cell.firstY)
            // The extremes in the order they occur along x.
            let extremes =
                cell.lowX <= cell.highX
                ? [(cell.lowX, cell.lowY), (cell.highX, cell.highY)]
                : [(cell.highX, cell.highY), (cell.lowX, cell.lowY)]
            for (x, y) in extremes where !(x == cell.firstX && y == cell.firstY) {
                outX.append(x)
                outY.append(y)
            }
            if !(cell.lastX == outX.last && cell.lastY == outY.last) {
                outX.append(cell.lastX)
                outY.append(cell.lastY)
            }
        }
        if rightX < .infinity {
            outX.append(rightX)
            outY.append(rightY)
        }
        return (outX, outY)
    }
}
