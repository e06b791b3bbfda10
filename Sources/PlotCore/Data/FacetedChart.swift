import Foundation

extension DataChart {
    /// Panels a faceted chart draws at most: 8x8 on a page.
    package static let maxPanels = 64

    /// The chart of `columns` over the whole table, split into one panel a value of the
    /// `facet` column (`ChartFacets`), or a panel a pair of values of `facetRows` and `facet`
    /// (a matrix: a row of panels a value of the one, a column a value of the other): categories
    /// in the order they first appear, numbers in increasing order, titled as seaborn's
    /// `FacetGrid` titles them (`site = Duluth`, `year = 1931 | site = Duluth`). The whole table
    /// is charted first, so that an error names its line in the file and the note counts every
    /// row; each panel is then the same chart of its rows, holding every series of the whole
    /// in the whole's order (empty where the panel has none of its rows).
    static func faceted(
        table: DataTable, columns: ChartColumns, kind: ChartKind, timeZone: TimeZone, logX: Bool,
        logY: Bool, skipBadRows: Bool, threads: Int, rowPlace: (Int) -> String
    ) throws -> DataChart {
        var inner = columns
        (inner.facet, inner.facetRows) = (nil, nil)
        let faceting = [columns.facetRows, columns.facet].compactMap { $0 }
        for facet in faceting where facet == columns.x || facet == columns.groupBy || columns.ys.contains(facet) {
            throw ChartDataError(
                "--facet \(table.columns[facet].name) is charted already (as x, y or --group-by): facet by another column",
                isUsage: true)
        }
        let across = try columns.facet.map { try facetParts(table, by: $0) } ?? [(nil, table)]
        let down = try columns.facetRows.map { try facetParts(table, by: $0) } ?? [(nil, table)]
        guard across.count * down.count <= maxPanels else {
            let names = faceting.map { table.columns[$0].name }.joined(separator: " and ")
            throw ChartDataError(
                "--facet \(names) makes \(across.count * down.count) panels, more than the \(maxPanels) a page shows readably: facet by a column of fewer values",
                isUsage: true)
        }
        var whole = try from(
            table: table, columns: inner, kind: kind, timeZone: timeZone, logX: logX, logY: logY,
            skipBadRows: skipBadRows, threads: threads, rowPlace: rowPlace)
        let names = whole.series.map { $0.name }
        var panels: [ChartFacets.Panel] = []
        for (rowTitle, rowPart) in down {
            // The row's rows of each column value; a pair with no rows is an empty panel.
            // Without rows of panels the row is the whole table, split already.
            let cells = columns.facet.map { facet in
                Dictionary(
                    (columns.facetRows == nil ? across : ((try? facetParts(rowPart, by: facet)) ?? [])).map {
                        ($0.0 ?? "", $0.1)
                    },
                    uniquingKeysWith: { first, _ in first })
            }
            for (columnTitle, _) in across {
                let title = [rowTitle, columnTitle].compactMap { $0 }.joined(separator: " | ")
                let part = columnTitle.map { cells?[$0] } ?? rowPart
                guard let part else {
                    var empty = whole
                    empty.series = names.map { ChartSeries(name: $0, points: PointSeries()) }
                    (empty.intervals, empty.madeNotes) = ([], [])
                    panels.append(ChartFacets.Panel(title: title, chart: empty))
                    continue
                }
                var panel = try from(
                    table: part, columns: inner, kind: kind, timeZone: timeZone, logX: logX, logY: logY,
                    skipBadRows: skipBadRows, threads: threads, rowPlace: rowPlace)
                panel.alignSeries(to: names)
                // What the rows were (picked columns, missing values) the whole's note says once.
                panel.madeNotes = []
                panels.append(ChartFacets.Panel(title: title, chart: panel))
            }
        }
        whole.facets = ChartFacets(
            names: faceting.map { table.columns[$0].name }, panels: panels,
            columns: columns.facetRows == nil ? nil : across.count)
        whole.madeNotes.append(.facets(panels.count, columns: faceting.map { table.columns[$0].name }))
        return whole
    }

    /// The table's rows split by the values of one column, each part titled `name = value`.
    private static func facetParts(_ table: DataTable, by facet: Int) throws -> [(String?, DataTable)] {
        let column = table.columns[facet]
        let parts: [(String?, DataTable)]
        switch column.kind {
        case .category: parts = table.groupedBy(column).map { ("\(column.name) = \($0.label)", $0.table) }
        case .number: parts = table.groupedBy(numbers: column).map { ($0.label, $0.table) }
        case .time:
            throw ChartDataError("--facet needs a category or number column; \(column.name) holds times", isUsage: true)
        }
        guard !parts.isEmpty else { throw ChartDataError("--facet \(column.name): the column has no values") }
        return parts
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
