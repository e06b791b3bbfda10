import Foundation
import Input
import PlotCore
import Points

/// `plot --input FILE`: a table (CSV, TSV, JSON, JSON Lines) or a saved answer of the points
/// service, read into a `DataChart` as the table options say.
enum TableChart {
    /// `streams`: whether a big file may be streamed rather than held (`StreamedChart`);
    /// `plot serve` holds and indexes it instead, so that each view costs the screen's width.
    static func chart(
        input: String, format: TableFormat?, flags: ChartFlags, page: PageSpec, measurer: some TextMeasuring,
        streams: Bool = true
    ) async throws -> DataChart {
        let options = flags.table
        let settings = { (chart: inout DataChart) throws in
            try flags.apply(to: &chart, source: .file)
            chart.threads = StreamedChart.threads
        }
        if let series = try savedAnswer(input) {
            if options.kind.isGrid {
                throw CLIError(
                    "\(Input.PointsFile.name(input)) is a saved answer of the points service, one line of points: --kind \(options.kind.rawValue) charts a table's columns",
                    status: .usage)
            }
            var chart = DataChart(kind: options.kind, series: [ChartSeries(name: "y", points: series)])
            try settings(&chart)
            return chart
        }
        let readOptions = try readOptions(input, format: format, options: options)
        if streams,
            let (source, chart) = StreamedChart.chart(
                input: input, options: options, readOptions: readOptions, viewport: flags.viewport, page: page)
        {
            var streamed = chart
            try settings(&streamed)
            if try await StreamedChart.complete(
                &streamed, from: source, page: page, theme: options.theme.theme, measurer: measurer)
            {
                // A streamed x is known by its ends alone: they say whether it looks like Unix times.
                if streamed.x == .linear, let name = streamed.xTitle {
                    let ends = streamed.series.compactMap(\.digest?.xExtent).flatMap { [$0.lower, $0.upper] }
                    noteUnixTimes(name: name, values: ends, options: options)
                }
                return streamed
            }
        }
        if StreamedChart.mustStream(input) {
            throw CLIError(
                "\(Input.PointsFile.name(input)): this chart holds every point in memory (docs/CLI.md: Big inputs), and PLOTKIT_STREAM_ONLY=1 forbids it",
                status: .usage)
        }
        let reading = try read(input, options: readOptions)
        if options.encoding == nil, reading.holdsReplacementCharacters {
            note("\(Input.PointsFile.name(input)) holds text \(notUTF8)")
        }
        if let example = reading.undecidedPoint {
            note(
                "\(Input.PointsFile.name(input)) reads \"\(example)\" with a decimal point; if its points group thousands (German Excel's whole numbers), nothing in the file says so: save it from Excel (its sep=; line tells), or without grouping"
            )
        }
        if reading.thousandsPoint {
            note(
                "\(Input.PointsFile.name(input)) groups thousands with a point, as Excel writes in much of Europe: 1.250 read as 1250"
            )
        }
        if options.kind.isGrid {
            var chart = try gridChart(reading, input: input, options: options)
            try settings(&chart)
            return chart
        }
        var table = reading.table
        var ys = try options.y.map { try resolve(list: $0, in: reading) } ?? []
        if options.aggregate == .count, ys.isEmpty, options.kind != .histogram {
            // Counting rows needs no y column: each row counts one, under x's bar or point.
            let ones = DataColumn(name: "count", values: .numbers(Array(repeating: 1, count: table.rowCount)))
            table = DataTable(columns: table.columns + [ones])
            ys = [table.columns.count - 1]
        }
        if options.yLower != nil, ys.count != 1 {
            throw CLIError(
                "--y-lower and --y-upper are the ends of one y column's intervals; give that column as --y (one column)",
                status: .usage)
        }
        var columns = try ChartColumns(
            x: options.x.map { try resolve($0, in: reading) },
            ys: ys,
            groupBy: options.groupBy.map { try resolve($0, in: reading) },
            unreadable: reading.unreadableColumns.mapValues {
                ChartColumns.Unreadable(kind: $0.kind, reason: message($0.error))
            },
            rowIndex: reading.rowIndexColumn)
        columns.facet = try options.facet.map { try resolve($0, in: reading) }
        columns.facetRows = try options.facetRows.map { try resolve($0, in: reading) }
        columns.y2s = try options.y2.map { try resolve(list: $0, in: reading) } ?? []
        columns.colorBy = try options.colorBy.map { try resolve($0, in: reading) }
        columns.sizeBy = try options.sizeBy.map { try resolve($0, in: reading) }
        // A column named twice (`--y a,a`, or `a` and its number) would be drawn twice, one
        // line over the other in two colours and two legend entries.
        for (flag, list) in [("--y", ys), ("--y2", columns.y2s)] {
            if let refusal = ColumnReference.namedTwice(list.map { table.columns[$0].name }, flag: flag) {
                throw CLIError(refusal, status: .usage)
            }
        }
        if let both = columns.y2s.first(where: ys.contains) {
            throw CLIError(
                "column \(table.columns[both].name) is given to both --y and --y2: give it to one axis",
                status: .usage)
        }
        columns.yLower = try options.yLower.map { try resolve($0, in: reading) }
        columns.yUpper = try options.yUpper.map { try resolve($0, in: reading) }
        // Bars over codes (HTTP statuses): a bar a code, labelled by it, unless --x-type says number.
        var codes: Int?
        if options.kind == .bar, options.xType == nil, let x = columns.x, !columns.ys.contains(x),
            let categories = NumberCodes.asCategories(table.columns[x]),
            case .categories(_, let labels) = categories.values
        {
            var replaced = table.columns
            replaced[x] = categories
            table = DataTable(columns: replaced)
            codes = labels.count
            note(
                "x (\(categories.name)) holds \(labels.count) whole numbers, not consecutive: drawn as categories, a bar each; give --x-type number to space them by value"
            )
        }
        if let group = columns.groupBy, group == columns.x, let name = options.groupBy {
            throw CLIError(
                "--group-by \(name) is the x column: each x is its own group already; drop --group-by",
                status: .usage)
        }
        var chart: DataChart
        do {
            chart = try DataChart.from(
                table: table, columns: columns, kind: options.kind, timeZone: options.zone, logX: options.logX,
                logY: options.logY, skipBadRows: options.skipBadRows, threads: StreamedChart.threads,
                rowPlace: { reading.place(ofRow: $0) })
        } catch let error as ChartDataError {
            let named = error.namesCell ? "\(Input.PointsFile.name(input)): \(error.description)" : error.description
            throw CLIError(named, status: error.isUsage ? .usage : .badData)
        }
        if let columns = options.facetColumns { chart.facets?.columns = columns }
        chart.facets?.sharedY = options.facetY != .free
        if let codes, let name = chart.xTitle { chart.madeNotes.append(.numberCodes(column: name, values: codes)) }
        // A histogram of categories is one bar a category: there are no bins to set.
        if options.bins != nil, options.kind == .histogram, chart.x.isCategory {
            throw CLIError(
                "--bins sets the bins of numbers or times; x (\(chart.xTitle ?? "x")) holds categories, counted one bar each: drop --bins",
                status: .usage)
        }
        // Rows the reader could not read and rows a log axis cannot place are bad rows alike.
        let skipped = reading.skippedRows + chart.skippedRows
        if skipped > 0 {
            chart.madeNotes.append(.badRowsSkipped(skipped, first: reading.firstSkipped ?? chart.firstSkipped))
        }
        if reading.skippedWallTimes > 0 {
            chart.madeNotes.append(.springForwardGap(reading.skippedWallTimes, zone: options.zone.identifier))
        }
        if chart.series.allSatisfy({ $0.points.count == $0.points.missingCount }) {
            throw CLIError("\(Input.PointsFile.name(input)) holds no values to draw", status: .badData)
        }
        // A right axis with nothing on it would be an empty 0-1 scale: said, as an empty --y is.
        let right = chart.series.filter(\.onRightAxis)
        if !right.isEmpty, right.allSatisfy({ $0.points.count == $0.points.missingCount }) {
            let names = right.map(\.name).joined(separator: ", ")
            throw CLIError(
                "\(Input.PointsFile.name(input)): --y2 \(names) holds no values to draw on the right axis",
                status: .badData)
        }
        // A column that does not read and was not used: drawn without it, and told why.
        for index in reading.unreadableColumns.keys.sorted() {
            note(
                "\(Input.PointsFile.name(input)): \(message(reading.unreadableColumns[index]!.error)); the column is not read"
            )
        }
        // A long-format table drawn as one line zigzags through its groups: say which to split by.
        if options.groupBy == nil, !options.faceted, options.xUnit == nil,
            [.line, .area, .step].contains(options.kind),
            let group = groupingColumn(input, table: table, xName: chart.xTitle, readOptions: readOptions)
        {
            chart.madeNotes.append(.xRepeats(group: group))
            note(
                "x (\(chart.xTitle ?? "x")) repeats once a \(group): give --group-by \(quotedIfNeeded(group)) to draw a line each"
            )
        }
        if let x = chart.xTitle.flatMap(table.column(named:)), case .numbers(let values) = x.values {
            noteUnixTimes(name: x.name, values: values, options: options)
        }
        try settings(&chart)
        return chart
    }

