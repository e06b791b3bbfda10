import Foundation
import PlotCore

/// How a table file is read: its format, columns whose type is given rather than inferred, the
/// zone of times written without one, and what to do with a row that does not parse.
public struct TableReadOptions: Sendable {
    /// nil: from the file name's extension, else from the first byte.
    public var format: TableFormat?
    /// Types given by the user, by column name or 1-based number ("temp_max", "3"), or a
    /// comma-separated list of them ("a,b", as `TableReader.resolveColumns` splits it); other
    /// columns are inferred. A reference to no column is an error that lists the columns.
    public var columnTypes: [String: ColumnType]
    /// Time formats given by the user (`%d.%m.%Y %H:%M`), by column name or 1-based number: such
    /// a column holds times, each cell read by its format alone (one that does not match is a
    /// bad cell).
    public var timeFormats: [String: TimeFormat]
    /// Where times written without a zone are (`2012-01-01 10:00`). Default UTC.
    public var timeZone: TimeZone
    /// Skip (and count) rows with a cell that does not parse, instead of stopping at the first.
    public var skipBadRows: Bool
    /// Only these columns (names or 1-based numbers, or comma-separated lists of them) are
    /// converted and kept, in file order; the others are stepped over. nil: every column. Types
    /// are still inferred for all.
    package var columns: [String]?
    /// Threads a big CSV file is read on, a chunk of rows each (the table is the same with 1).
    package var threads: Int
    /// The file's encoding; one other than UTF-8 is transcoded once before it is read.
    public var encoding: TextEncoding
    /// Without `columns`: a column whose type or dates cannot be told (written like dates in a
    /// form not read, `01/02/2026` day or month first, `1,234`) is left out - in its place,
    /// every cell missing, the error in `TableReading.unreadableColumns` - rather than an error,
    /// for a caller that picks the columns it uses after reading (and names that error when it
    /// would use one). Default false: such a column is an error.
    package var leavesOutUnreadableColumns = false

    /// Options of these values; the defaults read any format as UTF-8 in UTC on every core.
    public init(
        format: TableFormat? = nil, columnTypes: [String: ColumnType] = [:], timeFormats: [String: TimeFormat] = [:],
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, skipBadRows: Bool = false, columns: [String]? = nil,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount, encoding: TextEncoding = .utf8
    ) {
        self.encoding = encoding
        self.format = format
        self.columnTypes = columnTypes
        self.timeFormats = timeFormats
        self.timeZone = timeZone
        self.skipBadRows = skipBadRows
        self.columns = columns
        self.threads = max(1, threads)
    }
}

/// A column type the user forces, as `--x-type` spells it.
public enum ColumnType: String, Sendable, CaseIterable {
    /// Decimal numbers (`1.5`, `-3e4`, grouped digits and currency amounts where the file shows them).
    case number
    /// Dates and date-times as `TimeParser` reads them; given by the user, also compact digits
    /// (`20261123`, `2026112314`, `202611231405`, `20261123140530`), which are numbers otherwise.
    case time
    /// Labels: every value a category, in first-seen order.
    case category
    /// Numbers of seconds since 1970-01-01T00:00:00Z: a time column.
    case unixSeconds = "unix-s"
    /// Numbers of milliseconds since 1970-01-01T00:00:00Z: a time column.
    case unixMilliseconds = "unix-ms"

    /// The kind of column it makes.
    package var kind: ColumnKind {
        switch self {
        case .number: return .number
        case .time, .unixSeconds, .unixMilliseconds: return .time
        case .category: return .category
        }
    }
}

/// The table formats read.
public enum TableFormat: String, Sendable, CaseIterable {
    /// Comma-, semicolon- or tab-separated values with a header line (the separator found from it).
    case csv
    /// An array of objects, one a row; keys are columns.
    case json
    /// One object a line (JSON Lines, NDJSON); blank lines allowed.
    case jsonLines = "jsonl"

    /// From the file name's extension (.csv .tsv .txt, .json, .jsonl .ndjson), else from the
    /// first byte that is not blank: `[` a JSON array, `{` JSON Lines, anything else CSV.
    package static func detect(name: String?, bytes: UnsafeBufferPointer<UInt8>) -> TableFormat {
        if let name {
            let lower = name.lowercased()
            for (suffix, format) in [(".jsonl", jsonLines), (".ndjson", jsonLines), (".csv", csv), (".tsv", csv)]
            where lower.hasSuffix(suffix) { return format }
        }
        let first = bytes.prefix(4096).first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        switch first {
        case UInt8(ascii: "["): return .json
        case UInt8(ascii: "{"): return .jsonLines
        default: return .csv
        }
    }
}

