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
/// time column; else a category column.
/// Numbers are read as `DecimalParser` reads them; with semicolons as separators a decimal
/// comma too. A value such as `1,234` where the decimal separator is a point is refused as
/// ambiguous (thousands or a decimal comma?) rather than guessed. Missing cells - empty, `NA`,
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
        try InputFile.read(path) { bytes, name, release in
            let format = options.format ?? TableFormat.detect(name: path == "-" ? nil : path, bytes: bytes)
            return try read(bytes, format: format, options: options, consumed: release)
        }
    }

    public static func read(_ bytes: [UInt8], options: TableReadOptions = TableReadOptions()) throws -> TableReading {
        try bytes.withUnsafeBufferPointer { buffer in
            try read(buffer, format: options.format ?? TableFormat.detect(name: nil, bytes: buffer), options: options)
        }
    }

    /// - Parameter consumed: told now and then how many leading bytes are done with, so a
    ///   caller reading a mapped file can release them.
    public static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, format: TableFormat, options: TableReadOptions = TableReadOptions(),
        consumed: ((Int) -> Void)? = nil
    ) throws -> TableReading {
        let reading: TableReading
        switch format {
        case .csv:
            guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else {
                throw InputError("is empty")
            }
            var source = try CSVRecords(bytes)
            reading = try read(&source, format: format, decimalComma: source.decimalComma, options, consumed)
        case .json, .jsonLines:
            var source = JSONRecords(bytes, lines: format == .jsonLines)
            reading = try read(&source, format: format, decimalComma: false, options, consumed)
        }
        return reading
    }

    private static func read<Source: RecordSource>(
        _ source: inout Source, format: TableFormat, decimalComma: Bool, _ options: TableReadOptions,
        _ consumed: ((Int) -> Void)?
    ) throws -> TableReading {
        let (types, estimatedRows) = try inferTypes(&source, decimalComma: decimalComma, options)
        let names = source.names
        guard !names.isEmpty else { throw InputError("holds no rows") }
        var converter = CellConverter(bytes: source.bytes, decimalComma: decimalComma, timeZone: options.timeZone)
        var builders = types.map { ColumnBuilder(type: $0) }
        var cells = [TableCell](repeating: .absent, count: names.count)
        var scratch = [Double](repeating: 0, count: names.count)
        var skipped = 0
        var firstSkipped: String?
        var nextReport = 1 << 23
        source.restart(numberColumns: types.map { $0 == .number || $0 == .unixSeconds || $0 == .unixMilliseconds })
        for column in builders.indices {
            builders[column].reserveCapacity(min(estimatedRows, 1 << 28))
        }
        rows: while true {
            let step = try source.next(&cells)
            let problem: String
            switch step {
            case .end: break rows
            case .bad(let reason): problem = reason
            case .row:
                if let bad = try convert(cells, into: &scratch, types: types, &converter, source) {
                    problem = "\(source.place()), column \"\(names[bad.column])\": \(bad.reason)"
                    break
                }
                for column in builders.indices {
                    if types[column].kind == .category {
                        let code = try converter.code(cells[column], &builders[column].labels, source)
                        builders[column].codes.append(code)
                    } else {
                        builders[column].values.append(scratch[column])
                    }
                }
                if let consumed, source.rowStart >= nextReport {
                    consumed(source.rowStart)
                    nextReport = source.rowStart + (1 << 23)
                }
                continue rows
            }
            guard options.skipBadRows else { throw InputError(problem) }
            skipped += 1
            if firstSkipped == nil { firstSkipped = problem }
        }
        let columns = zip(names, builders).map { name, builder in DataColumn(name: name, values: builder.finished) }
        let table = DataTable(columns: columns)
        guard table.rowCount > 0 else {
            if let firstSkipped {
                throw InputError("holds no row that reads (\(skipped) skipped; the first: \(firstSkipped))")
            }
            throw InputError(format == .csv ? "has a header line but no rows" : "holds no rows")
        }
        return TableReading(table: table, format: format, skippedRows: skipped, firstSkipped: firstSkipped)
    }

    /// Every cell of a row that is not a category, converted into `scratch`; the first cell
    /// that does not fit its column, if any.
    private static func convert<Source: RecordSource>(
        _ cells: [TableCell], into scratch: inout [Double], types: [ColumnType], _ converter: inout CellConverter,
        _ source: Source
    ) throws -> (column: Int, reason: String)? {
        for column in types.indices {
            let cell = cells[column]
            switch types[column] {
            case .category:
                if cell.kind == .nested { return (column, "an object or array is not a value") }
            case .number:
                guard let value = try converter.number(cell, source) else {
                    return (column, try converter.numberProblem(cell, source))
                }
                scratch[column] = value
            case .time:
                guard let value = try converter.time(cell, source) else {
                    return (column, try converter.timeProblem(cell, source))
                }
                scratch[column] = value
            case .unixSeconds, .unixMilliseconds:
                guard let value = try converter.number(cell, source) else {
                    return (column, try converter.numberProblem(cell, source))
                }
                let seconds = types[column] == .unixSeconds ? value : value / 1000
                guard !(abs(seconds) > maxUnixSeconds) else {
                    return (column, "\(try converter.text(cell, source).clipped) is not a time: \(timeLimit)")
                }
                scratch[column] = seconds
            }
        }
        return nil
    }

    /// The first walk: each column's type, forced or inferred from its first values, and how
    /// many rows the whole input holds at the rate of those rows.
    private static func inferTypes<Source: RecordSource>(
        _ source: inout Source, decimalComma: Bool, _ options: TableReadOptions
    ) throws -> (types: [ColumnType], rows: Int) {
        var rows = 0
        var converter = CellConverter(bytes: source.bytes, decimalComma: decimalComma, timeZone: nil)
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
                    try samplers[column].add(cells[column], &converter, source)
                    full = full && samplers[column].count >= sampleSize
                }
                if full && !wholeFile { break rows }
            }
        }
        let names = source.names
        while samplers.count < names.count { samplers.append(ColumnSampler()) }
        var forced = [ColumnType?](repeating: nil, count: names.count)
        for (reference, type) in options.columnTypes.sorted(by: { $0.key < $1.key }) {
            forced[try resolveColumn(reference, in: names)] = type
        }
        let types = try names.indices.map { column in
            if let type = forced[column] { return type }
            return try samplers[column].type(column: names[column])
        }
        let walked = max(source.rowStart, 1)
        let estimate = wholeFile ? rows : Int(Double(rows) * Double(source.bytes.count) / Double(walked) * 1.05) + 16
        return (types, estimate)
    }

    /// The 0-based index of the column a user named: by its exact name first, else by its
    /// 1-based number ("3"). Otherwise an error that lists the columns there are.
    public static func resolveColumn(_ reference: String, in names: [String]) throws -> Int {
        if let index = names.firstIndex(of: reference) { return index }
        let trimmed = reference.trimmingWhitespace
        if let index = names.firstIndex(of: trimmed) { return index }
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        if let number = Int(trimmed) {
            guard number >= 1 && number <= names.count else {
                throw InputError("no column \(number): there are \(names.count) (\(list))")
            }
            return number - 1
        }
        throw InputError("no column \"\(reference)\"; the columns are \(list)")
    }
}

