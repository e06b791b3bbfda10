import Foundation
import PlotCore

/// Reads a table - CSV/TSV with a header, a JSON array of objects, or JSON Lines - into a
/// `DataTable` of typed columns. Two walks over the bytes: the first infers each column's type
/// from its first 1000 values that are not missing (a JSON file is walked whole, as a key may
/// first appear late), the second converts every cell, straight from the bytes for numbers and
/// times, checking each against its column's type. A cell that does not fit is an error naming
/// its line, column and value, or with `skipBadRows` its row is left out and counted.
///
/// Inference: a column whose sampled values are at least 4 in 5 numbers is a number column
/// (the others are then bad cells); else, with 4 in 5 dates or date-times (`TimeParser`), a
/// time column, whose `a/b/yyyy` dates are read in the order its first values show
/// (`SlashDates`); else, with more than half of them times and the rest written like dates
/// (`2024-13-45`, `DateShape`), a time column whose other cells are bad cells; else a category
/// column - or, when 4 in 5 are written like dates that do not read (`1/2/2024 09:30 AM`), an
/// error offering the time formats that would read them. A column given a `TimeFormat` holds
/// times read by it.
/// Numbers are read as `DecimalParser` reads them, then as grouped digits or an amount with a
/// currency sign (`CurrencyAmount`); with semicolons as separators a decimal comma too, and
/// with tabs when a column's values show one that cannot be a thousands separator (`1,5`). A
/// value such as `1,234` where the decimal separator is a point is refused as ambiguous
/// (thousands or a decimal comma?) rather than guessed. Missing cells - empty, `NA`,
/// `N/A`, `#N/A`, `NaN`, `null`, `None` (any case), JSON null or an absent key - are missing
/// values in any column: NaN in numbers and times, code -1 in categories.
public enum TableReader {
    /// How many values that are not missing decide a column's type.
    static let sampleSize = 1000

    /// The instants a time column holds at most, either side of 1970: JavaScript's Date's
    /// (and so d3's) 10^8 days. A Unix time beyond is no date a calendar names: -1e300 s, once
    /// read, made the first date written from it trap (found by Fuzz/Tables).
    static let maxUnixSeconds = 8.64e12
    static let timeLimit = "Unix times reach 8.64e12 s (275,760 years) either side of 1970"

    /// The table in a file, or in standard input for "-". Errors name the input.
    public static func read(path: String, options: TableReadOptions = TableReadOptions()) throws -> TableReading {
        try InputFile.read(path, encoding: options.encoding) { bytes, name, release in
            let format = options.format ?? TableFormat.detect(name: path == "-" ? nil : path, bytes: bytes)
            var reading = try read(bytes, format: format, options: options, consumed: release)
            if !InputFile.isStream(path) {
                reading.rowLines?.input = .path(path, options.encoding)
            } else if bytes.count <= RowLines.keptInputLimit {
                reading.rowLines?.input = .bytes(Array(bytes), .utf8)
            }
            return reading
        }
    }

    /// The table in `bytes`, in `options.format` or the format their first byte suggests.
    public static func read(_ bytes: [UInt8], options: TableReadOptions = TableReadOptions()) throws -> TableReading {
        var reading = try bytes.withUnsafeBufferPointer { raw in
            try options.encoding.withUTF8(raw) { buffer in
                try read(
                    buffer, format: options.format ?? TableFormat.detect(name: nil, bytes: buffer), options: options)
            }
        }
        reading.rowLines?.input = .bytes(bytes, options.encoding)
        return reading
    }

