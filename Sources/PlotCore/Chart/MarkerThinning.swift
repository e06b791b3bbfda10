/// Of many markers of one look, those that fall on one device pixel: the last drawn there covers
/// the others, so drawing it alone draws the same picture, to a fraction of a pixel at their
/// edges, at a fraction of the cost (a million scatter points, a box's thousands of outliers on
/// one line).
enum MarkerThinning {
    /// The indexes of `centers` to draw, in drawing order: the last in each cell `cell` page
    /// units wide (a device pixel) counted from `origin`, and of each size when `sizes` are given
    /// (one a center).
    static func lastInEachCell(_ centers: [Point], sizes: [Double]? = nil, cell: Double, origin: Point = Point(0, 0))
        -> [Int]
    {
        var last: [Cell: Int] = [:]
        last.reserveCapacity(centers.count)
        for (index, center) in centers.enumerated() {
            let key = Cell(
                column: bucket(center.x - origin.x, cell), row: bucket(center.y - origin.y, cell),
                size: sizes.map { bucket($0[index], cell) } ?? 0)
            last[key] = index
        }
        return last.values.sorted()
    }

    private struct Cell: Hashable {
        let column: Int
        let row: Int
        let size: Int
    }

    /// The cell a coordinate falls in; far off the page or not a number, a cell of its own kind:
    /// never a trap.
    private static func bucket(_ value: Double, _ cell: Double) -> Int {
        let steps = (value / cell).rounded()
        return steps.isFinite ? Int(max(-1e15, min(1e15, steps))) : Int.min
    }
}
