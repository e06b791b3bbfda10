import Foundation

/// Which columns of a table a chart draws, by 0-based index: the x column, the y columns (one
/// series each), and a category column whose values split the rows into series.
package struct ChartColumns: Sendable, Equatable {
    package var x: Int?
    package var ys: [Int]
    /// Number columns drawn as series to a second y axis, on the right (`--y2`).
    package var y2s: [Int] = []
    /// A number column whose values colour a scatter's markers (`--color-by`).
    package var colorBy: Int?
    /// A number column whose values size a scatter's markers, area proportional (`--size-by`).
    package var sizeBy: Int?
    package var groupBy: Int?
    /// Two number columns, the ends of each row's interval about its one y value
    /// (`ChartIntervals`); both or neither.
    package var yLower: Int?
    package var yUpper: Int?
    /// A column whose values split the rows into panels (`ChartFacets`), one a value; with
    /// `facetRows`, the columns of a matrix of panels.
    package var facet: Int?
    /// A column whose values make the rows of a matrix of panels.
    package var facetRows: Int?
    var bounds: (lower: Int, upper: Int)? { yLower.flatMap { lower in yUpper.map { (lower, $0) } } }
    /// Columns the reader could not read (their cells all missing), by index. A chart that is
    /// given one, or picks one, stops with its reason; one of no kind is never picked.
    package var unreadable: [Int: Unreadable]

    /// Why a column could not be read (a one-line message naming a cell), and the kind its
    /// values look like, if any.
    package struct Unreadable: Sendable, Equatable {
        package var kind: ColumnKind?
        package var reason: String

        package init(kind: ColumnKind?, reason: String) {
            self.kind = kind
            self.reason = reason
        }
    }

    /// A column that only numbers the rows: the unnamed first column pandas' `to_csv()` writes
    /// (its index, 0, 1, 2...). Never picked as y, nor counted by a histogram; picked as x
    /// only where no time column is there, as pandas' `df.plot()` draws over its index.
    package var rowIndex: Int?

    package init(
        x: Int? = nil, ys: [Int] = [], groupBy: Int? = nil, unreadable: [Int: Unreadable] = [:], rowIndex: Int? = nil
    ) {
        self.x = x
        self.ys = ys
        self.groupBy = groupBy
        self.unreadable = unreadable
        self.rowIndex = rowIndex
    }
}

/// Why a table cannot be drawn as asked: a column of the wrong kind (`isUsage`: the flags chose
/// it), or data that does not fit the chart (a non-positive value on a log axis, no values).
public struct ChartDataError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, naming the series, the point and the value (or the cell).
    public let description: String
    package let isUsage: Bool
    /// Whether it names a cell (`line 3, column "y": ...`), so that a caller puts the input's
    /// name before it, as the reader's errors have it.
    package let namesCell: Bool

    package init(_ description: String, isUsage: Bool = false, namesCell: Bool = false) {
        self.description = description
        self.isUsage = isUsage
        self.namesCell = namesCell
    }
}

extension DataChart {
    /// Slices a pie shows; the rest are summed into "Other".
    package static let maxSlices = 7