    /// - Parameter consumed: told of runs of bytes done with, so a caller reading a mapped file
    ///   can release them.
    package static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, format: TableFormat, options: TableReadOptions = TableReadOptions(),
        consumed: ((Range<Int>) -> Void)? = nil
    ) throws -> TableReading {
        let reading: TableReading
        switch format {
        case .csv:
            guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else {
                throw InputError("is empty")
            }
            var source = try CSVRecords(bytes)
            reading = try read(&source, format: format, options, consumed)
        case .json, .jsonLines:
            if let problem = PandasJSONShape.problem(bytes) { throw InputError(problem) }
            var source = JSONRecords(bytes, lines: format == .jsonLines)
            reading = try read(&source, format: format, options, consumed)
        }
        return reading
    }

    private static func read<Source: RecordSource>(
        _ source: inout Source, format: TableFormat, _ options: TableReadOptions, _ consumed: ((Range<Int>) -> Void)?
    ) throws -> TableReading {
        let (types, estimatedRows, readings, unreadable) = try inferTypes(
            &source, decimalComma: source.decimalComma, options)
        let names = source.names
        guard !names.isEmpty else { throw InputError("holds no rows") }
        let wanted = try keptColumns(options.columns, in: names)
        let kept = wanted.filter { unreadable[$0] == nil }
        if kept.isEmpty, let first = unreadable.keys.min() { throw unreadable[first]!.error }
        let walk = RowWalk(
            names: names, types: types, readings: readings, kept: kept, options: options,
            decimalComma: source.decimalComma, thousandsPoint: source.thousandsPoint,
            thousandsComma: source.thousandsComma)
        source.restart(numberColumns: walk.numberColumns)
        let outcome: RowWalk.Outcome
        if let chunked = walkChunks(source, walk, estimatedRows: estimatedRows, consumed) {
            outcome = chunked
        } else {
            outcome = try walk.run(&source, strict: false, reserve: estimatedRows, consumed: consumed)!
        }
        var read: [Int: DataColumn] = [:]
        for (column, builder) in zip(walk.kept, outcome.builders) {
            read[column] = DataColumn(name: names[column], values: builder.finished)
        }
        // A column left out stays in its place, every cell missing, so columns keep their numbers.
        let rowCount = read.values.first?.count ?? 0
        let table = DataTable(
            columns: wanted.map {
                read[$0] ?? DataColumn(name: names[$0], values: .numbers(Array(repeating: .nan, count: rowCount)))
            })
        guard table.rowCount > 0 else {
            if let firstSkipped = outcome.firstSkipped {
                throw InputError("holds no row that reads (\(outcome.skipped) skipped; the first: \(firstSkipped))")
            }
            throw InputError(format == .csv ? "has a header line but no rows" : "holds no rows")
        }
        var reading = TableReading(
            table: table, format: format, skippedRows: outcome.skipped, firstSkipped: outcome.firstSkipped,
            fileColumns: names, fileIndices: wanted, thousandsPoint: source.thousandsPoint,
            unreadableColumns: Dictionary(
                uniqueKeysWithValues: wanted.indices.compactMap { index in unreadable[wanted[index]].map { (index, $0) }
                }),
            unnamedFileColumns: (source as? CSVRecords)?.unnamed ?? [],
            rowLines: RowLines(walk: walk, format: format, skipped: outcome.skipped))
        reading.undecidedPoint = source.undecidedPoint
        reading.skippedWallTimes = outcome.skippedTimes
        return reading
    }

    /// Inputs smaller than this are read in one walk: splitting them saves less than it costs.
    static let chunkedAbove = 1 << 20
    static let chunksPerThread = 4
    /// Bytes a chunk holds at least, however many cores there are.
    static let minimumChunk = 1 << 18

    /// A CSV file read on `options.threads` threads, a chunk of rows each, its columns put
    /// back together in file order: the same table one walk makes (a category column's codes
    /// renumbered in the order its labels first appear in the file). nil when the input is not
    /// split - small, one thread, not CSV - or when a chunk does not read cleanly: it is then
    /// walked whole, so that messages count lines from the start.
    private static func walkChunks<Source: RecordSource>(
        _ source: Source, _ walk: RowWalk, estimatedRows: Int, _ consumed: ((Range<Int>) -> Void)?
    ) -> RowWalk.Outcome? {
        guard let csv = source as? CSVRecords, walk.options.threads > 1, csv.bytes.count >= chunkedAbove,
            !walk.kept.isEmpty
        else { return nil }
        // Shared columns for the values; a chunk keeps its categories' codes and labels.
        let isCategory = walk.kept.map { walk.types[$0].kind == .category }
        let shared = walk.kept.indices.filter { !isCategory[$0] }
        // Several chunks a thread: a thread that started late or was kept waiting takes fewer,
        // rather than the others waiting for its one.
        let chunks = csv.chunks(min(walk.options.threads * chunksPerThread, csv.bytes.count / minimumChunk))
        guard chunks.count > 1 else { return nil }
        // Every chunk writes its rows straight into the table's columns, from the row its
        // chunks before it can hold at most (their line breaks): no column is copied after.
        let capacities = Parallel.map(chunks.count) { index in
            let bytes = chunks[index].records.bytes
            return LineBreaks.count(bytes) + (bytes.last == 0x0A ? 0 : 1)
        }
        var starts = [0]
        for capacity in capacities.dropLast() { starts.append(starts.last! + capacity) }
        var skipped = 0
        var skippedTimes = 0
        var categories: [[ColumnBuilder]] = []
        let filled = SharedColumns.fill(count: shared.count, capacity: starts.last! + capacities.last!) { bases in
            guard
                let outcomes = try? Parallel.map(
                    chunks.count,
                    { index -> RowWalk.Outcome? in
                        var records = chunks[index].records
                        var regions = [UnsafeMutableBufferPointer<Double>](
                            repeating: UnsafeMutableBufferPointer(start: nil, count: 0), count: walk.kept.count)
                        for (base, position) in zip(bases, shared) {
                            regions[position] = UnsafeMutableBufferPointer(
                                start: base + starts[index], count: capacities[index])
                        }
                        return try walk.run(
                            &records, strict: true, reserve: 0, regions: regions,
                            consumed: shifted(consumed, by: chunks[index].base))
                    }),
                outcomes.allSatisfy({ $0 != nil })
            else { return nil }
            // A chunk with fewer rows than lines (blank ones, breaks inside quotes) leaves a gap.
            var rows = 0
            categories = outcomes.map { outcome in
                walk.kept.indices.filter { isCategory[$0] }.map { outcome!.builders[$0] }
            }
            for (index, outcome) in outcomes.enumerated() {
                let first = outcome!.builders[0]
                let count = first.type.kind == .category ? first.codes.count : first.regionCount
                if rows != starts[index] {
                    for base in bases { (base + rows).update(from: base + starts[index], count: count) }
                }
                rows += count
                skipped += outcome!.skipped
                skippedTimes += outcome!.skippedTimes
            }
            return rows
        }
        guard let filled else { return nil }
        var numbers = zip(shared, filled).map { ColumnBuilder(type: walk.types[walk.kept[$0]], values: $1) }
            .makeIterator()
        var categoryColumns = Parallel.map(categories.first?.count ?? 0) { column in
            ColumnBuilder.joined(categories.map { $0[column] })
        }.makeIterator()
        return RowWalk.Outcome(
            builders: isCategory.map { $0 ? categoryColumns.next()! : numbers.next()! }, skipped: skipped,
            skippedTimes: skippedTimes)
    }

    /// `consumed` for a chunk whose offsets count from `base`.
    static func shifted(_ consumed: ((Range<Int>) -> Void)?, by base: Int) -> ((Range<Int>) -> Void)? {
        guard let consumed else { return nil }
        return { consumed(($0.lowerBound + base)..<($0.upperBound + base)) }
    }

    /// The columns `references` name (names or 1-based numbers), by index in file order; every
    /// column when nil.
    static func keptColumns(_ references: [String]?, in names: [String]) throws -> [Int] {
        guard let references else { return Array(names.indices) }
        return Set(try references.flatMap { try resolveColumns($0, in: names) }).sorted()
    }

    /// The first walk: each column's type, forced or inferred from its first values, how its
    /// times are read when it holds times, and how many rows the whole input holds at the rate
    /// of those rows. A tab-separated source is told whether it reads decimal commas. With
    /// `leavesOutUnreadableColumns` (and no `columns`), a column whose type or dates do not
    /// tell is `unreadable`, by file index, rather than an error (its type then a category's).
    static func inferTypes<Source: RecordSource>(
        _ source: inout Source, decimalComma: Bool, _ options: TableReadOptions
    ) throws -> (types: [ColumnType], rows: Int, readings: [TimeReading], unreadable: [Int: UnreadableColumn]) {
        var rows = 0
        let settling = source.decimalCommaUnsettled
        let converter = CellConverter(
            bytes: source.bytes, decimalComma: decimalComma || settling, thousandsComma: source.thousandsComma)
        // What a decimal point file reads, to tell which values need the comma.
        let pointConverter = settling ? CellConverter(bytes: source.bytes, decimalComma: false) : nil
        var samplers: [ColumnSampler] = []
        var cells: [TableCell] = []
        // A CSV file's columns are all known from its header; a JSON file's only at its end.
        let wholeFile = !(source is CSVRecords)
        rows: while true {
            switch try source.next(&cells) {
            case .end: break rows
            case .bad: continue rows  // judged in the second walk
            case .row:
                rows += 1
                while samplers.count < source.names.count { samplers.append(ColumnSampler()) }
                var full = true
                for column in samplers.indices {
                    try samplers[column].add(cells[column], converter, source, pointConverter: pointConverter)
                    full = full && samplers[column].count >= sampleSize
                }
                if full && !wholeFile { break rows }
            }
        }
        let names = source.names
        while samplers.count < names.count { samplers.append(ColumnSampler()) }
        var forced = [ColumnType?](repeating: nil, count: names.count)
        for (reference, type) in options.columnTypes.sorted(by: { $0.key < $1.key }) {
            for column in try resolveColumns(reference, in: names) { forced[column] = type }
        }
        var formats = [TimeFormat?](repeating: nil, count: names.count)
        for (reference, format) in options.timeFormats.sorted(by: { $0.key < $1.key }) {
            let column = try resolveColumn(reference, in: names)
            if let type = forced[column], type != .time {
                throw InputError(
                    "column \"\(names[column])\" has a time format, so it holds times: not \(type.rawValue)")
            }
            formats[column] = format
        }
        // A semicolon file whose numbers write a point only as thousands are grouped ("1.250",
        // never "1.5" or "0.125") groups thousands with it, as Excel writes numbers in much of
        // Europe - when something says so beyond "1.250" itself, which could be 1.25: two
        // groups, a decimal comma, whole numbers under 1000 beside it, or Excel's `sep=;` line.
        // Else its points stay decimal points, and a note says which value could have been read
        // either way.
        let pointGroups =
            decimalComma && !settling && samplers.contains(where: \.writesPointGroups)
            && !samplers.contains(where: \.writesPointDecimal)
        let groupEvidence =
            (source as? CSVRecords)?.namesSeparator == true
            || samplers.contains { $0.pointGroupsCertain || $0.writesDecimalCommas || $0.wholeNumbersBesidePointGroups }
        source.settle(thousandsPoint: pointGroups && groupEvidence)
        if pointGroups && !groupEvidence {
            source.undecidedPoint = samplers.lazy.compactMap(\.firstPointGroupedText).first
        }
        // A comma file's "1,234" is a thousand, unless its values also write "1,5" in quotes.
        source.settle(thousandsComma: !samplers.contains(where: \.writesCommaDecimal))
        // How a/b/yyyy is read, and dates in a form not read, matter only in a column that is read.
        let kept = Set(try keptColumns(options.columns, in: names))
        let leavesOut = options.leavesOutUnreadableColumns && options.columns == nil
        var unreadable: [Int: UnreadableColumn] = [:]
        let types = try names.indices.map { column in
            if formats[column] != nil { return ColumnType.time }
            if let type = forced[column] { return type }
            do {
                return try samplers[column].type(
                    column: names[column], lenient: options.skipBadRows, kept: kept.contains(column),
                    thousandsPoint: source.thousandsPoint)
            } catch let error as InputError where leavesOut {
                unreadable[column] = UnreadableColumn(
                    kind: samplers[column].writesDatesNotRead ? nil : .number, error: error)
                return ColumnType.category
            }
        }
        if settling {
            // A tab file reads decimal commas when a number column writes them (each such
            // column showed one that cannot be a thousands separator, or `type` refused it).
            source.settle(
                decimalComma: names.indices.contains { types[$0] == .number && samplers[$0].writesDecimalComma })
        }
        var readings = [TimeReading](repeating: TimeReading(), count: names.count)
        for column in names.indices where types[column] == .time {
            if let format = formats[column] {
                readings[column].format = format
            } else {
                readings[column].compactDigits = forced[column] == .time
                guard kept.contains(column) else { continue }
                do {
                    readings[column].slashes = try samplers[column].slashOrder(names[column])
                } catch let error as InputError where leavesOut {
                    unreadable[column] = UnreadableColumn(kind: .time, error: error)
                }
            }
        }
        let walked = max(source.rowStart, 1)
        let estimate = wholeFile ? rows : Int(Double(rows) * Double(source.bytes.count) / Double(walked) * 1.05) + 16
        return (types, estimate, readings, unreadable)
    }

    /// The 0-based index of the column a user named, as `ColumnReference` finds it: by its
    /// exact name first, else by its 1-based number ("3"). Otherwise an error that lists the
    /// columns there are.
    package static func resolveColumn(_ reference: String, in names: [String]) throws -> Int {
        try resolveColumn(reference, in: names, inList: false)
    }

    /// The 0-based indices of the columns a comma-separated list names (`--y a,b`), split as
    /// `ColumnReference.list` splits it: a name holding a comma is one column. A part that
    /// names none is an error as `resolveColumn`'s, which says when the part looks cut from
    /// such a name.
    package static func resolveColumns(_ list: String, in names: [String]) throws -> [Int] {
        let references = ColumnReference.list(list, in: names)
        return try references.map { try resolveColumn($0, in: names, inList: references.count > 1) }
    }

    private static func resolveColumn(_ reference: String, in names: [String], inList: Bool) throws -> Int {
        if let index = ColumnReference.index(of: reference, in: names) { return index }
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        // A part of a list cut from a name that holds a comma ("Осадки,мм" for "Осадки, мм").
        if inList, let whole = ColumnReference.nameCut(around: reference, in: names) {
            let number = names.firstIndex(of: whole)! + 1
            throw InputError(
                "no column \"\(reference)\": a comma separates the columns of a list, and \"\(whole)\" holds one;"
                    + " name it whole or by its number, \(number). The columns are \(list)", cause: .usage)
        }
        if let number = Int(reference.trimmingWhitespace) {
            throw InputError("no column \(number): there are \(names.count) (\(list))", cause: .usage)
        }
        // A name that differs only in case is most likely the one meant.
        let wanted = reference.trimmingWhitespace.lowercased()
        if let near = names.first(where: { $0.lowercased() == wanted }) {
            throw InputError(
                "no column \"\(reference)\"; did you mean \"\(near)\"? The columns are \(list)", cause: .usage)
        }
        throw InputError("no column \"\(reference)\"; the columns are \(list)", cause: .usage)
    }
}

