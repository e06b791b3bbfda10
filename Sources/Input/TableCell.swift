/// One cell of a row as a record source found it: where its bytes are and how to read them.
/// Nothing is converted yet, so a row that turns out bad costs nothing to drop.
struct TableCell {
    enum Kind: UInt8 {
        /// No cell (a JSON object without the key) or JSON null.
        case absent
        /// Unquoted CSV bytes: blanks around them are not part of the value.
        case bare
        /// Unquoted CSV bytes already read as the plain decimal `number` while the field's end
        /// was looked for (in a column known to hold numbers): one pass over the bytes.
        case scanned
        /// The bytes inside quotes (CSV or a JSON string), exact.
        case quoted
        /// Inside quotes, with escapes still to decode (CSV `""`, JSON `\`).
        case escaped
        /// A JSON number literal.
        case number
        /// A JSON true or false (the range holds the word).
        case boolean
        /// A JSON object or array: not a value a column holds.
        case nested
    }

    var range: Range<Int>
    var kind: Kind
    /// The value of a `scanned` cell.
    var number = 0.0

    static let absent = TableCell(range: 0..<0, kind: .absent)

    /// The texts read as a missing value in any column, compared without case: empty, NA, N/A,
    /// #N/A, NaN, null, None (pandas' common ones), and a spreadsheet's error values (`#DIV/0!`,
    /// `#VALUE!`, `#REF!`, `#NAME?`, `#NUM!`, `#NULL!`). `-`, `?` and `n.a.` are left as values
    /// (`-` is a zero in Excel's accounting format).
    static func isMissingText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        guard end - start <= 8 else { return false }
        var key: UInt64 = 0
        for index in start..<end { key = key << 8 | UInt64(bytes[index] | 0x20) }  // ASCII lowercase
        return missingKeys.contains(key)
    }

    // An array: a dozen compares cost less than hashing every category cell.
    private static let missingKeys: [UInt64] =
        ["", "na", "n/a", "#n/a", "nan", "null", "none", "#div/0!", "#value!", "#ref!", "#name?", "#num!", "#null!"]
        .map { word in word.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1 | 0x20) } }
}

/// What a record source found next.
enum RecordStep {
    case row
    /// A row that cannot be read as one (wrong field count, not an object); the reason names
    /// its place. The source has stepped over it.
    case bad(String)
    case end
}

/// Rows of cells from a file's bytes: CSV records or JSON objects. The reader walks a source
/// twice - once over the first rows to infer the column types, once over all to convert - so
/// a source can start again.
protocol RecordSource {
    var bytes: UnsafeBufferPointer<UInt8> { get }
    /// The columns, in order. A JSON source adds a name when a key first appears.
    var names: [String] { get }
    /// Where the current row starts, for `place`.
    var rowStart: Int { get }
    /// Fills `cells` (one a column, `absent` where a row has none) with the next row.
    mutating func next(_ cells: inout [TableCell]) throws -> RecordStep
    /// The text of an `escaped` cell.
    func decoded(_ cell: TableCell) throws -> String
    /// How an error names the current row: "line 7", the line as an editor numbers it (the
    /// header counted); "line 1 (object 3)" in a JSON array, whose objects may share a line.
    func place() -> String
    /// Whether "1,5" is read as 1.5 (`CSVRecords`: semicolons; tabs when a column writes so).
    var decimalComma: Bool { get }
    /// Whether the first walk decides `decimalComma` from the values (a tab-separated file):
    /// it then samples with it and says what it found through `settle`.
    var decimalCommaUnsettled: Bool { get }
    mutating func settle(decimalComma: Bool)
    /// Whether a point groups thousands ("1.250" is 1250), not marks decimals: in a decimal-comma
    /// file whose sampled numbers write points only so (`TableReader.inferTypes` settles it).
    /// Such a file's numbers are read from their text, never by the plain path.
    var thousandsPoint: Bool { get }
    mutating func settle(thousandsPoint: Bool)
    /// A value read with a decimal point though it could have grouped thousands ("35.361").
    var undecidedPoint: String? { get set }
    /// Whether "1,234" (quoted) is a thousand: in a comma-separated file, where a decimal
    /// comma would need quotes round every number, as no spreadsheet writes them.
    var thousandsComma: Bool { get }
    mutating func settle(thousandsComma: Bool)
    /// Back to the first row, told which columns hold numbers (a source may read those as it
    /// finds them).
    mutating func restart(numberColumns: [Bool])
    /// Up to `rows` next rows' kept values straight into `values` (row r's k-th kept value at
    /// `values[k * stride + r]`), while the rows are plain: every field bare (no quotes), each
    /// kept one a number or a time as `plan` says, as many fields as the header. The common
    /// rows of a big file, read without a cell a field. How many were read; it stops before
    /// any other row, or at the end, and `next` then reads that row.
    /// `times` holds a parser a kept column, in column order, and `labels` a category column's
    /// codes (a category's value is its code); a row's labels are coded once the whole row is
    /// known to be plain, so a row the cells then refuse adds none.
    mutating func nextPlain(
        _ plan: [PlainField], into values: UnsafeMutablePointer<Double>, stride: Int, rows: Int,
        times: UnsafeMutablePointer<TimeParser>, labels: UnsafeMutablePointer<LabelCoder>
    ) -> Int
    /// `nextPlain` for a plan of numbers alone (every field kept) when only each column's
    /// range matters: the rows' values widen `ranges` and are not written.
    mutating func widenPlain(_ columns: Int, ranges: UnsafeMutablePointer<NumberRange>, rows: Int) -> Int
}

/// What a plain row's field is to the reader: stepped over, read as a number, as a time (by
/// the forms `TimeParser` knows, or by the user's format alone), or coded as a category.
enum PlainField {
    case skip
    case number
    case time
    case formattedTime
    case category
}

extension RecordSource {
    var decimalComma: Bool { false }
    var decimalCommaUnsettled: Bool { false }
    mutating func settle(decimalComma: Bool) {}
    var thousandsPoint: Bool { false }
    mutating func settle(thousandsPoint: Bool) {}
    var undecidedPoint: String? {
        get { nil }
        set {}
    }
    var thousandsComma: Bool { false }
    mutating func settle(thousandsComma: Bool) {}
}

extension RecordSource {
    /// Sources without a plain path read every row through `next`.
    mutating func nextPlain(
        _ plan: [PlainField], into values: UnsafeMutablePointer<Double>, stride: Int, rows: Int,
        times: UnsafeMutablePointer<TimeParser>, labels: UnsafeMutablePointer<LabelCoder>
    ) -> Int { 0 }

    mutating func widenPlain(_ columns: Int, ranges: UnsafeMutablePointer<NumberRange>, rows: Int) -> Int { 0 }
}

extension RecordSource {
    /// 1 + the line breaks before `offset`: counted only when an error needs it.
    func lineNumber(at offset: Int) -> Int {
        var lines = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A { lines += 1 }
        return lines
    }
}
