import PlotCore

/// The table of points: row number, x and y (headed by the names of their columns), numbers
/// lined up on the decimal point.
enum PointsTable {
    static func columns(xTitle: String, yTitle: String) -> [TableColumn] {
        [
            TableColumn("#", alignment: .trailing, muted: true),
            TableColumn(xTitle, alignment: .decimal),
            TableColumn(yTitle, alignment: .decimal),
        ]
    }

    static func layout(_ series: PointSeries, style: TableStyle, xTitle: String = "x", yTitle: String = "y")
        -> TableLayout
    {
        let columns = columns(xTitle: xTitle, yTitle: yTitle)
        let rows = (0..<series.count).map { index in
            // A missing y (a gap in the line) is an empty cell, as the file had it.
            [String(index + 1), NumberText.shortest(series.xs[index]), text(series.ys[index])]
        }
        return TableLayout(columns: columns, rows: rows, style: style)
    }

    private static func text(_ value: Double) -> String { value.isNaN ? "" : NumberText.shortest(value) }
}
