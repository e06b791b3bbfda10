import PlotCore

/// The rows of a JSON array of objects, or of JSON Lines (one object a line, blank lines
/// allowed; a line that is not one - garbage, a record cut off - is a bad row named by its
/// line, and the next line is read on), through the one `JSONScanner`. Each key is a column,
/// in the order keys first appear; a row without a key has no cell there. Keys are matched by
/// their bytes, trying the column after the previous key first, so a row costs no String.
struct JSONRecords: RecordSource {
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: Bool
    private(set) var names: [String] = []
    private var nameBytes: [[UInt8]] = []
    private(set) var rowStart = 0
    private var scanner: JSONScanner
    private var started = false
    private var objectNumber = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, lines: Bool) {
        self.bytes = bytes
        self.lines = lines
        scanner = JSONScanner(bytes)
    }

    mutating func restart(numberColumns: [Bool]) {
        scanner = JSONScanner(bytes)
        started = false
        objectNumber = 0
    }

    func place() -> String {
        let line = CellPlace.line(lineNumber(at: rowStart))
        return lines ? line : "\(line) (object \(objectNumber))"
    }

    mutating func next(_ cells: inout [TableCell]) throws -> RecordStep {
        do {
            guard try advance() else { return .end }
        } catch let error as JSONScanner.Malformed {
            throw malformed(error)
        }
        guard lines else { return try nextObject(&cells) }
        let start = scanner.index
        do {
            return try nextObject(&cells)
        } catch let error as JSONScanner.Malformed {
            // A line of JSON Lines is a record of its own: one that does not read is a bad row,
            // and the next line another record.
            rowStart = start
            scanner = JSONScanner(bytes)
            scanner.index = Self.lineAfter(start, in: bytes)
            return .bad("\(place()): \(Self.problem(error, recordStart: start, in: bytes))")
        }
    }

    /// The row at the scanner, which stands at its first byte.
    private mutating func nextObject(_ cells: inout [TableCell]) throws -> RecordStep {
        objectNumber += 1
        rowStart = scanner.index
        for index in cells.indices { cells[index] = .absent }
        // The scanner is taken out while the members are read, as they add columns to self.
        var scanner = self.scanner
        defer { self.scanner = scanner }
        do {
            if scanner.peek() != UInt8(ascii: "{") {
                try scanner.skipValue()
                try Self.endLine(&scanner, lines: lines)
                return .bad("\(place()) is not an object")
            }
            var column = 0
            try scanner.objectKeys { scanner, key, escaped in
                column = try self.column(for: key, escaped: escaped, after: column, scanner: scanner)
                while cells.count < names.count { cells.append(.absent) }
                cells[column] = try Self.cell(&scanner)
                column += 1
            }
            try Self.endLine(&scanner, lines: lines)
        } catch let error as JSONScanner.Malformed where !lines {
            throw malformed(error)
        }
        return .row
    }

    /// Where the line after the one holding `offset` starts.
    private static func lineAfter(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return min(index + 1, bytes.count)
    }

    /// Steps to the next row's first byte; false at the end of the rows.
    private mutating func advance() throws -> Bool {
        scanner.skipBlanks()
        if lines { return scanner.index < bytes.count }
        if !started {
            started = true
            try scanner.expect(UInt8(ascii: "["))
            scanner.skipBlanks()
            if scanner.peek() == UInt8(ascii: "]") {
                scanner.index += 1
                try scanner.finish()
                return false
            }
            return true
        }
        if scanner.peek() == UInt8(ascii: ",") {
            scanner.index += 1
            scanner.skipBlanks()
            return true
        }
        try scanner.expect(UInt8(ascii: "]"))
        try scanner.finish()
        return false
    }

    /// In JSON Lines nothing but blanks may follow an object on its line.
    private static func endLine(_ scanner: inout JSONScanner, lines: Bool) throws {
        guard lines else { return }
        while scanner.index < scanner.bytes.count, [0x20, 0x09, 0x0D].contains(scanner.bytes[scanner.index]) {
            scanner.index += 1
        }
        guard scanner.index == scanner.bytes.count || scanner.bytes[scanner.index] == 0x0A else {
            throw JSONScanner.Malformed(offset: scanner.index, expected: "a line break after the object")
        }
    }

    private func malformed(_ error: JSONScanner.Malformed) -> InputError {
        InputError(
            "\(CellPlace.line(lineNumber(at: error.offset))): the JSON is malformed (expected \(error.expected))")
    }

    /// Why a record of JSON Lines that starts at `recordStart` does not read. A record ends
    /// with its line: an object whose line ends before it closes - the scanner read on past
    /// the line, or the line does not end in `}` - is cut off.
    private static func problem(_ error: JSONScanner.Malformed, recordStart: Int, in bytes: UnsafeBufferPointer<UInt8>)
        -> String
    {
        var end = lineAfter(recordStart, in: bytes)
        while end > recordStart, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[end - 1]) { end -= 1 }
        let cut =
            bytes[recordStart] == UInt8(ascii: "{")
            && (error.offset >= end || bytes[end - 1] != UInt8(ascii: "}"))
        return "the JSON is malformed (\(cut ? "the record is cut off, " : "")expected \(error.expected))"
    }

    /// The column of a key: the expected one when its bytes match, else any that does, else a
    /// new column.
    private mutating func column(for key: Range<Int>, escaped: Bool, after expected: Int, scanner: JSONScanner) throws
        -> Int
    {
        if escaped {
            let name = try scanner.decodeString(key)
            if let found = names.firstIndex(of: name) { return found }
            return add(name, Array(name.utf8))
        }
        let keyBytes = UnsafeBufferPointer(rebasing: bytes[key])
        if expected < nameBytes.count && nameBytes[expected].elementsEqual(keyBytes) { return expected }
        if let found = nameBytes.firstIndex(where: { $0.elementsEqual(keyBytes) }) { return found }
        return add(String(decoding: keyBytes, as: UTF8.self), Array(keyBytes))
    }

    private mutating func add(_ name: String, _ utf8: [UInt8]) -> Int {
        names.append(name)
        nameBytes.append(utf8)
        return names.count - 1
    }

    /// The value at the scanner as a cell.
    private static func cell(_ scanner: inout JSONScanner) throws -> TableCell {
        let start = scanner.index
        switch scanner.peek() {
        case UInt8(ascii: "\""):
            let (range, escaped) = try scanner.stringRange()
            return TableCell(range: range, kind: escaped ? .escaped : .quoted)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return TableCell(range: try scanner.numberRange(), kind: .number)
        case UInt8(ascii: "n"):
            try scanner.literal("null")
            return .absent
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            try scanner.skipValue()
            return TableCell(range: start..<scanner.index, kind: .boolean)
        default:
            try scanner.skipValue()
            return TableCell(range: start..<scanner.index, kind: .nested)
        }
    }

    func decoded(_ cell: TableCell) throws -> String { try scanner.decodeString(cell.range) }
}
