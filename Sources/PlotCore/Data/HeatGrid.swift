/// The cells of a heat map or a 2-D histogram: along each axis categories (a band each) or
/// bins' edges (numbers), and a value a cell, coloured by a `ColorScale`. A cell with no rows
/// is empty (NaN): drawn as the background, not as zero.
package struct HeatGrid: Sendable, Equatable {
    /// What one axis of the grid holds.
    package enum Axis: Sendable, Equatable {
        /// One band a category, in order (the first at the left, or at the top).
        case categories([String])
        /// count + 1 ascending edges of equal bins (numpy's).
        case edges([Double])

        /// The categories along the axis; none along bins.
        package var labels: [String] {
            if case .categories(let labels) = self { return labels }
            return []
        }

        /// How many cells lie along the axis.
        package var count: Int {
            switch self {
            case .categories(let labels): return labels.count
            case .edges(let edges): return max(0, edges.count - 1)
            }
        }
    }

    package var x: Axis
    package var y: Axis
    /// `values[i][j]`: the cell of x's i-th band or bin and y's j-th (numpy's `H[i, j]`); NaN
    /// for an empty cell.
    package var values: [[Double]]
    /// The values are counts of rows: the colour bar is ticked at whole numbers.
    package var counts: Bool
    /// The value column's name; nil when the cells count rows.
    package var valueName: String?
    /// How a cell's rows were made one, when some cell had several.
    package var madeOneBy: Aggregate?
    /// The values the colours run over when they are shared with other grids (a faceted
    /// chart's panels: the least and greatest of all their cells); nil for this grid's own
    /// `extent`.
    package var colorDomain: Interval?
    /// The decimals of the cells' labels when they are shared with other grids (a faceted
    /// chart's panels: "12.0" beside another panel's "12.3"); nil for this grid's own.
    package var labelDecimals: Int?

    package init(
        x: Axis, y: Axis, values: [[Double]], counts: Bool, valueName: String? = nil, madeOneBy: Aggregate? = nil
    ) {
        self.x = x
        self.y = y
        self.values = values
        self.counts = counts
        self.valueName = valueName
        self.madeOneBy = madeOneBy
    }

    /// What the values are, for the colour bar's title, in the page's words ("count",
    /// "mean temp"; "количество", "temp (среднее)").
    package func valueTitle(in words: ChartWords) -> String {
        guard let valueName, !counts else { return words.countTitle }
        return madeOneBy.map { words.aggregated(valueName, by: $0) } ?? valueName
    }

    /// The counts of a 2-D histogram, every bin a cell (a count of 0 too: it is a count, as
    /// matplotlib's `hist2d` colours it).
    package init(histogram: Histogram2D) {
        self.init(
            x: .edges(histogram.xEdges), y: .edges(histogram.yEdges),
            values: histogram.counts.map { $0.map(Double.init) }, counts: true)
    }

    /// The least and greatest finite value of the cells; nil when no cell holds one.
    package var extent: Interval? {
        let filled = values.joined().filter(\.isFinite)
        guard let low = filled.min(), let high = filled.max() else { return nil }
        return Interval(low, high)
    }

    /// This grid's cells on `whole`'s categories, in its order: a category of the whole
    /// that this grid lacks is a row or column of empty cells. Bins are left as they are.
    package func onCategories(of whole: HeatGrid) -> HeatGrid {
        func mapped(_ mine: Axis, _ theirs: Axis) -> (Axis, [Int?]) {
            guard case .categories(let labels) = theirs, case .categories(let own) = mine else {
                return (mine, Array(0..<mine.count))
            }
            var place: [String: Int] = [:]
            for (index, label) in own.enumerated() { place[label] = index }
            return (theirs, labels.map { place[$0] })
        }
        let (x, xFrom) = mapped(self.x, whole.x)
        let (y, yFrom) = mapped(self.y, whole.y)
        var moved = self
        (moved.x, moved.y) = (x, y)
        moved.values = xFrom.map { i in
            yFrom.map { j in
                guard let i, let j, values.indices.contains(i), values[i].indices.contains(j) else { return .nan }
                return values[i][j]
            }
        }
        return moved
    }

    /// Cells with a value.
    package var filledCount: Int { values.joined().filter { !$0.isNaN }.count }
}