extension DataTable {
    /// The 0-based index of a column given by name or 1-based number ("temp_max", "3"), as
    /// `TableReader.resolveColumn` finds it; an `InputError` listing the columns otherwise.
    package func resolveColumn(_ reference: String) throws -> Int {
        try TableReader.resolveColumn(reference, in: columnNames)
    }

    /// The 0-based indices of the columns a comma-separated list names, as
    /// `TableReader.resolveColumns` finds them.
    package func resolveColumns(_ list: String) throws -> [Int] {
        try TableReader.resolveColumns(list, in: columnNames)
    }
}

/// What the first values of a column say its type is: the kind at least 4 in 5 of them are
/// (numbers before times), so that a stray bad value in a column of numbers is reported as
/// the error it is, not taken as a reason to make the column categories; else categories.
private struct ColumnSampler {
    private(set) var count = 0
    private var numbers = 0
    private var times = 0
    /// Values like "1,234", and the first of them.
    private var grouped = 0
    private var firstGrouped: (place: String, text: String)?
    /// In a decimal-comma file: a value written with a decimal comma, the first "1.234", and
    /// whether a number writes a point that groups nothing ("1.5"): a decimal point.
    private var firstCommaDecimal: String?
    private var firstPointGrouped: (place: String, text: String)?
    private(set) var writesPointDecimal = false
    /// What says a point groups thousands beyond "1.250" itself, which could be 1.25: two
    /// groups ("1.250.000") or a fraction after a comma ("1.234,50"); or, beside "1.250",
    /// whole numbers of one to three digits and none longer (950, 1.250, 12.400: German
    /// Excel's thousands).
    private(set) var pointGroupsCertain = false
    private var shortWholeNumbers = false
    private var longWholeNumbers = false
    var writesPointGroups: Bool { firstPointGrouped != nil }
    var firstPointGroupedText: String? { firstPointGrouped?.text }
    var writesDecimalCommas: Bool { firstCommaDecimal != nil }
    var wholeNumbersBesidePointGroups: Bool { firstPointGrouped != nil && shortWholeNumbers && !longWholeNumbers }
    /// In a comma file: a value written with a decimal comma in quotes ("1,5", "0,125").
    private(set) var writesCommaDecimal = false
    /// The column's own parser, which reads a/b/yyyy in either order and says which it showed.
    private var parser = TimeParser(zone: nil, reading: TimeReading(slashes: .sampling))
    private var slashes = SlashEvidence()
    /// In a tab file: whether a value reads only with a decimal comma that cannot be a
    /// thousands separator ("1,5"), and the first that could be one ("1,234").
    private(set) var writesDecimalComma = false
    private var firstThousandsComma: (place: String, text: String)?
    /// The first amount with a currency sign, and the first with another sign.
    private var firstCurrency: (place: String, text: String, sign: String)?
    private var otherCurrency: (place: String, text: String)?
    /// Values that are neither numbers nor times but are written like dates (`DateShape`).
    private var dateShaped = 0
    private var firstDateShaped: (place: String, text: String)?
    private var dateShapedTexts: [String] = []