    /// A chart of a table's columns. Without `columns.x`, a two-column table draws its second
    /// column over its first; a wider one draws the first time-or-number column as x and the
    /// next number column as y, and the note says which were picked (`pick`). A histogram
    /// counts its x column; a pie sums its y column per category of its x column.
    ///
    /// Rows without an x are left out and counted; a missing y breaks a line (a gap) and is
    /// left out of scatter, bars and pies, counted in the note. Bars and slices of the same x
    /// and series are summed. A value of zero or less on a log axis, or a word among the numbers
    /// of a y column read as categories, is an error naming it, or with `skipBadRows` its row is
    /// left out and counted (`skippedRows`). `threads` may look at
    /// long columns at once. `rowPlace` names a 0-based row in messages as `CellPlace` words
    /// them: a table read from a file gives its line (`line 7`), the default its row (`row 6`).
    package static func from(
        table: DataTable, columns: ChartColumns = ChartColumns(), kind: ChartKind = .line,
        timeZone: TimeZone = .utc, logX: Bool = false, logY: Bool = false, skipBadRows: Bool = false,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount, rowPlace: (Int) -> String = CellPlace.row
    ) throws -> DataChart {
        if columns.facet != nil || columns.facetRows != nil {
            return try faceted(
                table: table, columns: columns, kind: kind, timeZone: timeZone, logX: logX, logY: logY,
                skipBadRows: skipBadRows, threads: threads, rowPlace: rowPlace)
        }
        // A histogram counts one column, its x: a y column given to it would be left out.
        if kind == .histogram, let y = columns.ys.first {
            throw ChartDataError(
                "a histogram counts its --x column; give \(table.columns[y].name) as --x, without --y",
                isUsage: true)
        }
        if kind == .histogram, let x = columns.x, table.columns[x].kind == .category {
            return try categoryCounts(table, x: x, groupBy: columns.groupBy)
        }
        var picked = try pick(table, columns, kind, rowPlace: rowPlace)
        let leftYs = picked.ys
        picked.ys += columns.y2s.filter { !leftYs.contains($0) }
        for used in [picked.x] + picked.ys + [columns.groupBy].compactMap({ $0 }) {
            if let unreadable = columns.unreadable[used] { throw ChartDataError(unreadable.reason, namesCell: true) }
        }
        var table = table
        var skipped: (rows: Int, first: String?) = (0, nil)
        // The right axis (`y2s`) is linear: only the left one's columns are on a log axis.
        let logColumns = (logX ? [picked.x] : []) + (logY ? leftYs : [])
        if skipBadRows {
            // The markers' colour and size columns are numbers too, a size 0 or more.
            let encodings = [columns.colorBy, columns.sizeBy].compactMap { $0 }
            (table, skipped) = withoutBadRows(
                table, ys: picked.ys + encodings, logColumns: logColumns,
                sizeColumns: columns.sizeBy.map { [$0] } ?? [], rowPlace: rowPlace)
        } else if let bad = firstNonPositive(table, in: logColumns.filter { table.columns[$0].kind == .number }) {
            throw ChartDataError(
                CellPlace.describe(
                    rowPlace(bad.row), column: table.columns[bad.column].name, nonPositive(bad.value)),
                namesCell: true)
        }
        let xColumn = table.columns[picked.x]
        var notes: [ChartNote] = []
        if table.columns.count > 2 {
            let ys = leftYs.map { table.columns[$0].name }
            // A row index left out of the picking is named, so that a reader who expects it
            // drawn knows why it is not.
            let xIsIndex = columns.rowIndex == picked.x
            let leftOut = columns.rowIndex.flatMap { $0 != picked.x ? table.columns[$0].name : nil }
            switch (columns.x == nil, columns.ys.isEmpty && kind != .histogram) {
            case (true, true):
                notes.append(.picked(x: xColumn.name, xIsRowIndex: xIsIndex, ys: ys, rowIndexLeftOut: leftOut))
            case (true, false):
                notes.append(.picked(x: xColumn.name, xIsRowIndex: xIsIndex, ys: nil, rowIndexLeftOut: nil))
            case (false, true): notes.append(.picked(x: nil, xIsRowIndex: false, ys: ys, rowIndexLeftOut: leftOut))
            case (false, false): break
            }
        }
        let axis: AxisKind
        switch xColumn.values {
        case .numbers: axis = logX ? .log : .linear
        case .times: axis = .time(timeZone)
        case .categories(_, let labels): axis = .category(labels)
        }
        // Each distinct number or time its own box would be rarely what is meant (most boxes
        // of one value): categories are asked for by name.
        if kind == .box || kind == .violin, !axis.isCategory {
            throw ChartDataError(
                "a \(kind.rawValue) plot groups its values by a category x; x (\(xColumn.name)) holds \(plural(xColumn.kind)): give a category column as --x, or read this one as categories with --x-type category",
                isUsage: true)
        }
        if logX && xColumn.kind != .number {
            throw ChartDataError(
                "--log-x needs a number column as x; \(xColumn.name) holds \(plural(xColumn.kind))", isUsage: true)
        }
        for bound in [columns.bounds?.lower, columns.bounds?.upper].compactMap({ $0 })
        where table.columns[bound].kind != .number {
            throw ChartDataError(
                "column \(table.columns[bound].name) holds \(plural(table.columns[bound].kind)); an interval's ends are number columns",
                isUsage: true)
        }
        for y in picked.ys where table.columns[y].kind != .number {
            if let bad = strayText(table.columns[y]) {
                throw ChartDataError(
                    CellPlace.describe(
                        rowPlace(bad.row), column: table.columns[y].name, "\"\(bad.text)\" is not a number"),
                    namesCell: true)
            }
            throw ChartDataError(
                "column \(table.columns[y].name) holds \(plural(table.columns[y].kind)); y takes number columns",
                isUsage: true)
        }
        var groups: [(label: String?, table: DataTable)] = [(nil, table)]
        if let group = columns.groupBy {
            let column = table.columns[group]
            switch column.kind {
            case .category: groups = table.groupedBy(column).map { ($0.label, $0.table) }
            case .number: groups = table.groupedBy(numbers: column).map { ($0.label, $0.table) }
            case .time:
                throw ChartDataError(
                    "--group-by needs a category or number column; \(column.name) holds times", isUsage: true)
            }
            guard !groups.isEmpty else { throw ChartDataError("--group-by \(column.name): the column has no values") }
            // A row without a group is in no series: said, not dropped unseen.
            let grouped = groups.reduce(0) { $0 + $1.table.rowCount }
            if grouped < table.rowCount { notes.append(.rowsWithoutGroup(table.rowCount - grouped)) }
        }
        let encoded = try encodedColumns(table, columns, kind: kind, rowPlace: rowPlace)
        var series: [ChartSeries] = []
        var rowsWithoutX = 0
        var missingY = 0
        var intervals: [ChartIntervals] = []
        var outside = 0
        for (label, part) in groups {
            let xs = part.columns[picked.x]
            let drawnYs = kind == .histogram ? [picked.x] : picked.ys
            for y in drawnYs {
                let ys = part.columns[y]
                let name = [label, picked.ys.count > 1 || label == nil ? ys.name : nil].compactMap { $0 }.joined(
                    separator: " · ")
                let (xValues, yValues) = (numbers(xs), numbers(ys))
                if let bounds = columns.bounds {
                    let ends = (numbers(part.columns[bounds.lower]), numbers(part.columns[bounds.upper]))
                    var interval = ChartIntervals(series: series.count)
                    for row in 0..<part.rowCount where !xValues[row].isNaN {
                        let (low, high, value) = (ends.0[row], ends.1[row], yValues[row])
                        // Drawn as given, but counted: such a row's ends were likely swapped.
                        if value < low || value > high { outside += 1 }
                        interval.append(x: xValues[row], lower: low, upper: high)
                    }
                    intervals.append(interval)
                }
                // A line keeps its gaps: columns whose every x is there are taken as they are.
                // So are other kinds' columns without a gap or an encoding: the loop below
                // would append every row as it is.
                let isLine = kind == .line || kind == .step || kind == .area
                let plain = kind != .histogram && encoded.color == nil && encoded.size == nil
                if isLine || plain, let adopted = PointSeries(adopting: xValues, yValues, threads: threads),
                    isLine || adopted.missingCount == 0
                {
                    missingY += adopted.missingCount
                    var adoptedSeries = ChartSeries(name: name, points: adopted)
                    adoptedSeries.onRightAxis = !leftYs.contains(y)
                    series.append(adoptedSeries)
                    continue
                }
                var points = PointSeries()
                points.reserveCapacity(part.rowCount)
                let colors = encoded.color.map { numbers(part.columns[$0]) }
                let sizes = encoded.size.map { numbers(part.columns[$0]) }
                var (colorValues, sizeValues) = ([Double](), [Double]())
                for row in 0..<part.rowCount {
                    let x = xValues[row]
                    guard !x.isNaN else {
                        // A row, not a row a y column.
                        if y == drawnYs.first { rowsWithoutX += 1 }
                        continue
                    }
                    let value = kind == .histogram ? x : yValues[row]
                    // A marker without its colour or size is missing as one without its y.
                    // An infinite one has no colour or size either.
                    if value.isNaN || colors?[row].isFinite == false || sizes?[row].isFinite == false {
                        missingY += 1
                        if kind == .line || kind == .step || kind == .area { points.appendMissing(x: x) }
                    } else {
                        points.append(x: x, y: value)
                        if let colors { colorValues.append(colors[row]) }
                        if let sizes { sizeValues.append(sizes[row]) }
                    }
                }
                var made = ChartSeries(name: name, points: points)
                if colors != nil { made.colorValues = colorValues }
                if sizes != nil { made.sizeValues = sizeValues }
                made.onRightAxis = kind != .histogram && !leftYs.contains(y)
                series.append(made)
                if kind == .histogram { break }
            }
        }
        if rowsWithoutX > 0 { notes.append(.rowsWithoutX(rowsWithoutX)) }
        if missingY > 0 {
            notes.append(.valuesMissing(missingY, gaps: kind == .line || kind == .step || kind == .area))
        }
        if kind == .pie || kind == .donut {
            // One circle shows one series: the others would be left out without a word.
            guard series.count <= 1 else {
                throw ChartDataError(
                    "a \(kind.rawValue) shows one series, not \(series.count): give one --y column and no --group-by",
                    isUsage: true)
            }
            if let only = series.first, !only.points.ys.contains(where: { $0 > 0 }) {
                throw ChartDataError("a \(kind.rawValue) shows shares of values above 0; \(only.name) has none")
            }
        }
        if logX, let bad = firstNonPositive(series, \.xs) {
            throw ChartDataError(
                "--log-x: \(bad.series) has \(NumberText.shortest(bad.value)); a log axis needs values above 0")
        }
        if logY, let bad = firstNonPositive(series.filter { !$0.onRightAxis }, \.ys) {
            throw ChartDataError(
                "--log-y: \(bad.series) has \(NumberText.shortest(bad.value)); a log axis needs values above 0")
        }
        var chart = DataChart(
            kind: kind, series: series, x: axis, logY: logY,
            xTitle: xColumn.name,
            yTitle: kind == .histogram ? "count" : leftYs.count == 1 ? table.columns[leftYs[0]].name : nil)
        let rightYs = picked.ys.filter { !leftYs.contains($0) }
        if rightYs.count == 1 { chart.y2Title = table.columns[rightYs[0]].name }
        chart.madeNotes = notes
        chart.intervals = intervals
        chart.encodings = MarkEncodings(
            colorTitle: encoded.color.map { table.columns[$0].name },
            sizeTitle: encoded.size.map { table.columns[$0].name })
        if let bounds = columns.bounds {
            let (lower, upper) = (table.columns[bounds.lower].name, table.columns[bounds.upper].name)
            chart.madeNotes.append(.boundsFromColumns(lower: lower, upper: upper, outside: outside))
        }
        chart.rowCount = table.rowCount
        chart.skippedRows = skipped.rows
        chart.firstSkipped = skipped.first
        return chart
    }

