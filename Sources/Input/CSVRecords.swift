/// The records of a CSV or TSV file with a header line (RFC 4180): the separator is the one
/// Excel's first line `sep=;` names (that line is then skipped), else the one of comma,
/// semicolon and tab that the header line holds most of (outside quotes); quoted fields
/// may hold separators, doubled quotes and line breaks; a UTF-8 byte order mark, CRLF line
/// ends and blank lines are allowed. Fields are byte ranges: nothing is copied.
struct CSVRecords: RecordSource {
    private(set) var bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    private(set) var names: [String] = []
    /// Columns whose header field is empty (named "column 3"): pandas' `to_csv()` writes its
    /// index so, as the first.
    private(set) var unnamed: Set<Int> = []
    private(set) var rowStart = 0
    /// Where the first record after the header starts.
    private var firstRecord = 0
    private var index = 0

    /// Whether a decimal comma ("1,5") is read, as it is written in much of Europe: always with
    /// semicolons; with tabs when the first walk finds a column that writes one
    /// (`TableReader.inferTypes` settles it); never with commas, where it would be a separator.
    private(set) var decimalComma: Bool
    /// Whether the file's values decide `decimalComma` (a tab-separated file).
    var decimalCommaUnsettled: Bool { separator == 0x09 }

    mutating func settle(decimalComma: Bool) {
        if decimalCommaUnsettled { self.decimalComma = decimalComma }
    }

    private(set) var thousandsPoint = false
    /// Whether the file starts with Excel's `sep=;` line: Excel, which in a decimal-comma
    /// locale writes a point only to group thousands.
    private(set) var namesSeparator = false
    /// A value such as "35.361" when the sampled values could not tell a thousands point from
    /// a decimal one (read as decimal), for a note.
    var undecidedPoint: String?
    /// A comma file's unless its sampled values write a decimal comma in quotes ("1,5").
    private(set) var thousandsComma = false

    mutating func settle(thousandsComma: Bool) {
        self.thousandsComma = separator == UInt8(ascii: ",") && thousandsComma
    }

    mutating func settle(thousandsPoint: Bool) {
        self.thousandsPoint = decimalComma && thousandsPoint
    }

    /// Reads the header line. A first line whose fields are all numbers is data, not a header:
    /// the columns are then named by their numbers, "1", "2"...
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        self.bytes = bytes
        var header = Self.afterBlankLines(bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        if let (named, next) = Self.separatorLine(bytes, at: header) {
            separator = named
            header = Self.afterBlankLines(bytes, from: next)
            namesSeparator = true
        } else {
            separator = Self.detectSeparator(bytes, from: header)
        }
        decimalComma = separator == UInt8(ascii: ";")
        thousandsComma = separator == UInt8(ascii: ",")
        index = header
        guard index < bytes.count else { throw InputError("holds no header line and no rows") }
        rowStart = index
        var fields: [TableCell] = []
        guard case .row = try scan(&fields, expected: nil) else { throw InputError("the header line is unreadable") }
        if fields.allSatisfy({ $0.kind == .bare && DecimalParser.parse(bytes, $0.range) != nil }) {
            names = fields.indices.map { String($0 + 1) }
            firstRecord = rowStart
        } else {
            let texts = fields.map { text($0).trimmingWhitespace }
            unnamed = Set(texts.indices.filter { texts[$0].isEmpty })
            names = texts.enumerated().map { offset, name in name.isEmpty ? "column \(offset + 1)" : name }
            firstRecord = index
        }
        index = firstRecord
    }

    /// The records after the header cut into up to `count` runs of about equal size, each cut
    /// just after a line break, each a source of its own over its bytes (its fields' ranges
    /// count from `base`). A cut inside a quoted field shows as the chunk before it ending in
    /// an open quote, an error: the caller then reads the input whole.
    func chunks(_ count: Int) -> [(base: Int, records: CSVRecords)] {
        var cuts = [firstRecord]
        let size = bytes.count - firstRecord
        for part in 1..<max(1, count) {
            var cut = firstRecord + size / count * part
            guard cut > cuts.last! else { continue }
            while cut < bytes.count && bytes[cut - 1] != 0x0A { cut += 1 }
            if cut < bytes.count && cut > cuts.last! { cuts.append(cut) }
        }
        cuts.append(bytes.count)
        return zip(cuts, cuts.dropFirst()).map { start, end in (start, chunk(start..<end)) }
    }

    /// The records in `range`, which starts a record: the header is this source's.
    private func chunk(_ range: Range<Int>) -> CSVRecords {
        var chunk = self
        chunk.bytes = UnsafeBufferPointer(rebasing: bytes[range])
        chunk.firstRecord = 0
        chunk.index = 0
        chunk.rowStart = 0
        return chunk
    }