/// A table as read, with what the reader left out.
public struct TableReading: Sendable {
    /// The columns read.
    public var table: DataTable
    /// The format the input was read as.
    public var format: TableFormat
    /// Rows left out by `skipBadRows`.
    public var skippedRows: Int
    /// Why the first skipped row was skipped ("line 7, column \"wind\": \"x\" is not a number").
    public var firstSkipped: String?
    /// Every column the file has, read or not.
    var fileColumns: [String] = []
    /// Where each of the table's columns is among `fileColumns` (they differ with `columns`).
    var fileIndices: [Int] = []
    /// Whether the file's points group thousands ("1.250" read as 1250), as Excel writes
    /// numbers in much of Europe: worth a note, since a point means a decimal elsewhere.
    package var thousandsPoint = false
    /// A value read with a decimal point that could as well have grouped thousands ("35.361"),
    /// when nothing in the file told which: worth a note.
    package var undecidedPoint: String?
    /// The columns left out by `leavesOutUnreadableColumns`, by the table's index: every cell
    /// of theirs is missing.
    package var unreadableColumns: [Int: UnreadableColumn] = [:]
    /// Times without an offset that name a wall time the clocks skipped in the reading's zone
    /// (02:30 on a spring-forward night): each read with the offset before the change, as
    /// Python's `zoneinfo` does with `fold=0`, so it lands after the jump (03:30).
    package var skippedWallTimes = 0
    /// The file's columns whose header field is empty (named "column 3").
    var unnamedFileColumns: Set<Int> = []
    /// How to find a row's line again.
    var rowLines: RowLines?

    /// The table's column that numbers the rows: a first column with no name in the header,
    /// as pandas' `to_csv()` writes its index (`,date,price` then `0,2012-01-01,...`).
    package var rowIndexColumn: Int? {
        guard unnamedFileColumns.contains(0) else { return nil }
        return fileIndices.firstIndex(of: 0)
    }

    /// How messages name the table's 0-based row `row`: by its line in the input (`line 7`,
    /// the header counted, as an editor numbers lines), found by walking the input again up
    /// to it; by its number (`row 6`) when the input cannot be read again (standard input
    /// above 64 MiB, bytes read by pointer).
    package func place(ofRow row: Int) -> String { rowLines?.place(ofRow: row) ?? CellPlace.row(row) }

    /// Whether a column name or a category holds U+FFFD, what bytes that are not UTF-8 become:
    /// most likely the file is in another encoding (Excel's windows-1252).
    package var holdsReplacementCharacters: Bool {
        fileColumns.contains { $0.contains("\u{FFFD}") }
            || table.columns.contains { column in
                guard case .categories(_, let labels) = column.values else { return false }
                return labels.contains { $0.contains("\u{FFFD}") }
            }
    }

    /// The table's column a user named, by name or by 1-based number among the file's columns,
    /// as `TableReader.resolveColumn` finds it; an `InputError` when there is none.
    package func resolveColumn(_ reference: String) throws -> Int {
        try tableIndex(ofFileColumn: TableReader.resolveColumn(reference, in: fileColumns))
    }

    /// The table's columns a comma-separated list names (`--y a,b`), as
    /// `TableReader.resolveColumns` finds them among the file's columns.
    package func resolveColumns(_ list: String) throws -> [Int] {
        try TableReader.resolveColumns(list, in: fileColumns).map(tableIndex)
    }

    private func tableIndex(ofFileColumn inFile: Int) throws -> Int {
        guard let index = fileIndices.firstIndex(of: inFile) else {
            throw InputError("column \"\(fileColumns[inFile])\" was not read")
        }
        return index
    }
}

/// A column the reader could not read (`TableReadOptions.leavesOutUnreadableColumns`): why,
/// and the kind its values look like, if any (a date column whose day and month order does not
/// tell is times; `1,234`s numbers; dates in a form not read none).
package struct UnreadableColumn: Sendable, Equatable {
    package var kind: ColumnKind?
    package var error: InputError
}