    /// The columns that colour and size a scatter's markers, checked: number columns, sizes of
    /// zero or more (an area cannot be less), for `--kind scatter` alone.
    private static func encodedColumns(
        _ table: DataTable, _ columns: ChartColumns, kind: ChartKind, rowPlace: (Int) -> String
    ) throws -> (color: Int?, size: Int?) {
        for (flag, column) in [("--color-by", columns.colorBy), ("--size-by", columns.sizeBy)] {
            guard let column else { continue }
            guard kind == .scatter else {
                throw ChartDataError("\(flag) colours or sizes a scatter's markers: give --kind scatter", isUsage: true)
            }
            let named = table.columns[column]
            guard named.kind == .number else {
                if let bad = strayText(named) {
                    throw ChartDataError(
                        CellPlace.describe(rowPlace(bad.row), column: named.name, "\"\(bad.text)\" is not a number"),
                        namesCell: true)
                }
                throw ChartDataError(
                    "\(flag) \(named.name) holds \(plural(named.kind)); markers are coloured and sized by number columns",
                    isUsage: true)
            }
        }
        if let size = columns.sizeBy, let row = numbers(table.columns[size]).firstIndex(where: { $0 < 0 }) {
            let value = numbers(table.columns[size])[row]
            throw ChartDataError(
                CellPlace.describe(rowPlace(row), column: table.columns[size].name, negativeSize(value)),
                namesCell: true)
        }
        return (columns.colorBy, columns.sizeBy)
    }

