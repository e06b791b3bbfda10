import Foundation

/// Turns cells into column values, straight from the bytes wherever a cell has no escapes.
/// Numbers and times come back NaN when missing and nil when the cell is not one.
/// Times are read by the column's own `TimeParser`, which knows how its column writes them.
struct CellConverter {
    let bytes: UnsafeBufferPointer<UInt8>
    let decimalComma: Bool
    /// A point groups thousands ("1.250" is 1250): such a cell is read from its text.
    let thousandsPoint: Bool
    /// A comma groups thousands ("1,234" is 1234): a comma-separated file's.
    let thousandsComma: Bool

    init(
        bytes: UnsafeBufferPointer<UInt8>, decimalComma: Bool, thousandsPoint: Bool = false,
        thousandsComma: Bool = false
    ) {
        self.bytes = bytes
        self.decimalComma = decimalComma
        self.thousandsPoint = decimalComma && thousandsPoint
        self.thousandsComma = !decimalComma && thousandsComma
    }

    private func holdsPoint(_ range: Range<Int>) -> Bool {
        thousandsPoint && bytes[range].contains(UInt8(ascii: "."))
    }

    func number<Source: RecordSource>(_ cell: TableCell, _ source: Source) throws -> Double? {
        switch cell.kind {
        case .absent: return .nan
        case .scanned: return cell.number
        case .bare, .quoted, .number:
            if !holdsPoint(cell.range), let value = DecimalParser.parse(bytes, cell.range, decimalComma: decimalComma) {
                return value
            }
            if TableCell.isMissingText(bytes, cell.range) { return .nan }
            return cell.kind == .number ? nil : writtenNumber(try text(cell, source))
        case .escaped:
            let text = try source.decoded(cell)
            if thousandsPoint && text.contains(".") { return writtenNumber(text) }
            return Self.withBytes(text) { bytes in
                DecimalParser.parse(bytes, 0..<bytes.count, decimalComma: decimalComma)
                    ?? (TableCell.isMissingText(bytes, 0..<bytes.count) ? .nan : nil)
            } ?? writtenNumber(text)
        case .boolean, .nested: return nil
        }
    }

    func time<Source: RecordSource>(_ cell: TableCell, _ source: Source, _ times: inout TimeParser) throws -> Double? {
        switch cell.kind {
        case .absent: return .nan
        case .bare, .quoted, .scanned:
            if let value = times.parse(bytes, cell.range) { return value }
            return TableCell.isMissingText(bytes, cell.range) ? .nan : nil
        case .escaped:
            return try Self.withBytes(source.decoded(cell)) { text in
                times.parse(text, 0..<text.count) ?? (TableCell.isMissingText(text, 0..<text.count) ? .nan : nil)
            }
        case .number:
            // A JSON number is a time only as compact digits (20261123) or by the user's format.
            return times.reading.compactDigits || times.reading.format != nil ? times.parse(bytes, cell.range) : nil
        case .boolean, .nested: return nil
        }
    }

    /// A category cell's code, -1 when missing.
    func code<Source: RecordSource>(_ cell: TableCell, _ labels: inout LabelCoder, _ source: Source) throws -> Int32 {
        switch cell.kind {
        case .absent: return -1
        case .bare, .scanned, .quoted, .number, .boolean:
            if TableCell.isMissingText(bytes, cell.range) { return -1 }
            var range = cell.range
            if cell.kind == .bare || cell.kind == .scanned {
                while range.lowerBound < range.upperBound, Self.isBlank(bytes[range.lowerBound]) {
                    range = (range.lowerBound + 1)..<range.upperBound
                }
                while range.upperBound > range.lowerBound, Self.isBlank(bytes[range.upperBound - 1]) {
                    range = range.lowerBound..<(range.upperBound - 1)
                }
            }
            return labels.code(bytes, range)
        case .escaped:
            let text = try source.decoded(cell)
            return Self.withBytes(text) { TableCell.isMissingText($0, 0..<$0.count) } ? -1 : labels.code(text)
        case .nested: return -1  // refused before it gets here
        }
    }

