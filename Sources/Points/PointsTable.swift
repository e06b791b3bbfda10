import PlotCore

/// The table of points: row number, x and y, numbers lined up on the decimal point.
enum PointsTable {
    static let columns = [
        TableColumn("#", alignment: .trailing, muted: true),
        TableColumn("x", alignment: .decimal),
        TableColumn("y", alignment: .decimal),
    ]

    static func layout(_ series: PointSeries, style: TableStyle) -> TableLayout {
        let rows = (0..<series.count).map { index in
            [String(index + 1), NumberText.shortest(series.xs[index]), NumberText.shortest(series.ys[index])]
        }
        return TableLayout(columns: columns, rows: rows, style: style)
    }
}