    /// With `skipBadRows`: the table without the rows a chart cannot draw, how many there were
    /// and the first (in row order). A row is bad for a word among the numbers of a y column
    /// the reader took for categories (its words were too many to tell it numbers: the column
    /// is drawn as its numbers) or for a value of zero or less in one of `logColumns` (a missing value stays,
    /// as a gap). `rowPlace` is asked only for the first: a file's line is found by reading.
    private static func withoutBadRows(
        _ table: DataTable, ys: [Int], logColumns: [Int], sizeColumns: [Int] = [], rowPlace: (Int) -> String
    ) -> (DataTable, (rows: Int, first: String?)) {
        var columns = table.columns
        var bad: [Bool] = []
        var first: (row: Int, column: Int, reason: String)?
        func note(_ row: Int, _ column: Int, _ reason: @autoclosure () -> String) {
            if bad.isEmpty { bad = [Bool](repeating: false, count: table.rowCount) }
            bad[row] = true
            if row < first?.row ?? Int.max { first = (row, column, reason()) }
        }
        for y in Set(ys).sorted() where strayText(columns[y]) != nil {
            guard case .categories(let codes, let labels) = columns[y].values else { continue }
            let numbers = labels.map(labelNumber)
            var values = [Double](repeating: .nan, count: codes.count)
            for (row, code) in codes.enumerated() where code >= 0 {
                if let value = numbers[Int(code)] {
                    values[row] = value
                } else {
                    note(row, y, "\"\(labels[Int(code)])\" is not a number")
                }
            }
            columns[y].values = .numbers(values)
        }
        for column in logColumns where columns[column].kind == .number {
            let values = numbers(columns[column])
            for row in values.indices where values[row] <= 0 { note(row, column, nonPositive(values[row])) }
        }
        for column in sizeColumns where columns[column].kind == .number {
            let values = numbers(columns[column])
            for row in values.indices where values[row] < 0 { note(row, column, negativeSize(values[row])) }
        }
        guard let first else { return (DataTable(columns: columns), (0, nil)) }
        let kept = bad.indices.filter { !bad[$0] }
        return (
            DataTable(columns: columns.map { $0.rows(kept) }),
            (
                bad.count - kept.count,
                CellPlace.describe(rowPlace(first.row), column: columns[first.column].name, first.reason)
            )
        )
    }