    /// Excel's first line naming the separator - `sep=;`, `sep=,`, `sep=|`, a tab written as
    /// the character or as `\t`, the line in quotes or not - and where the line after it starts.
    private static func separatorLine(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (UInt8, Int)? {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        var line = Array(bytes[start..<end])
        if line.last == 0x0D { line.removeLast() }
        if line.count >= 2, line.first == 0x22, line.last == 0x22 { line = Array(line.dropFirst().dropLast()) }
        guard line.count >= 5, line.prefix(4).map({ $0 | 0x20 }) == Array("sep=".utf8) else { return nil }
        let named = line.dropFirst(4)
        let separator: UInt8
        if named.elementsEqual("\\t".utf8) {
            separator = 0x09
        } else if named.count == 1, let byte = named.first,
            byte == 0x09
                || (0x21..<0x7F).contains(byte) && byte != 0x22 && !Character(Unicode.Scalar(byte)).isLetter
                    && !Character(Unicode.Scalar(byte)).isNumber
        {
            separator = byte
        } else {
            return nil
        }
        return (separator, min(end + 1, bytes.count))
    }

    /// The most frequent of comma, semicolon and tab outside quotes on the line at `start`;
    /// comma when there is none (a file of one column).
    private static func detectSeparator(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt8 {
        var counts = (comma: 0, semicolon: 0, tab: 0)
        var quoted = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                quoted.toggle()
            } else if !quoted {
                if byte == 0x0A { break }
                if byte == UInt8(ascii: ",") { counts.comma += 1 }
                if byte == UInt8(ascii: ";") { counts.semicolon += 1 }
                if byte == 0x09 { counts.tab += 1 }
            }
            index += 1
        }
        if counts.tab > counts.comma && counts.tab >= counts.semicolon { return 0x09 }
        return counts.semicolon > counts.comma ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    /// Columns whose fields are tried as plain decimals as their end is looked for.
    private var numberColumns: [Bool] = []

    mutating func restart(numberColumns: [Bool]) {
        index = firstRecord
        // With a thousands point a number is read from its text (`CellConverter`), not scanned.
        self.numberColumns = thousandsPoint ? [] : numberColumns
    }

    func place() -> String { "line \(lineNumber(at: rowStart))" }

    mutating func next(_ cells: inout [TableCell]) throws -> RecordStep {
        skipBlankLines()
        guard index < bytes.count else { return .end }
        rowStart = index
        return try scan(&cells, expected: names.count)
    }

    mutating func nextPlain(
        _ plan: [PlainField], into values: UnsafeMutablePointer<Double>, stride: Int, rows: Int,
        times: UnsafeMutablePointer<TimeParser>, labels: UnsafeMutablePointer<LabelCoder>
    ) -> Int {
        guard !thousandsPoint else { return 0 }  // its numbers are read from their text
        if plan.allSatisfy({ $0 == .number }) {
            return nextPlainNumbers(plan.count, into: values, stride: stride, rows: rows)
        }
        // The kept positions of category fields: their labels are coded after the row reads.
        let keptFields = plan.filter { $0 != .skip }
        let categories = keptFields.indices.filter { keptFields[$0] == .category }
        var read = 0
        while read < rows, nextPlainRow(plan, into: values + read, stride: stride, times: times) {
            for position in categories {
                let slot = values + read + position * stride
                slot.pointee = Double(code(plainLabelAt: Int(slot.pointee), &labels[position]))
            }
            read += 1
        }
        return read
    }

    /// The code of the plain category field starting at `start` (found plain by
    /// `nextPlainRow`), as `CellConverter.code` gives a bare cell's: -1 for a missing value,
    /// else its label without the blanks around it.
    private func code(plainLabelAt start: Int, _ labels: inout LabelCoder) -> Int32 {
        let base = bytes.baseAddress!
        var end = start
        while end < bytes.count, base[end] != separator, base[end] != 0x0A, base[end] != 0x0D { end += 1 }
        var (low, high) = (start, end)
        while low < high, base[low] == 0x20 || base[low] == 0x09 { low += 1 }
        while high > low, base[high - 1] == 0x20 || base[high - 1] == 0x09 { high -= 1 }
        // A label seen before is no missing value (those are never coded): most rows stop here.
        if let known = labels.existing(bytes, low..<high) { return known }
        if TableCell.isMissingText(bytes, start..<end) { return -1 }
        return labels.code(bytes, low..<high)
    }

    /// `nextPlain` for rows of numbers alone, every field kept (the commonest big file): the
    /// loop holds no plan to look up a field.
    private mutating func nextPlainNumbers(
        _ columns: Int, into values: UnsafeMutablePointer<Double>, stride: Int, rows: Int
    ) -> Int {
        let bytes = bytes
        return plainNumberRows(columns, rows: rows) { column, row, start, ends in
            guard
                let (value, after) = DecimalParser.scanShort(bytes.baseAddress!, from: start, count: bytes.count)
                    ?? DecimalParser.scanPlain(bytes, from: start),
                ends(after)
            else { return nil }
            values[column * stride + row] = value
            return after
        }
    }

    /// `nextPlainNumbers` when only each column's range matters: the rows' values widen
    /// `ranges` (one a column) and are not written; most are only estimated
    /// (`NumberRange.widen(estimate:exact:)`). How many rows were read. A field widens its
    /// range only once what follows it is known to end it (a separator, a line end): then the
    /// cells read it to the same value when a row stops later in this loop and `next` reads it
    /// again ("0,5" in a semicolon file, "1,234.50" in a tab file are not plain).
    mutating func widenPlain(_ columns: Int, ranges: UnsafeMutablePointer<NumberRange>, rows: Int) -> Int {
        guard !thousandsPoint else { return 0 }
        let bytes = bytes
        return plainNumberRows(columns, rows: rows) { column, _, start, ends in
            let base = bytes.baseAddress!
            let negative = base[start] == UInt8(ascii: "-")
            if start + 9 <= bytes.count,
                let digits = DecimalParser.eightAtATime(base, from: negative ? start + 1 : start, count: bytes.count),
                base[digits.end] != 0x65 && base[digits.end] != 0x45
            {
                guard ends(digits.end) else { return nil }
                // Exactly as `scanShort` converts, when it must.
                let magnitude = Double(digits.mantissa) * DecimalParser.inversePowerOfTen(-digits.exponent)
                ranges[column].widen(estimate: negative ? -magnitude : magnitude) {
                    var value = Double(digits.mantissa)
                    if digits.exponent < 0 { value /= DecimalParser.powerOfTen(-digits.exponent) }
                    return negative ? -value : value
                }
                return digits.end
            }
            guard let (value, after) = DecimalParser.scanPlain(bytes, from: start), ends(after) else { return nil }
            ranges[column].widen(value)
            return after
        }
    }

    /// The walk both loops above share: up to `rows` rows of `columns` plain numbers from
    /// `index` on. `field(column, row, start, ends)` reads the field at `start` and says where
    /// it stops, or nil; it takes the value only when `ends(stop)` (its separator or the
    /// line's end follows). How many rows were read; the row it stops in is left to `next`.
    @inline(always)
    private mutating func plainNumberRows(
        _ columns: Int, rows: Int,
        _ field: (_ column: Int, _ row: Int, _ start: Int, _ ends: (Int) -> Bool) -> Int?
    ) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let (end, separator) = (bytes.count, separator)
        var read = 0
        rows: while read < rows && index < end {
            var at = index
            for column in 0..<columns {
                let last = column + 1 == columns
                let ends = { (offset: Int) -> Bool in
                    if !last { return offset < end && base[offset] == separator }
                    let next = offset < end && base[offset] == 0x0D ? offset + 1 : offset
                    return next == end || base[next] == 0x0A
                }
                guard let stop = field(column, read, at, ends) else { break rows }
                // Past the separator, or the line's end ("\r\n", "\n" or none at the end).
                at = stop
                if !last || (at < end && base[at] == 0x0D) { at += 1 }
                if last && at < end { at += 1 }
            }
            rowStart = index
            index = at
            read += 1
        }
        return read
    }