    /// A heat map or a 2-D histogram of --x and --y (and a heat map's --value), as
    /// `DataChart.heatmap` and `.hist2d` make them; a column of the wrong kind is a usage error.
    private static func gridChart(_ reading: TableReading, input: String, options: TableChartOptions) throws
        -> DataChart
    {
        guard let xName = options.x, let yName = options.y else {
            throw CLIError(
                "--kind \(options.kind.rawValue) needs --x and --y: the columns along its two axes", status: .usage)
        }
        let x = try resolve(xName, in: reading)
        let y = try resolve(yName, in: reading)
        let value = try options.value.map { try resolve($0, in: reading) }
        let facet = try options.facet.map { try resolve($0, in: reading) }
        let facetRows = try options.facetRows.map { try resolve($0, in: reading) }
        // The grid of some rows; a facet's panel on the whole table's categories or bins.
        let grid = { (table: DataTable, whole: DataChart?) throws -> DataChart in
            if options.kind == .hist2d {
                let bins = options.bins?.grid ?? (10, 10)
                return try DataChart.hist2d(
                    table: table, x: x, y: y, xBins: bins.x, yBins: bins.y, on: whole?.grid)
            }
            return try DataChart.heatmap(
                table: table, x: x, y: y, value: value, aggregate: options.aggregate, on: whole?.grid)
        }
        var chart: DataChart
        do {
            if facet != nil || facetRows != nil {
                chart = try DataChart.faceted(
                    table: reading.table, facet: facet, facetRows: facetRows,
                    charted: [x, y] + (value.map { [$0] } ?? []), chart: grid)
                if let columns = options.facetColumns { chart.facets?.columns = columns }
            } else {
                chart = try grid(reading.table, nil)
            }
        } catch let error as ChartDataError {
            throw CLIError(error.description, status: error.isUsage ? .usage : .badData)
        }
        chart.colormap = options.colormap ?? .viridis
        // Measurements as bands draw a barcode: binning them is what was likely meant.
        if options.kind == .heatmap, let grid = chart.grid {
            for (flag, name, axis) in [("--x", xName, grid.x), ("--y", yName, grid.y)] {
                guard reading.table.columns[flag == "--x" ? x : y].kind == .number, axis.count > 100 else {
                    continue
                }
                note(
                    "\(flag) \(name) holds \(axis.count) different numbers, a band each: --kind hist2d bins two number columns"
                )
            }
        }
        if reading.skippedRows > 0 {
            let first = reading.firstSkipped.map { " (first: \($0))" } ?? ""
            chart.notes.append("\(reading.skippedRows) bad row\(reading.skippedRows == 1 ? "" : "s") skipped\(first)")
        }
        if chart.grid?.filledCount == 0 {
            throw CLIError("\(Input.PointsFile.name(input)) holds no values to draw", status: .badData)
        }
        return chart
    }

