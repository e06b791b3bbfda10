import Foundation

extension DataChart {
    /// Panels a faceted chart draws at most: 8x8 on a page.
    package static let maxPanels = 64

    /// The chart of `columns` over the whole table, split into one panel a value of the
    /// `facet` column (`ChartFacets`): categories in the order they first appear, numbers in
    /// increasing order, as seaborn's `FacetGrid` orders them. The whole table is charted first,
    /// so that an error names its line in the file and the note counts every row; each panel
    /// is then the same chart of its rows, holding every series of the whole in the whole's
    /// order (empty where the panel has none of its rows).
    static func faceted(
        table: DataTable, facet: Int, columns: ChartColumns, kind: ChartKind, timeZone: TimeZone, logX: Bool,
        logY: Bool, skipBadRows: Bool, threads: Int, rowPlace: (Int) -> String
    ) throws -> DataChart {
        var inner = columns
        inner.facet = nil
        let column = table.columns[facet]
        if facet == columns.x || facet == columns.groupBy || columns.ys.contains(facet) {
            throw ChartDataError(
                "--facet \(column.name) is charted already (as x, y or --group-by): facet by another column",
                isUsage: true)
        }
        let parts: [(title: String, table: DataTable)]
        switch column.kind {
        case .category: parts = table.groupedBy(column).map { ("\(column.name) = \($0.label)", $0.table) }
        case .number: parts = table.groupedBy(numbers: column).map { ($0.label, $0.table) }
        case .time:
            throw ChartDataError(
                "--facet needs a category or number column; \(column.name) holds times", isUsage: true)
        }
        guard !parts.isEmpty else { throw ChartDataError("--facet \(column.name): the column has no values") }
        guard parts.count <= maxPanels else {
            throw ChartDataError(
                "--facet \(column.name) has \(parts.count) values, more panels than the \(maxPanels) a page shows readably: facet by a column of fewer values",
                isUsage: true)
        }
        var whole = try from(
            table: table, columns: inner, kind: kind, timeZone: timeZone, logX: logX, logY: logY,
            skipBadRows: skipBadRows, threads: threads, rowPlace: rowPlace)
        let names = whole.series.map { $0.name }
        let panels = try parts.map { title, part in
            var panel = try from(
                table: part, columns: inner, kind: kind, timeZone: timeZone, logX: logX, logY: logY,
                skipBadRows: skipBadRows, threads: threads, rowPlace: rowPlace)
            panel.alignSeries(to: names)
            // What the rows were (picked columns, missing values) the whole's note says once.
            panel.madeNotes = []
            return ChartFacets.Panel(title: title, chart: panel)
        }
        whole.facets = ChartFacets(column: column.name, panels: panels)
        whole.madeNotes.append(.facets(panels.count, column: column.name))
        return whole
    }

    /// The series named `names`, in that order: a name the chart lacks becomes an empty series
    /// (drawn as nothing, keeping its colour's place), and intervals follow their series.
    mutating func alignSeries(to names: [String]) {
        let old = series
        series = names.map { name in
            old.first { $0.name == name } ?? ChartSeries(name: name, points: PointSeries())
        }
        intervals = intervals.compactMap { interval in
            guard let index = names.firstIndex(of: old[interval.series].name) else { return nil }
            var moved = interval
            moved.series = index
            return moved
        }
    }
}