    /// One plain row of `nextPlain`: false, having consumed nothing, for any other row.
    private mutating func nextPlainRow(
        _ plan: [PlainField], into values: UnsafeMutablePointer<Double>, stride: Int,
        times: UnsafeMutablePointer<TimeParser>
    ) -> Bool {
        let end = bytes.count
        var at = index
        var position = 0
        var kept = 0
        var column = 0
        guard at < end, let base = bytes.baseAddress else { return false }
        // A line of blanks alone (tabs too: a tab-separated file's empty row) is no row: `next`
        // steps over it. A category field would read it as a row of missing labels.
        if Self.afterBlankLines(bytes, from: at) != at { return false }
        while true {
            guard column < plan.count else { return false }  // more fields than the header
            switch plan[column] {
            case .time where at + 20 <= end && endsPlainStamp(base, at + 20, end):
                // 2012-01-01T10:00:30Z, the commonest stamp, needs no search for its end.
                guard let value = TimeParser.utcStamp(bytes, at: at) ?? times[kept].parse(bytes, at..<(at + 20)) else {
                    return false
                }
                values[position] = value
                position += stride
                kept += 1
                at += 20
            case .category:
                // Where the label starts: coded by `nextPlain` once the row is known plain.
                let start = at
                while at < end, base[at] != separator, base[at] != 0x0A, base[at] != 0x0D, base[at] != 0x22 {
                    at += 1
                }
                if at < end && base[at] == 0x22 { return false }
                values[position] = Double(start)
                position += stride
                kept += 1
            case .skip, .time, .formattedTime:
                let start = at
                while at < end, base[at] != separator, base[at] != 0x0A, base[at] != 0x22 { at += 1 }
                if at < end && base[at] == 0x22 { return false }
                if plan[column] != .skip {
                    guard let value = times[kept].parse(bytes, start..<at) else { return false }
                    values[position] = value
                    position += stride
                    kept += 1
                }
            case .number:
                guard
                    let (value, after) = DecimalParser.scanShort(base, from: at, count: end)
                        ?? DecimalParser.scanPlain(bytes, from: at)
                else { return false }
                values[position] = value
                position += stride
                kept += 1
                at = after
            }
            column += 1
            if at < end && base[at] == separator {
                at += 1
                continue
            }
            if at < end && base[at] == 0x0D { at += 1 }
            guard at == end || base[at] == 0x0A else { return false }
            if at < end { at += 1 }
            break
        }
        guard column == plan.count else { return false }
        rowStart = index
        index = at
        return true
    }