    mutating func add<Source: RecordSource>(
        _ cell: TableCell, _ converter: CellConverter, _ source: Source, pointConverter: CellConverter? = nil
    ) throws {
        guard count < TableReader.sampleSize, cell.kind != .nested, !(try converter.isMissing(cell, source)) else {
            return
        }
        count += 1
        var isNumber = try converter.number(cell, source) != nil
        // "1.250.000" is a number whichever way the file's points are decided.
        if !isNumber, converter.decimalComma, !converter.thousandsPoint,
            converter.looksPointGrouped(try converter.text(cell, source))
        {
            isNumber = true
        }
        if isNumber {
            numbers += 1
            if converter.decimalComma {
                let text = try converter.text(cell, source)
                if text.contains(",") {
                    if firstCommaDecimal == nil { firstCommaDecimal = text }
                    if text.contains(".") { pointGroupsCertain = true }
                } else if converter.looksPointGrouped(text) {
                    if firstPointGrouped == nil { firstPointGrouped = (source.place(), text) }
                    if text.filter({ $0 == "." }).count >= 2 { pointGroupsCertain = true }
                } else if text.contains(".") {
                    writesPointDecimal = true
                } else if text.allSatisfy({ ("0"..."9").contains($0) || $0 == "-" || $0 == "+" }) {
                    let digits = text.filter { ("0"..."9").contains($0) }.count
                    if digits >= 4 { longWholeNumbers = true } else if digits >= 1 { shortWholeNumbers = true }
                }
            }
            if let pointConverter, try pointConverter.number(cell, source) == nil {
                // A tab file's value that reads only with a decimal comma: "1,5", or "1,234",
                // which could as well be a thousand.
                let text = try converter.text(cell, source)
                if CellConverter.commaGrouped(text) {
                    if firstThousandsComma == nil { firstThousandsComma = (source.place(), text) }
                } else {
                    writesDecimalComma = true
                }
            }
            // An amount is read only where the plain parse failed: only such a cell is asked.
            if cell.kind == .bare || cell.kind == .quoted || cell.kind == .escaped,
                DecimalParser.parse(source.bytes, cell.range, decimalComma: converter.decimalComma) == nil,
                case let text = try converter.text(cell, source), let sign = CurrencyAmount.sign(text)
            {
                if let firstCurrency {
                    if firstCurrency.sign != sign, otherCurrency == nil { otherCurrency = (source.place(), text) }
                } else {
                    firstCurrency = (source.place(), text, sign)
                }
            }
        } else if case let text = try converter.text(cell, source), converter.looksGrouped(text) {
            grouped += 1
            if firstGrouped == nil { firstGrouped = (source.place(), text) }
        } else if converter.thousandsComma, CellConverter.writesDecimalComma(try converter.text(cell, source)) {
            writesCommaDecimal = true
        }
        parser.lastSlashDate = nil
        if try converter.time(cell, source, &parser) != nil {
            times += 1
            if let shown = parser.lastSlashDate {
                try slashes.note(shown, place: { source.place() }, text: { try converter.text(cell, source) })
            }
        } else if cell.kind != .number, cell.kind != .scanned, case let text = try converter.text(cell, source),
            DateShape.looksLikeDate(text)
        {
            dateShaped += 1
            if firstDateShaped == nil { firstDateShaped = (source.place(), text) }
            if dateShapedTexts.count < 50 { dateShapedTexts.append(text) }
        }
    }