    /// Why column names or categories show �, and what to do: the same words in a note and in
    /// an error about a column that is not there.
    private static let notUTF8 =
        "that is not UTF-8 (shown as �): give --encoding windows-1252 if it came from Excel"

    /// The name of the column that splits a long-format table whose x repeats (`DataTable.
    /// groupingColumn`). Only the columns charted were read: when x repeats, a file (not a
    /// stream) of at most `rereadBytes` is read again whole to look for it. A bigger one is not:
    /// random xs repeat too, and reading 10^7 rows twice for a note made the chart 6x slower.
    private static func groupingColumn(
        _ input: String, table: DataTable, xName: String?, readOptions: TableReadOptions
    ) -> String? {
        guard let xName, let x = table.columns.firstIndex(where: { $0.name == xName }) else { return nil }
        if let found = table.groupingColumn(forX: x) { return table.columns[found].name }
        guard readOptions.columns != nil, !InputFile.isStream(input),
            let size = (try? FileManager.default.attributesOfItem(atPath: input))?[.size] as? Int,
            size <= rereadBytes, table.columns[x].values.mayBeLongFormat
        else { return nil }
        var whole = readOptions
        whole.columns = nil
        guard let all = try? TableReader.read(path: input, options: whole).table,
            let wholeX = all.columns.firstIndex(where: { $0.name == xName }),
            let found = all.groupingColumn(forX: wholeX)
        else { return nil }
        return all.columns[found].name
    }