    /// Why a size below zero cannot be drawn.
    private static func negativeSize(_ value: Double) -> String {
        "\(NumberText.shortest(value)) is below 0, and --size-by makes a marker's area of its value"
    }

    /// The first row whose value in one of `columns` is zero or less (a missing one is a gap).
    private static func firstNonPositive(_ table: DataTable, in columns: [Int]) -> (
        row: Int, column: Int, value: Double
    )? {
        let values = columns.map { numbers(table.columns[$0]) }
        for row in 0..<table.rowCount {
            if let bad = values.indices.first(where: { values[$0][row] <= 0 }) {
                return (row, columns[bad], values[bad][row])
            }
        }
        return nil
    }

    /// Why a log axis cannot place a value, in the error and in the skipped rows' note alike.
    private static func nonPositive(_ value: Double) -> String {
        "\(NumberText.shortest(value)) is not above 0 (log axis)"
    }

    /// A histogram of categories is a count of rows per category: bars of one row each, added up.
    private static func categoryCounts(_ table: DataTable, x: Int, groupBy: Int?) throws -> DataChart {
        let ones = DataColumn(name: "count", values: .numbers([Double](repeating: 1, count: table.rowCount)))
        let counted = DataTable(columns: table.columns + [ones])
        var chart = try from(
            table: counted, columns: ChartColumns(x: x, ys: [table.columns.count], groupBy: groupBy), kind: .bar)
        chart.madeNotes =
            chart.madeNotes.filter {
                if case .picked(nil, _, _, _) = $0 { return false } else { return true }
            } + [.countOfRowsPerCategory]
        chart.countsRows = true
        return chart
    }

    /// The number a category label writes, if it is one (a finite one: "inf" is a word here).
    static func labelNumber(_ label: String) -> Double? {
        Double(label.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A column's cells as numbers: values, times, or a category's index (NaN where missing).
    private static func numbers(_ column: DataColumn) -> [Double] {
        switch column.values {
        case .numbers(let values), .times(let values): return values
        case .categories(let codes, _): return Parallel.elementwise(codes) { $0 < 0 ? .nan : Double($0) }
        }
    }

    private static func firstNonPositive(
        _ series: [ChartSeries], _ values: KeyPath<PointSeries, [Double]>
    ) -> (series: String, value: Double)? {
        for one in series {
            if let bad = one.points[keyPath: values].first(where: { $0 <= 0 }) { return (one.name, bad) }
        }
        return nil
    }

    private static func plural(_ kind: ColumnKind) -> String {
        switch kind {
        case .number: return "numbers"
        case .time: return "times"
        case .category: return "categories"
        }
    }
}