    func isMissing<Source: RecordSource>(_ cell: TableCell, _ source: Source) throws -> Bool {
        switch cell.kind {
        case .absent: return true
        case .escaped: return try Self.withBytes(source.decoded(cell)) { TableCell.isMissingText($0, 0..<$0.count) }
        case .scanned, .number, .boolean, .nested: return false
        case .bare, .quoted: return TableCell.isMissingText(bytes, cell.range)
        }
    }

    /// The cell as the user wrote it (trimmed), for messages and labels.
    func text<Source: RecordSource>(_ cell: TableCell, _ source: Source) throws -> String {
        cell.kind == .escaped
            ? try source.decoded(cell)
            : String(decoding: UnsafeBufferPointer(rebasing: bytes[cell.range]), as: UTF8.self).trimmingWhitespace
    }

    /// A number as people write one for people, where the plain parse failed: digits grouped
    /// in thousands with a fraction, or an amount with a currency sign (`CurrencyAmount`).
    func writtenNumber(_ text: String) -> Double? { groupedNumber(text) ?? CurrencyAmount.value(text) }

    /// "1,234" or "-12,345.5": digits grouped by commas, which a file with decimal points
    /// cannot tell from a decimal comma.
    func looksGrouped(_ text: String) -> Bool {
        guard !decimalComma, !thousandsComma else { return false }
        return Self.commaGrouped(text)
    }

    /// "1,234", "-12,345.5": one to three digits (not led by a 0: "0,125" is a fraction), then
    /// groups of three after commas.
    static func commaGrouped(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let whole = rest.prefix { $0 != "." }
        guard thousandsGroups(whole, by: ",") != nil else { return false }
        let fraction = rest.dropFirst(whole.count)
        return fraction.isEmpty || (fraction.count > 1 && fraction.dropFirst().allSatisfy(\.isASCIIDigit))
    }

    /// "1,234.50" in a file with decimal points, "1.234,50" in one with decimal commas: digits
    /// grouped in thousands and a fraction after the other mark, which only one reading fits.
    /// Without the fraction: "1.250" where the file's point groups thousands (`thousandsPoint`),
    /// "35,361" where its comma does (`thousandsComma`),
    /// and digits grouped by blanks or `'` ("12 345", "1 234,50", "1'234.5", as French and
    /// Swiss users write), which no reading takes for a decimal mark. ("1,234" alone is
    /// ambiguous; see `looksGrouped`.)
    func groupedNumber(_ text: String) -> Double? {
        let (group, point): (Character, Character) = decimalComma ? (".", ",") : (",", ".")
        var rest = Substring(text)
        var sign = ""
        if rest.first == "-" || rest.first == "+" {
            sign = String(rest.removeFirst())
        }
        let pointIndex = rest.firstIndex(of: point)
        let whole = rest[..<(pointIndex ?? rest.endIndex)]
        guard let mark = whole.first(where: { !$0.isASCIIDigit }), mark == group || Self.blankMarks.contains(mark)
        else { return nil }
        // "+48 601 234 567" is a telephone number, not an amount.
        guard !(sign == "+" && Self.blankMarks.contains(mark)) else { return nil }
        guard let groups = Self.thousandsGroups(whole, by: mark) else { return nil }
        guard let pointIndex else {
            guard Self.blankMarks.contains(mark) || (mark == "." && thousandsPoint) || (mark == "," && thousandsComma)
            else { return nil }
            return Double(sign + groups.joined())
        }
        let fraction = rest[rest.index(after: pointIndex)...]
        guard !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        return Double(sign + groups.joined() + "." + fraction)
    }

