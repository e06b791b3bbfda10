/// Something PlotKit says about a chart in its page's note: kept as what it means, not as text,
/// so that the page writes it in the page's one language (`ChartWords.text(of:)`), whenever
/// that language was chosen. A user's own lines are `DataChart.notes`.
package enum ChartNote: Sendable, Equatable {
    /// The columns PlotKit picked when not told: x (the row index, when it is), the y columns,
    /// and a row index it left out of the y.
    case picked(x: String?, xIsRowIndex: Bool, ys: [String]?, rowIndexLeftOut: String?)
    /// Rows whose x cell is empty or unreadable.
    case rowsWithoutX(Int)
    /// Rows whose `--group-by` cell is empty: in no series.
    case rowsWithoutGroup(Int)
    /// Empty y cells: gaps in a line, left out of other kinds.
    case valuesMissing(Int, gaps: Bool)
    /// A histogram of categories: the bars count rows.
    case countOfRowsPerCategory
    /// Infinite or NaN values of the points the service sent.
    case nonFiniteDropped(Int)
    /// Rows the reader or a log axis could not take, with `--skip-bad-rows`; why the first was.
    case badRowsSkipped(Int, first: String?)
    /// Wall times that do not exist in `zone` (the spring-forward gap).
    case springForwardGap(Int, zone: String)
    /// x repeats once a value of `group`: the file is long-format.
    case xRepeats(group: String)
    /// `rows` rows made one with others of their x (or calendar `unit`) by `aggregate`.
    case aggregated(rows: Int, Aggregate, per: TimeUnit?)
    /// A least-squares line of the one series: slope and intercept (per second on a time axis).
    case linearTrend(LinearFit, time: Bool)
    /// A LOESS line through each series.
    case loessTrend
    /// A moving mean over `RollingWindow`; `time` when its span is of an axis of times.
    case rollingMean(RollingWindow, time: Bool)
    /// A table beside the chart was asked for but has more than `limit` rows (or points).
    case noTableAbove(Int, rows: Bool)
    /// A table beside the chart was asked for but the series do not share their rows.
    case noTableUnaligned
    /// Categories of a pie whose sum is zero or less.
    case slicesLeftOut(Int)
    /// A heat map's cells (`bins` false) or a 2-D histogram's bins, across and down.
    case cells(Int, Int, bins: Bool)
    /// A heat map's cells of several rows were made one by `Aggregate`.
    case cellRowsMadeOne(Aggregate)
    /// Rows without an x or a y (a grid's cell is both).
    case rowsWithoutXOrY(Int)
    /// A heat map's rows without a value.
    case rowsWithoutValue(Int)
    /// What the boxes stand for: the values, and the outliers beyond `reach` IQR (nil for
    /// violins, whose outliers are in their tails).
    case boxes(values: Int, outliers: Int?, reach: Double)
    /// What the intervals about the values made one by `aggregate` stand for (`--band`), and
    /// how many groups of one row have none.
    case band(ErrorBand, aggregate: Aggregate, withoutInterval: Int)
    /// Intervals read from two columns (`--y-lower`, `--y-upper`), and how many rows' values lie
    /// outside their own (drawn as given).
    case boundsFromColumns(lower: String, upper: String, outside: Int)
    /// Bars over a number column of a few whole numbers not consecutive (`NumberCodes`): drawn
    /// as categories, a bar each.
    case numberCodes(column: String, values: Int)
    /// Small multiples: one panel a value of a column, or a pair of values of two.
    case facets(Int, columns: [String])
}