    /// Whether 4 in 5 of the values are written like dates in a form not read without a format
    /// (and are not numbers): when `type` refuses the column for that, it has no kind to go by.
    var writesDatesNotRead: Bool { numbers * 5 < count * 4 && dateShaped * 5 >= count * 4 }

    /// How the column's a/b/yyyy dates are read (`SlashDates`); an error when they do not say.
    func slashOrder(_ column: String) throws -> SlashOrder { try slashes.order(column: column) }

    /// Four values in five decide a column's type; with `lenient` (the user said some rows are
    /// bad) more than half do, and the rest are the bad rows to leave out.
    ///
    /// Dates: a column more than half of whose values are times and the rest written like
    /// dates is a time column (its few bad dates are bad cells, named by their line), and one
    /// whose values are 4 in 5 written like dates that do not read is an error offering the
    /// formats that would read them - when it is `kept` (read); else it is categories.
    func type(column: String, lenient: Bool = false, kept: Bool = true, thousandsPoint: Bool = false) throws
        -> ColumnType
    {
        let decides = { (agreeing: Int) in lenient ? agreeing * 2 > count : agreeing * 5 >= count * 4 }
        if !thousandsPoint, let firstPointGrouped, let firstCommaDecimal {
            throw InputError(
                CellPlace.describe(
                    firstPointGrouped.place, column: column,
                    CellConverter.pointAmbiguity(firstPointGrouped.text, comma: firstCommaDecimal)))
        }
        if count == 0 || decides(numbers) {
            if let firstThousandsComma, !writesDecimalComma {
                throw InputError(
                    CellPlace.describe(
                        firstThousandsComma.place, column: column, CellConverter.ambiguity(firstThousandsComma.text)))
            }
            if let firstCurrency, let otherCurrency {
                throw InputError(
                    CellPlace.describe(
                        otherCurrency.place, column: column,
                        "\"\(otherCurrency.text.clipped)\" is in another currency than \"\(firstCurrency.text.clipped)\" (\(firstCurrency.place)): one column, one currency"
                    ))
            }
            return .number
        }
        if decides(times) || (times * 2 > count && (times + dateShaped) * 5 >= count * 4) { return .time }
        if kept, dateShaped * 5 >= count * 4, let firstDateShaped {
            let offered = DateShape.formats(like: firstDateShaped.text)
            let readingAll = offered.filter { format in
                guard let parsed = try? TimeFormat(format) else { return false }
                return dateShapedTexts.allSatisfy { text in
                    Array(text.utf8).withUnsafeBufferPointer { parsed.read($0, from: 0, to: $0.count) != nil }
                }
            }
            throw InputError(
                CellPlace.describe(
                    firstDateShaped.place, column: column,
                    "\"\(firstDateShaped.text.clipped)\" is written like a date or time, but not in a form read without a format"
                ), timeFormats: readingAll.isEmpty ? offered : readingAll)
        }
        if grouped > 0, (numbers + grouped) * 5 >= count * 4, let firstGrouped {
            throw InputError(
                CellPlace.describe(firstGrouped.place, column: column, CellConverter.ambiguity(firstGrouped.text)))
        }
        return .category
    }
}
