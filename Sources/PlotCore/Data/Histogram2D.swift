/// Two-dimensional bins as numpy's `histogram2d(x, y, bins=(nx, ny))` makes them: each axis's
/// edges as `Histogram.edges` (equal widths from the least value to the greatest, half a unit
/// either side when they are equal), a pair counted in [edge, next edge) on each axis, the
/// last bin closed. Pairs with a missing or infinite value are left out (numpy would fail).
package struct Histogram2D: Sendable, Equatable {
    /// nx + 1 ascending edges along x.
    package var xEdges: [Double]
    /// ny + 1 ascending edges along y.
    package var yEdges: [Double]
    /// `counts[i][j]`: the pairs in x bin i and y bin j, as numpy's `H[i, j]`.
    package var counts: [[Int]]
    /// Pairs left out for a missing or infinite value.
    package var leftOut: Int

    package init(x: [Double], y: [Double], xBins: Int, yBins: Int) {
        let (xs, ys) = Self.finitePairs(x, y)
        self.init(
            x: x, y: y, xEdges: Histogram.edges(xs, bins: .count(xBins)),
            yEdges: Histogram.edges(ys, bins: .count(yBins)))
    }

    /// The pairs counted in bins of given edges (numpy's `histogram2d(x, y, bins=[xEdges,
    /// yEdges])`): a faceted 2-D histogram's panels count their rows in the whole table's bins.
    /// A pair outside the edges is in no bin.
    package init(x: [Double], y: [Double], xEdges: [Double], yEdges: [Double]) {
        let (xs, ys) = Self.finitePairs(x, y)
        leftOut = min(x.count, y.count) - xs.count
        self.xEdges = xEdges
        self.yEdges = yEdges
        let (nx, ny) = (xEdges.count - 1, yEdges.count - 1)
        counts = Array(repeating: Array(repeating: 0, count: ny), count: nx)
        let xPerUnit = Double(nx) / (xEdges[nx] - xEdges[0])
        let yPerUnit = Double(ny) / (yEdges[ny] - yEdges[0])
        for (a, b) in zip(xs, ys) {
            guard let i = Histogram.bin(of: a, edges: xEdges, binsPerUnit: xPerUnit),
                let j = Histogram.bin(of: b, edges: yEdges, binsPerUnit: yPerUnit)
            else { continue }
            counts[i][j] += 1
        }
    }

    /// The pairs of which neither value is missing or infinite.
    private static func finitePairs(_ x: [Double], _ y: [Double]) -> ([Double], [Double]) {
        var xs: [Double] = []
        var ys: [Double] = []
        for (a, b) in zip(x, y) where a.isFinite && b.isFinite {
            xs.append(a)
            ys.append(b)
        }
        return (xs, ys)
    }
}
