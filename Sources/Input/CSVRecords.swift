/// The records of a CSV or TSV file with a header line (RFC 4180): the separator is the one of
/// comma, semicolon and tab that the header line holds most of (outside quotes); quoted fields
/// may hold separators, doubled quotes and line breaks; a UTF-8 byte order mark, CRLF line
/// ends and blank lines are allowed. Fields are byte ranges: nothing is copied.
struct CSVRecords: RecordSource {
    let bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    private(set) var names: [String] = []
    private(set) var rowStart = 0
    /// Where the first record after the header starts.
    private var firstRecord = 0
    private var index = 0

    /// With semicolons, a decimal comma ("1,5") is read as the number it is in much of Europe.
    var decimalComma: Bool { separator == UInt8(ascii: ";") }

    /// Reads the header line. A first line whose fields are all numbers is data, not a header:
    /// the columns are then named by their numbers, "1", "2"...
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        self.bytes = bytes
        let header = Self.afterBlankLines(bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        separator = Self.detectSeparator(bytes, from: header)
        index = header
        guard index < bytes.count else { throw InputError("holds no header line and no rows") }
        rowStart = index
        var fields: [TableCell] = []
        guard case .row = try scan(&fields, expected: nil) else { throw InputError("the header line is unreadable") }
        if fields.allSatisfy({ $0.kind == .bare && DecimalParser.parse(bytes, $0.range) != nil }) {
            names = fields.indices.map { String($0 + 1) }
            firstRecord = rowStart
        } else {
            names = fields.enumerated().map { offset, field in
                let name = text(field).trimmingWhitespace
                return name.isEmpty ? "column \(offset + 1)" : name
            }
            firstRecord = index
        }
        index = firstRecord
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

    mutating func restart() { index = firstRecord }

    func place() -> String { "line \(lineNumber(at: rowStart))" }

    mutating func next(_ cells: inout [TableCell]) throws -> RecordStep {
        skipBlankLines()
        guard index < bytes.count else { return .end }
        rowStart = index
        return try scan(&cells, expected: names.count)
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