    /// Whether a 20-byte stamp ending before `offset` fills its field: a separator, a line
    /// break or the end follows.
    @inline(__always)
    private func endsPlainStamp(_ base: UnsafePointer<UInt8>, _ offset: Int, _ end: Int) -> Bool {
        offset == end || base[offset] == separator || base[offset] == 0x0A || base[offset] == 0x0D
    }

    /// Steps over lines holding nothing but blanks.
    private mutating func skipBlankLines() { index = Self.afterBlankLines(bytes, from: index) }

    private static func afterBlankLines(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            var probe = index
            while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x0D || bytes[probe] == 0x09 {
                probe += 1
            }
            guard probe == bytes.count || bytes[probe] == 0x0A else { return index }
            index = probe + 1
        }
        return index
    }

    /// One record's fields into `cells` (which keeps its storage from row to row).
    private mutating func scan(_ cells: inout [TableCell], expected: Int?) throws -> RecordStep {
        var count = 0
        let end = bytes.count
        while true {
            var cell: TableCell
            while index < end, bytes[index] == 0x20 || (bytes[index] == 0x09 && separator != 0x09) { index += 1 }
            if index < end && bytes[index] == 0x22 {
                cell = try quotedField()
            } else if count < numberColumns.count, numberColumns[count],
                let (value, after) = DecimalParser.scanPlain(bytes, from: index), endsField(after)
            {
                cell = TableCell(range: index..<after, kind: .scanned, number: value)
                index = after
            } else {
                let start = index
                while index < end {
                    let byte = bytes[index]
                    if byte == separator || byte == 0x0A { break }
                    index += 1
                }
                cell = TableCell(range: start..<index, kind: .bare)
            }
            if count < cells.count {
                cells[count] = cell
            } else {
                cells.append(cell)
            }
            count += 1
            if index < end && bytes[index] == separator {
                index += 1
                continue
            }
            if index < end { index += 1 }  // the line break
            break
        }
        if let expected, count != expected {
            return .bad("\(place()): expected \(expected) fields as in the header, found \(count)")
        }
        if expected == nil { cells.removeLast(cells.count - count) }
        return .row
    }

    /// Whether a field may end at `offset`: a separator, a line break or the end.
    @inline(__always)
    private func endsField(_ offset: Int) -> Bool {
        offset == bytes.count || bytes[offset] == separator || bytes[offset] == 0x0A
            || (bytes[offset] == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] == 0x0A))
    }

    /// A field in quotes, the cursor at its opening quote; after it, the cursor is at the
    /// separator or line break that ends the field.
    private mutating func quotedField() throws -> TableCell {
        let start = index + 1
        var escaped = false
        index = start
        while true {
            guard index < bytes.count else { throw InputError("\(place()): a quoted field never ends") }
            if bytes[index] == 0x22 {
                if index + 1 < bytes.count && bytes[index + 1] == 0x22 {
                    escaped = true
                    index += 2
                    continue
                }
                break
            }
            index += 1
        }
        let range = start..<index
        index += 1
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x0D || (bytes[index] == 0x09 && separator != 0x09)
        {
            index += 1
        }
        guard index == bytes.count || bytes[index] == separator || bytes[index] == 0x0A else {
            throw InputError("\(place()): text after a quoted field's closing quote")
        }
        return TableCell(range: range, kind: escaped ? .escaped : .quoted)
    }

    /// The field's text with each doubled quote made one.
    func decoded(_ cell: TableCell) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(cell.range.count)
        var index = cell.range.lowerBound
        while index < cell.range.upperBound {
            text.append(bytes[index])
            index += bytes[index] == 0x22 ? 2 : 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    func text(_ cell: TableCell) -> String {
        cell.kind == .escaped
            ? decoded(cell) : String(decoding: UnsafeBufferPointer(rebasing: bytes[cell.range]), as: UTF8.self)
    }
}