extension DataTable {
    /// The 0-based index of a column given by name or 1-based number ("temp_max", "3"), as
    /// `TableReader.resolveColumn` finds it; an `InputError` listing the columns otherwise.
    public func resolveColumn(_ reference: String) throws -> Int {
        try TableReader.resolveColumn(reference, in: columnNames)
    }
}

/// One column's values as they are converted.
private struct ColumnBuilder {
    let type: ColumnType
    var values: [Double] = []
    var codes: [Int32] = []
    var labels = LabelCoder()

    mutating func reserveCapacity(_ rows: Int) {
        if type.kind == .category { codes.reserveCapacity(rows) } else { values.reserveCapacity(rows) }
    }

    var finished: ColumnValues {
        switch type.kind {
        case .number: return .numbers(values)
        case .time: return .times(values)
        case .category: return .categories(codes: codes, labels: labels.labels)
        }
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

    mutating func add<Source: RecordSource>(_ cell: TableCell, _ converter: inout CellConverter, _ source: Source)
        throws
    {
        guard count < TableReader.sampleSize, cell.kind != .nested, !(try converter.isMissing(cell, source)) else {
            return
        }
        count += 1
        if try converter.number(cell, source) != nil {
            numbers += 1
        } else if case let text = try converter.text(cell, source), converter.looksGrouped(text) {
            grouped += 1
            if firstGrouped == nil { firstGrouped = (source.place(), text) }
        }
        if try converter.time(cell, source) != nil { times += 1 }
    }

    func type(column: String) throws -> ColumnType {
        if count == 0 || numbers * 5 >= count * 4 { return .number }
        if times * 5 >= count * 4 { return .time }
        if grouped > 0, (numbers + grouped) * 5 >= count * 4, let firstGrouped {
            throw InputError(
                "\(firstGrouped.place), column \"\(column)\": \(CellConverter.ambiguity(firstGrouped.text))")
        }
        return .category
    }
}
