/// Reads `x,y` lines: comma or semicolon separated, an optional header line, blank lines and
/// `#` comments skipped. With semicolons a decimal comma is accepted too ("1,5;2,25").
public enum CSVPointsReader {
    public static func read(_ bytes: [UInt8]) throws -> PointSeries {
        var series = PointSeries()
        var lineNumber = 0
        var sawData = false
        var start = 0
        // UTF-8 byte order mark, as spreadsheet exports write it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lineNumber += 1
            let line = String(decoding: bytes[start..<end], as: UTF8.self)
            start = end + 1
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let semicolon = trimmed.contains(";")
            let fields = trimmed.split(separator: semicolon ? ";" : ",", omittingEmptySubsequences: false)
                .map { String($0).trimmingWhitespace.unquoted }
            guard fields.count == 2 else {
                throw InputError(
                    "line \(lineNumber): expected two values (x,y), found \(fields.count): \(trimmed.clipped)")
            }
            let x = number(fields[0], decimalComma: semicolon)
            let y = number(fields[1], decimalComma: semicolon)
            guard let x, let y else {
                if !sawData && x == nil && y == nil { continue }  // a header line
                let bad = x == nil ? fields[0] : fields[1]
                throw InputError("line \(lineNumber): \"\(bad.clipped)\" is not a number")
            }
            sawData = true
            series.append(x: x, y: y)
        }
        return series
    }

    static func number(_ text: String, decimalComma: Bool) -> Double? {
        if let value = Double(text) { return value }
        if decimalComma, let value = Double(text.replacingOccurrences(of: ",", with: ".")) { return value }
        return nil
    }
}

extension String {
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    var unquoted: String {
        count >= 2 && hasPrefix("\"") && hasSuffix("\"") ? String(dropFirst().dropLast()) : self
    }

    /// At most 40 characters, for quoting input in an error line.
    var clipped: String { count > 40 ? String(prefix(40)) + "…" : self }
}
