import PlotCore

extension RectangleMark {
    /// A cell at the category `x` and the category `y` (numbers and dates are written as
    /// categories): marks of this kind make a heat map, each cell coloured by its
    /// `foregroundStyle(by:)` number along a continuous scale (viridis, or the chart's
    /// `chartForegroundStyleScale(range:)`). A `width` or `height` other than `.automatic` is a
    /// `ChartDataError` from `dataChart()`: a cell fills its band.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic
    ) {
        var record = ChartMarkRecord(kind: .rectangle, x: x.field, y: y.field)
        record.isCell = true
        if width != .automatic || height != .automatic {
            record.refusal = "RectangleMark(x:y:): width and height are not drawn yet: a cell fills its band"
        }
        markRecords = [record]
    }
}

/// Colours from a scale's low end to its high end, as SwiftUI's `Gradient(colors:)`.
public struct Gradient: Sendable, Equatable {
    /// The colours, evenly spaced.
    public var colors: [Color]

    /// A gradient through `colors`, evenly spaced, blended in sRGB.
    public init(colors: [Color]) { self.colors = colors }
}

extension Chart {
    /// Colours a number `foregroundStyle(by:)` along `range`, low to high: a heat map's cells
    /// (`RectangleMark(x:y:)`) and its colour bar. Other marks are coloured a series a value.
    public func chartForegroundStyleScale(range: Gradient) -> Chart {
        var chart = self
        chart.gradient = range.colors
        return chart
    }

    /// The engine's heat map of `RectangleMark(x:y:)` cells: x's and y's values as categories
    /// in the order they first appear, a cell the mean of its marks' numbers.
    /// - Throws: `ChartDataError` for a cell without a number to colour it by.
    func heatMap(_ records: [ChartMarkRecord]) throws(ChartDataError) -> DataChart {
        var xLabels: [String] = []
        var yLabels: [String] = []
        var sums: [[String]: (sum: Double, count: Int)] = [:]
        for (index, record) in records.enumerated() {
            guard let x = record.x, let y = record.y else {
                throw ChartDataError("RectangleMark \(index + 1) has no x or no y", isUsage: true)
            }
            guard let by = record.series, case .number(let value) = by.value, value.isFinite else {
                throw ChartDataError(
                    "RectangleMark(x:y:) \(index + 1): give foregroundStyle(by:) a finite number to colour the cell by (\(record.series.map { "\($0.label) is \(Self.text($0.value))" } ?? "none given"))",
                    isUsage: true)
            }
            let (column, row) = (Self.text(x.value), Self.text(y.value))
            if !xLabels.contains(column) { xLabels.append(column) }
            if !yLabels.contains(row) { yLabels.append(row) }
            let before = sums[[column, row]] ?? (0, 0)
            sums[[column, row]] = (before.sum + value, before.count + 1)
        }
        let values = xLabels.map { column in
            yLabels.map { row in sums[[column, row]].map { $0.sum / Double($0.count) } ?? .nan }
        }
        let repeats = sums.values.contains { $0.count > 1 }
        var chart = DataChart(
            kind: .heatmap, series: [], x: .category(xLabels), legend: try legendPlacement(), title: title,
            xTitle: xLabel ?? records.first?.x?.label, yTitle: yLabel ?? records.first?.y?.label)
        chart.grid = HeatGrid(
            x: .categories(xLabels), y: .categories(yLabels), values: values, counts: false,
            valueName: records.first?.series?.label, madeOneBy: repeats ? .mean : nil)
        chart.gradient = gradient
        chart.hiddenAxes = hiddenAxes
        chart.rowCount = records.count
        return chart
    }
}
