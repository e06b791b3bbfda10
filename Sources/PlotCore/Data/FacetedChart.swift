import Foundation

extension DataChart {
    /// Panels a faceted chart draws at most: 8x8 on a page.
    package static let maxPanels = 64

    /// The chart of `columns` over the whole table, split into one panel a value of the
    /// `facet` column (`ChartFacets`), or a panel a pair of values of `facetRows` and `facet`,
    /// as `faceted(table:facet:facetRows:charted:chart:)` splits them.
    static func faceted(
        table: DataTable, columns: ChartColumns, kind: ChartKind, timeZone: TimeZone, logX: Bool,
        logY: Bool, skipBadRows: Bool, threads: Int, rowPlace: (Int) -> String
    ) throws -> DataChart {
        var inner = columns
        (inner.facet, inner.facetRows) = (nil, nil)
        return try faceted(
            table: table, facet: columns.facet, facetRows: columns.facetRows,
            charted: [columns.x, columns.groupBy].compactMap { $0 } + columns.ys
        ) { part, _ in
            try from(
                table: part, columns: inner, kind: kind, timeZone: timeZone, logX: logX, logY: logY,
                skipBadRows: skipBadRows, threads: threads, rowPlace: rowPlace)
        }
    }

    /// A chart of the whole table split into one panel a value of the `facet` column
    /// (`ChartFacets`), or a panel a pair of values of `facetRows` and `facet` (a matrix: a
    /// row of panels a value of the one, a column a value of the other): categories in the
    /// order they first appear, numbers in increasing order, titled as seaborn's `FacetGrid`
    /// titles them (`site = Duluth`, `year = 1931 | site = Duluth`). `chart` makes the chart
    /// of some rows: of the whole table first (given no whole), so that an error names its
    /// line in the file and the note counts every row; then of each panel's rows, given the
    /// whole (a grid's panels take its axes). Each panel holds every series of the whole in
    /// the whole's order (empty where the panel has none of its rows); a pair of values
    /// without rows is an empty panel. `charted` are the columns the chart draws: none of
    /// them can be a facet.
    package static func faceted(
        table: DataTable, facet: Int?, facetRows: Int?, charted: [Int],
        chart: (DataTable, DataChart?) throws -> DataChart
    ) throws -> DataChart {
        let faceting = [facetRows, facet].compactMap { $0 }
        for column in faceting where charted.contains(column) {
            throw ChartDataError(
                "--facet \(table.columns[column].name) is charted already (as x, y, --group-by or --value): facet by another column",
                isUsage: true)
        }
        let across = try facet.map { try facetParts(table, by: $0) } ?? [(nil, table)]
        let down = try facetRows.map { try facetParts(table, by: $0) } ?? [(nil, table)]
        guard across.count * down.count <= maxPanels else {
            let names = faceting.map { table.columns[$0].name }.joined(separator: " and ")
            throw ChartDataError(
                "--facet \(names) makes \(across.count * down.count) panels, more than the \(maxPanels) a page shows readably: facet by a column of fewer values",
                isUsage: true)
        }
        var whole = try chart(table, nil)
        let names = whole.series.map { $0.name }
        var panels: [ChartFacets.Panel] = []
        for (rowTitle, rowPart) in down {
            // The row's rows of each column value; a pair with no rows is an empty panel.
            // Without rows of panels the row is the whole table, split already.
            let cells = facet.map { facet in
                Dictionary(
                    (facetRows == nil ? across : ((try? facetParts(rowPart, by: facet)) ?? [])).map {
                        ($0.0 ?? "", $0.1)
                    },
                    uniquingKeysWith: { first, _ in first })
            }
            for (columnTitle, _) in across {
                let title = [rowTitle, columnTitle].compactMap { $0 }.joined(separator: " | ")
                let part = columnTitle.map { cells?[$0] } ?? rowPart
                guard let part else {
                    panels.append(ChartFacets.Panel(title: title, chart: whole.emptyPanel))
                    continue
                }
                var panel = try chart(part, whole)
                panel.alignSeries(to: names)
                // What the rows were (picked columns, missing values) the whole's note says once.
                panel.madeNotes = []
                panels.append(ChartFacets.Panel(title: title, chart: panel))
            }
        }
        whole.madeOne(as: panels)
        whole.facets = ChartFacets(
            names: faceting.map { table.columns[$0].name }, panels: panels,
            columns: facetRows == nil ? nil : across.count)
        whole.madeNotes.append(.facets(panels.count, columns: faceting.map { table.columns[$0].name }))
        return whole
    }

    /// A panel of no rows: every series of the chart empty (drawn as nothing, keeping its
    /// colour's place), every cell of a grid empty.
    var emptyPanel: DataChart {
        var empty = self
        empty.series = series.map { ChartSeries(name: $0.name, points: PointSeries()) }
        (empty.intervals, empty.madeNotes) = ([], [])
        empty.grid?.values = grid?.values.map { $0.map { _ in .nan } } ?? []
        empty.grid?.madeOneBy = nil
        return empty
    }

    /// A grid's cells gather the rows of every panel: made one (averaged) where no panel's
    /// were, the note and the colour bar's title say what the panels drew, their values.
    private mutating func madeOne(as panels: [ChartFacets.Panel]) {
        guard grid != nil, !panels.contains(where: { $0.chart.grid?.madeOneBy != nil }) else { return }
        grid?.madeOneBy = nil
        madeNotes.removeAll {
            if case .cellRowsMadeOne = $0 { return true }
            return false
        }
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