    /// What groups thousands besides the point or comma: blanks (plain, no-break, narrow
    /// no-break, thin) and the Swiss apostrophes.
    static let blankMarks: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}", "'", "\u{2019}"]

    /// "1.234" in a file with decimal commas: a thousands point, or a decimal point? Only the
    /// column's other values can tell (`ColumnSampler` asks).
    func looksPointGrouped(_ text: String) -> Bool {
        guard decimalComma else { return false }
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        return Self.thousandsGroups(rest, by: ".") != nil
    }

    /// `whole`'s digits as groups of thousands between `mark`s ("1.234.567"): at least two, the
    /// first of one to three digits not led by a 0 ("0.125" and "0,125" are fractions,
    /// whatever their marks), the others of three. nil when they are not so grouped.
    static func thousandsGroups(_ whole: Substring, by mark: Character) -> [Substring]? {
        let groups = whole.split(separator: mark, omittingEmptySubsequences: false)
        guard groups.count >= 2, (1...3).contains(groups[0].count), groups[0].first != "0",
            groups.dropFirst().allSatisfy({ $0.count == 3 }), groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        return groups
    }

    /// "1,5", "0,125": digits, one comma, digits, and not a thousand ("1,500"): a decimal comma,
    /// which a comma-separated file writes only in quotes (Google Sheets and LibreOffice in much
    /// of Europe).
    static func writesDecimalComma(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ",", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
            && !commaGrouped(text)
    }

    static func pointAmbiguity(_ text: String, comma: String) -> String {
        "\"\(text.clipped)\" is ambiguous: the column writes decimals with a comma (\(comma.clipped)), so is its point a thousands separator? Write numbers without grouping"
    }

    func numberProblem<Source: RecordSource>(_ cell: TableCell, _ source: Source) throws -> String {
        if cell.kind == .nested { return "an object or array is not a value" }
        let text = try text(cell, source)
        if looksGrouped(text) { return Self.ambiguity(text) }
        if thousandsPoint && text.contains(".") {
            return "\"\(text.clipped)\" is not a number: the file's points group thousands (1.250 is 1250)"
        }
        return "\"\(text.clipped)\" is not a number"
    }

    static func ambiguity(_ text: String) -> String {
        "\"\(text.clipped)\" is ambiguous: a thousands separator or a decimal comma? Write numbers without grouping"
    }

    /// Why a cell is not a time, as its column reads times.
    func timeProblem<Source: RecordSource>(_ cell: TableCell, _ source: Source, _ reading: TimeReading) throws
        -> String
    {
        if cell.kind == .nested { return "an object or array is not a value" }
        let text = try text(cell, source)
        if let format = reading.format { return "\"\(text.clipped)\" does not match the time format \(format.text)" }
        if cell.kind == .number, !reading.compactDigits {
            return "\(text.clipped) is a number, not a date (unix-s or unix-ms reads numbers as times)"
        }
        if let other = Self.slashOrderMismatch(text, reading.slashes) { return other }
        return
            "\"\(text.clipped)\" is not a date or time (2012-01-01, 2012-01-01T10:00:00Z, 2010/01/01 00:00, 23.11.2026, Jan 1 2000)"
    }

    /// A date a/b/yyyy that the column's order does not read but another would.
    private static func slashOrderMismatch(_ text: String, _ order: SlashOrder) -> String? {
        var parser = TimeParser(zone: nil, reading: TimeReading(slashes: .sampling))
        var bytes = text
        guard bytes.withUTF8({ parser.parse($0, 0..<$0.count) }) != nil, let shown = parser.lastSlashDate else {
            return nil
        }
        switch (order, shown) {
        case (.dayFirst, .monthFirst):
            return "\"\(text.clipped)\" is month first, but the column's dates are day first"
        case (.monthFirst, .dayFirst):
            return "\"\(text.clipped)\" is day first, but the column's dates are month first"
        case (.shown, .either):
            return
                "\"\(text.clipped)\" is ambiguous: day first or month first? The column's first dates do not say (none was a/b/yyyy with a part above 12)"
        default: return nil
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
        rethrows -> Result
    {
        var text = text
        return try text.withUTF8 { try body($0) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
