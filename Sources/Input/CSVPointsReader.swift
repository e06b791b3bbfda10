import PlotCore

/// Reads `x,y` lines: comma or semicolon separated, an optional header line, blank lines and
/// `#` comments skipped. With semicolons a decimal comma is accepted too ("1,5;2,25").
/// Works on bytes, line by line: no String per line, no object per point.
package enum CSVPointsReader {
    package static func read(_ bytes: [UInt8]) throws -> PointSeries {
        try bytes.withUnsafeBufferPointer { try read($0) }
    }

    /// - Parameters:
    ///   - bytes: the file's bytes.
    ///   - consumed: told now and then how many leading bytes are done with, so a
    ///     caller reading a mapped file can release them.
    package static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, consumed: ((Int) -> Void)? = nil
    ) throws -> PointSeries {
        var series = PointSeries()
        // Points are rarely shorter than 4 bytes a line: reserve once, never grow by doubling.
        series.reserveCapacity(min(bytes.count / 8 + 16, 1 << 28))
        var lineNumber = 0
        var sawData = false
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // byte order mark
        var nextReport = 1 << 23
        let count = bytes.count
        while start < count {
            // Fast path: "number,number" then the end of the line, in one pass.
            if sawData, let (x, afterX) = DecimalParser.scanPlain(bytes, from: start), afterX < count,
                bytes[afterX] == UInt8(ascii: ","), let (y, afterY) = DecimalParser.scanPlain(bytes, from: afterX + 1)
            {
                var next = afterY
                if next < count && bytes[next] == 0x0D { next += 1 }
                if next == count || bytes[next] == 0x0A {
                    lineNumber += 1
                    series.append(x: x, y: y)
                    start = next + 1
                    if start >= nextReport, let consumed {
                        consumed(start)
                        nextReport = start + (1 << 23)
                    }
                    continue
                }
            }
            var end = start
            while end < count && bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            if let (x, y) = try parseLine(bytes, start..<end, lineNumber: lineNumber, sawData: sawData) {
                sawData = true
                series.append(x: x, y: y)
            }
            start = end + 1
            if start >= nextReport, let consumed {
                consumed(start)
                nextReport = start + (1 << 23)
            }
        }
        return series
    }

    /// The point on one line; nil for a blank, comment or header line.
    private static func parseLine(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lineNumber: Int, sawData: Bool
    ) throws -> (Double, Double)? {
        var first = range.lowerBound
        while first < range.upperBound, isBlank(bytes[first]) { first += 1 }
        if first == range.upperBound || bytes[first] == UInt8(ascii: "#") { return nil }
        var semicolon = false
        var separators = 0
        var separator = range.upperBound
        for index in first..<range.upperBound where bytes[index] == UInt8(ascii: ";") {
            semicolon = true
            break
        }
        let delimiter = semicolon ? UInt8(ascii: ";") : UInt8(ascii: ",")
        for index in first..<range.upperBound where bytes[index] == delimiter {
            if separators == 0 { separator = index }
            separators += 1
        }
        guard separators == 1 else {
            throw InputError(
                "line \(lineNumber): expected two values (x,y), found \(separators + 1): \(text(bytes, first..<range.upperBound).clipped)"
            )
        }
        let xField = unquoted(bytes, first..<separator)
        let yField = unquoted(bytes, (separator + 1)..<range.upperBound)
        let x = DecimalParser.parse(bytes, xField, decimalComma: semicolon)
        let y = DecimalParser.parse(bytes, yField, decimalComma: semicolon)
        guard let x, let y else {
            if !sawData && x == nil && y == nil { return nil }  // a header line
            let bad = x == nil ? xField : yField
            throw InputError("line \(lineNumber): \"\(text(bytes, bad).trimmingWhitespace.clipped)\" is not a number")
        }
        return (x, y)
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    /// The field without blanks around it and without surrounding double quotes.
    private static func unquoted(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        if end - start >= 2, bytes[start] == 0x22, bytes[end - 1] == 0x22 { return (start + 1)..<(end - 1) }
        return start..<end
    }

    static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

extension String {
    /// At most 40 characters, for quoting input in an error line.
    var clipped: String { count > 40 ? String(prefix(40)) + "…" : self }
}
