import Foundation

extension DataChart {
    /// More bands than this along a heat map's axis are not a heat map's categories (a column
    /// of measurements): binned numbers are a 2-D histogram's.
    package static let maxHeatmapCategories = 1000

    /// A heat map of a table: a cell a pair of x's and y's categories, coloured by `aggregate`
    /// of the `value` column over its rows (the mean by default), or by the rows' count
    /// without a value column. A number column's distinct values are its categories, in
    /// ascending order (hours 0...23, years); a category column keeps the order it was read in,
    /// as bars do. Rows without an x or a y are left out and counted in the note, and so are
    /// missing values; a pair with no rows is an empty cell. A panel of a faceted heat map is
    /// drawn on the `whole` table's grid: its categories, in the whole's order.
    ///
    /// - Throws: `ChartDataError` (usage) for a time column as an axis, a value column that
    ///   does not hold numbers, an aggregate other than a count without one, or an axis of more
    ///   than `maxHeatmapCategories` values.
    package static func heatmap(
        table: DataTable, x: Int, y: Int, value: Int?, aggregate: Aggregate?, on whole: HeatGrid? = nil
    ) throws(ChartDataError) -> DataChart {
        let xAxis = try heatmapAxis(table.columns[x], flag: "--x")
        let yAxis = try heatmapAxis(table.columns[y], flag: "--y")
        var values: [Double]?
        if let value {
            let column = table.columns[value]
            guard case .numbers(let numbers) = column.values else {
                throw ChartDataError(
                    "--value \(column.name) holds \(column.kind == .time ? "times" : "categories"): a heat map colours its cells by a number column",
                    isUsage: true)
            }
            values = numbers
        }
        if value == nil, let aggregate, aggregate != .count {
            throw ChartDataError(
                "--agg \(aggregate.rawValue) makes one value of a cell's values: give --value COLUMN, or --agg count to count rows",
                isUsage: true)
        }
        let aggregate = aggregate ?? (value == nil ? .count : .mean)
        var cells = Array(repeating: Array(repeating: [Double](), count: yAxis.labels.count), count: xAxis.labels.count)
        var noAxis = 0
        var missing = 0
        for row in 0..<table.rowCount {
            guard let i = xAxis.index(row), let j = yAxis.index(row) else {
                noAxis += 1
                continue
            }
            let cellValue = values?[row] ?? 1
            if cellValue.isNaN {
                missing += 1
                continue
            }
            cells[i][j].append(cellValue)
        }
        let repeats = cells.joined().contains { $0.count > 1 }
        // The bar's title: "count", the value's name, or "mean temp" where rows were made one.
        var grid = HeatGrid(
            x: .categories(xAxis.labels), y: .categories(yAxis.labels),
            values: cells.map { $0.map { $0.isEmpty ? .nan : aggregate.of($0) } }, counts: aggregate == .count,
            valueName: value.map { table.columns[$0].name }, madeOneBy: repeats ? aggregate : nil)
        if let whole { grid = grid.onCategories(of: whole) }
        var chart = DataChart(
            kind: .heatmap, series: [], x: .category(grid.x.labels), xTitle: table.columns[x].name,
            yTitle: table.columns[y].name)
        chart.grid = grid
        chart.rowCount = table.rowCount
        chart.madeNotes.append(.cells(grid.x.count, grid.y.count, bins: false))
        if repeats && aggregate != .count { chart.madeNotes.append(.cellRowsMadeOne(aggregate)) }
        if noAxis > 0 { chart.madeNotes.append(.rowsWithoutXOrY(noAxis)) }
        if missing > 0 { chart.madeNotes.append(.rowsWithoutValue(missing)) }
        return chart
    }

    /// A 2-D histogram of two number columns: numpy's `histogram2d(x, y, bins=(xBins, yBins))`.
    /// Rows missing either value are left out and counted in the note. A panel of a faceted
    /// 2-D histogram counts its rows in the `whole` table's bins (numpy's `bins=[xedges,
    /// yedges]`), so that the panels' cells are alike.
    ///
    /// - Throws: `ChartDataError` (usage) when either column does not hold numbers.
    package static func hist2d(
        table: DataTable, x: Int, y: Int, xBins: Int, yBins: Int, on whole: HeatGrid? = nil
    ) throws(ChartDataError) -> DataChart {
        func numbers(_ index: Int, flag: String) throws(ChartDataError) -> [Double] {
            let column = table.columns[index]
            guard case .numbers(let values) = column.values else {
                throw ChartDataError(
                    "\(flag) \(column.name) holds \(column.kind == .time ? "times" : "categories"): a 2-D histogram bins two number columns (--kind heatmap takes categories)",
                    isUsage: true)
            }
            return values
        }
        let (xs, ys) = (try numbers(x, flag: "--x"), try numbers(y, flag: "--y"))
        let histogram: Histogram2D
        if let whole, case .edges(let xEdges) = whole.x, case .edges(let yEdges) = whole.y {
            histogram = Histogram2D(x: xs, y: ys, xEdges: xEdges, yEdges: yEdges)
        } else {
            histogram = Histogram2D(x: xs, y: ys, xBins: xBins, yBins: yBins)
        }
        var chart = DataChart(
            kind: .hist2d, series: [], xTitle: table.columns[x].name, yTitle: table.columns[y].name)
        chart.grid = HeatGrid(histogram: histogram)
        chart.rowCount = table.rowCount
        chart.madeNotes.append(.cells(xBins, yBins, bins: true))
        if histogram.leftOut > 0 { chart.madeNotes.append(.rowsWithoutXOrY(histogram.leftOut)) }
        return chart
    }

    /// One axis of a heat map: its categories and each row's.
    private struct HeatmapAxis {
        var labels: [String]
        var index: (Int) -> Int?
    }

    private static func heatmapAxis(_ column: DataColumn, flag: String) throws(ChartDataError) -> HeatmapAxis {
        switch column.values {
        case .categories(let codes, let labels):
            return HeatmapAxis(labels: labels) { codes[$0] >= 0 ? Int(codes[$0]) : nil }
        case .numbers(let values):
            let distinct = Array(Set(values.filter(\.isFinite))).sorted()
            guard distinct.count <= maxHeatmapCategories else {
                throw ChartDataError(
                    "\(flag) \(column.name) holds \(distinct.count) different numbers, too many for a heat map's \(maxHeatmapCategories) bands: give --kind hist2d to bin them",
                    isUsage: true)
            }
            var place: [Double: Int] = [:]
            for (index, value) in distinct.enumerated() { place[value] = index }
            return HeatmapAxis(labels: distinct.map(NumberText.shortest)) { place[values[$0]] }
        case .times:
            throw ChartDataError(
                "\(flag) \(column.name) holds times: a heat map's axes are categories or whole numbers (a month, a weekday, an hour column)",
                isUsage: true)
        }
    }
}