    /// The biggest file read again for `groupingColumn`: about 10^6 rows, a tenth of a second.
    static let rereadBytes = 32 << 20

    /// A line on stderr about what the chart could be mistaken for.
    private static func note(_ text: String) { StderrNote.say(text) }

    /// A number x that looks like Unix times (pandas' `to_json()` dates in milliseconds): a
    /// note with the flag that draws them as times. Only said, never inferred.
    private static func noteUnixTimes(name: String, values: [Double], options: TableChartOptions) {
        guard options.xType == nil, options.timeFormat == nil,
            let epoch = EpochNumbers.reading(name: name, values: values)
        else { return }
        let flags = (options.x == nil ? "--x \(quotedIfNeeded(name)) " : "") + "--x-type \(epoch.unit.rawValue)"
        note(
            "x (\(name)) holds numbers like \(epoch.unit.words) since 1970 (\(plain(epoch.example)) is"
                + " \(epoch.exampleDate)): give \(flags) to draw them as times")
    }

    /// A whole number as its digits, as the file writes it (946684800000, no grouping).
    private static func plain(_ value: Double) -> String { String(Int64(value)) }

    private static func quotedIfNeeded(_ name: String) -> String {
        name.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) } ? name : "'\(name)'"
    }

    /// How the table is read: with --x and --y given, only the columns named are converted.
    private static func readOptions(_ input: String, format: TableFormat?, options: TableChartOptions) throws
        -> TableReadOptions
    {
        var types: [String: ColumnType] = [:]
        var formats: [String: TimeFormat] = [:]
        // Without --x the type and the format go to the column the chart would pick: the first one.
        if let xType = options.xType { types[options.x ?? "1"] = xType }
        if let format = options.xTimeFormat { formats[options.x ?? "1"] = format }
        // A y column holds numbers: a stray word in one is then named by its line (or its row
        // skipped with --skip-bad-rows) instead of turning the whole column into categories.
        // The list is split by the reader, which knows the names: "Осадки, мм" is one column.
        // A grid's y is an axis of categories or numbers: its own kind says which (and its error).
        if let y = options.y, types[y] == nil, options.kind != .histogram, !options.kind.isGrid { types[y] = .number }
        if let value = options.value, types[value] == nil { types[value] = .number }
        if let y2 = options.y2, types[y2] == nil { types[y2] = .number }
        for encoded in [options.colorBy, options.sizeBy].compactMap({ $0 }) where types[encoded] == nil {
            types[encoded] = .number
        }
        for bound in [options.yLower, options.yUpper].compactMap({ $0 }) where types[bound] == nil {
            types[bound] = .number
        }
        try refuseBinary(input)
        var columns: [String]?
        // A histogram needs only its x (and groups): a text column beside it is not converted,
        // and does not keep the file from being read a chunk a core (5x slower on 5*10^6 rows).
        if let x = options.x, options.y != nil || options.kind == .histogram {
            columns =
                [x] + (options.y.map { [$0] } ?? []) + (options.y2.map { [$0] } ?? [])
                + (options.groupBy.map { [$0] } ?? [])
                + [options.facet, options.facetRows].compactMap { $0 }
                + [options.yLower, options.yUpper, options.colorBy, options.sizeBy].compactMap { $0 }
                + (options.value.map { [$0] } ?? [])
        }
        var read = TableReadOptions(
            format: format, columnTypes: types, timeFormats: formats, timeZone: options.zone,
            skipBadRows: options.skipBadRows,
            columns: columns, threads: StreamedChart.threads, encoding: options.textEncoding)
        // Columns are picked after reading: one that does not read is an error only if picked.
        read.leavesOutUnreadableColumns = true
        return read
    }

    private static func read(_ input: String, options readOptions: TableReadOptions) throws -> TableReading {
        do {
            return try TableReader.read(path: input, options: readOptions)
        } catch let error as InputError {
            throw CLIError(message(error), status: ExitStatus.of(error) ?? .badData)
        }
    }

    /// A reader's error as the CLI words it: dates that read two ways get the flag that says
    /// which; a column not found among names that show � gets the encoding hint.
    private static func message(_ error: InputError) -> String {
        let formats = error.timeFormats.map { "--time-format '\($0)'" }.joined(separator: " or ")
        return withEncodingHint(error) + (formats.isEmpty ? "" : "; give " + formats)
    }

    /// A column that is not there, in a file whose names show � (the list of columns in the
    /// message holds them): most likely the name was asked for as it reads in another encoding.
    private static func withEncodingHint(_ error: InputError) -> String {
        guard error.cause == .usage, error.message.contains("\u{FFFD}") else { return error.message }
        return error.message + "; the file holds text " + notUTF8
    }

    /// A file with a NUL byte near its start is not a table of text (an image, an archive):
    /// saying so beats a parse error about its "line 6".
    private static func refuseBinary(_ input: String) throws {
        guard !InputFile.isStream(input), let handle = FileHandle(forReadingAtPath: input) else { return }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096), let offset = head.firstIndex(of: 0) else { return }
        if head.starts(with: [0x1F, 0x8B]) {
            throw CLIError(
                "\(input) is gzip-compressed: give --input <(zcat \(input)), or zcat it into --input -",
                status: .badData)
        }
        if head.starts(with: Array("PK\u{3}\u{4}".utf8)) {
            throw CLIError(
                "\(input) is a zip archive (an .xlsx workbook is one): save the sheet as CSV, or unzip it",
                status: .badData)
        }
        throw CLIError(
            "\(input) is not a text table: it holds binary data (a zero byte at offset \(offset - head.startIndex))",
            status: .badData)
    }

    /// A column named by the user; one that is not there is a usage error listing the columns.
    private static func resolve(_ reference: String, in reading: TableReading) throws -> Int {
        do {
            return try reading.resolveColumn(reference)
        } catch let error as InputError {
            throw CLIError(withEncodingHint(error), status: .usage)
        }
    }

    /// The columns a comma-separated list names (`--y a,b`); a name holding a comma is one.
    private static func resolve(list: String, in reading: TableReading) throws -> [Int] {
        do {
            return try reading.resolveColumns(list)
        } catch let error as InputError {
            throw CLIError(withEncodingHint(error), status: .usage)
        }
    }

    /// The points of a saved answer of the points service (`{"result": .., "response": ..}`),
    /// or nil when the input is not one. Standard input or a pipe is never a saved answer: it
    /// cannot be read twice.
    private static func savedAnswer(_ input: String) throws -> PointSeries? {
        guard !InputFile.isStream(input), let handle = FileHandle(forReadingAtPath: input) else { return nil }
        let head = (try? handle.read(upToCount: 512)) ?? nil
        try? handle.close()
        guard let head, let text = String(data: head, encoding: .utf8),
            text.drop(while: { $0.isWhitespace }).first == "{",
            text.contains("\"result\"") || text.contains("\"response\"")
        else { return nil }
        return try PointsFile.read(input, format: .json)
    }
}
