extension SeriesMarks {
    /// Whether each of `corners` certainly holds a point that `items` would sample of the lines
    /// (`Drawn.pagePoints`), so that no corner is quiet and the legend goes beside the plot: a
    /// vertex of a line drawn through its index's M4 columns (each cell's first, lowest,
    /// highest and last point is one) lying in the corner and the plot. Only the columns under
    /// the corners are made (`M4Pyramid.columns(_:viewY:only:)`), so a chart whose legend finds
    /// no quiet corner is not drawn once for nothing before it is drawn beside its legend.
    /// False when this cannot tell: then the marks decide.
    func coversEveryCorner(_ corners: [Rect], _ lines: [ChartMarks.Line]) -> Bool {
        guard !horizontal, !corners.isEmpty else { return false }
        let m4 = M4Decimation(visible: x.visible, left: plot.minX * pixelDensity, width: plot.width * pixelDensity)
        let plotColumn = (plot.minX * pixelDensity).rounded(.down)
        var uncovered = corners
        for line in lines where !uncovered.isEmpty && isDecimatedWhole(line, m4) {
            // As `items` takes it: through its index, and dense in range.
            guard let pyramid = chart.series[line.series].pyramid, pyramid.indexes(line.points),
                isDense(m4, count: line.points.count, inRange: pyramid.countInXRange(x.visible))
            else { continue }
            var made: [Range<Int>: M4Columns] = [:]
            uncovered = uncovered.filter { corner in
                // A column more each way: whether a vertex lies in the corner is told on the page.
                let first = Int((corner.minX * pixelDensity).rounded(.down) - plotColumn) - 1
                let last = Int((corner.maxX * pixelDensity).rounded(.up) - plotColumn) + 1
                let under = max(0, first)..<max(0, min(m4.columns, last + 1))
                if made[under] == nil { made[under] = pyramid.columns(m4, viewY: y.visible, only: under) }
                guard let columns = made[under] else { return true }
                func inCorner(_ vertexX: Double, _ vertexY: Double) -> Bool {
                    let point = Point(x(vertexX), y(vertexY))
                    return plot.contains(point) && corner.contains(point)
                }
                return !columns.cells[under].contains { cell in
                    cell.firstX <= cell.lastX
                        && (inCorner(cell.firstX, cell.firstY) || inCorner(cell.lowX, cell.lowY)
                            || inCorner(cell.highX, cell.highY) || inCorner(cell.lastX, cell.lastY))
                }
            }
        }
        return uncovered.isEmpty
    }
}
