import PlotCore

/// Walks JSON bytes once, keeping only the points (straight into a PointSeries, no object per
/// point); everything else is checked for well-formedness and skipped. It knows no keys but x
/// and y: a file that wraps the points in an object of its own (a service's saved answer) is
/// read by a `PointsEnvelope`, which walks that object with the members below.
public struct JSONPointsScanner {
    /// Where the JSON stops being JSON, and what was expected there.
    public struct Malformed: Error {
        public var offset: Int
        public var expected: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Containers open around the current value. Nesting is refused past `maxDepth`: each level
    /// is a stack frame, and a hostile answer must not overflow the stack.
    var depth = 0
    static let maxDepth = 512
    let consumed: ((Int) -> Void)?
    var nextReport = 1 << 23

    /// - Parameter consumed: told now and then how many leading bytes are done with.
    public init(_ bytes: UnsafeBufferPointer<UInt8>, consumed: ((Int) -> Void)?) {
        self.bytes = bytes
        self.consumed = consumed
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Checks that nothing but blanks follows the value just read.
    public mutating func finish() throws {
        skipBlanks()
        guard index == bytes.count else { throw Malformed(offset: index, expected: "the end of the JSON") }
    }

    // MARK: points

    /// An array of {x, y} objects, x and y numbers or numeric strings.
    public mutating func points() throws -> PointSeries {
        var series = PointSeries()
        series.reserveCapacity(min((bytes.count - index) / 16 + 16, 1 << 28))
        try expect(UInt8(ascii: "["))
        skipBlanks()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return series
        }
        var number = 0
        while true {
            number += 1
            skipBlanks()
            guard peek() == UInt8(ascii: "{") else {
                throw InputError("point \(number) is not an object with x and y")
            }
            var x: Double??
            var y: Double??
            try object { scanner, key in
                switch key {
                case "x": x = .some(try scanner.coordinate("x", point: number))
                case "y": y = .some(try scanner.coordinate("y", point: number))
                default: try scanner.skipValue()
                }
            }
            guard let xValue = x, let xNumber = xValue else { throw InputError("point \(number) has no x") }
            guard let yValue = y, let yNumber = yValue else { throw InputError("point \(number) has no y") }
            series.append(x: xNumber, y: yNumber)
            if index >= nextReport, let consumed {
                consumed(index)
                nextReport = index + (1 << 23)
            }
            skipBlanks()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return series
        }
    }

    /// A coordinate: a JSON number, or a string holding one; nil for JSON null (counted as missing).
    mutating func coordinate(_ name: String, point: Int) throws -> Double? {
        skipBlanks()
        switch peek() {
        case UInt8(ascii: "\""):
            let (range, escaped) = try stringRange()
            if !escaped, let value = DecimalParser.parse(bytes, range) { return value }
            let text = escaped ? try decodeString(range) : CSVPointsReader.text(bytes, range)
            if let value = Double(text.trimmingWhitespace) { return value }
            throw InputError("point \(point): \(name) \"\(text.clipped)\" is not a number")
        case UInt8(ascii: "n"):
            try literal("null")
            return nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let range = numberRange()
            guard let value = DecimalParser.parse(bytes, range) else {
                throw Malformed(offset: range.lowerBound, expected: "a number")
            }
            return value
        default:
            try skipValue()
            throw InputError("point \(point): \(name) is not a number")
        }
    }

    // MARK: grammar

    /// Calls `member` for each key, with the scanner at the key's value, which it must consume.
    public mutating func object(_ member: (inout JSONPointsScanner, String) throws -> Void) throws {
        try enter()
        defer { depth -= 1 }
        try expect(UInt8(ascii: "{"))
        skipBlanks()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipBlanks()
            let key = try string()
            skipBlanks()
            try expect(UInt8(ascii: ":"))
            skipBlanks()
            try member(&self, key)
            skipBlanks()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return
        }
    }

    public mutating func skipValue() throws {
        skipBlanks()
        switch peek() {
        case UInt8(ascii: "{"): try object { scanner, _ in try scanner.skipValue() }
        case UInt8(ascii: "["):
            try enter()
            defer { depth -= 1 }
            index += 1
            skipBlanks()
            if peek() == UInt8(ascii: "]") {
                index += 1
                return
            }
            while true {
                try skipValue()
                skipBlanks()
                if peek() == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                try expect(UInt8(ascii: "]"))
                return
            }
        case UInt8(ascii: "\""): _ = try stringRange()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard DecimalParser.parse(bytes, numberRange()) != nil else {
                throw Malformed(offset: index, expected: "a number")
            }
        default: throw Malformed(offset: index, expected: "a value")
        }
    }

    mutating func enter() throws {
        depth += 1
        guard depth <= Self.maxDepth else {
            throw Malformed(offset: index, expected: "at most \(Self.maxDepth) levels of nesting")
        }
    }

    /// A whole number, or a string holding one; nil (and the value skipped) for anything else.
    public mutating func integer() throws -> Int? {
        skipBlanks()
        switch peek() {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let value = DecimalParser.parse(bytes, numberRange()), value.rounded() == value, abs(value) < 1e15
            else {
                return nil
            }
            return Int(value)
        case UInt8(ascii: "\""): return Int(try string().trimmingWhitespace)
        default:
            try skipValue()
            return nil
        }
    }

    /// A string; nil (and the value skipped) for anything else.
    public mutating func stringOrSkip() throws -> String? {
        skipBlanks()
        guard peek() == UInt8(ascii: "\"") else {
            try skipValue()
            return nil
        }
        return try string()
    }

    mutating func string() throws -> String {
        let (range, escaped) = try stringRange()
        return escaped ? try decodeString(range) : CSVPointsReader.text(bytes, range)
    }

    /// The bytes between the quotes, and whether they hold escapes.
    mutating func stringRange() throws -> (Range<Int>, Bool) {
        try expect(UInt8(ascii: "\""))
        let start = index
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return (start..<(index - 1), escaped)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                index += 1
            } else if byte < 0x20 {
                throw Malformed(offset: index, expected: "no control character inside a string")
            }
            index += 1
        }
        throw Malformed(offset: start, expected: "the end of the string")
    }

    func decodeString(_ range: Range<Int>) throws -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = range.lowerBound
        func flush() {
            scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
            utf8.removeAll()
        }
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < range.upperBound else {
                utf8.append(byte)
                index += 1
                continue
            }
            flush()
            let code = bytes[index + 1]
            index += 2
            switch code {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                guard var value = hex4(at: index) else { throw Malformed(offset: index, expected: "four hex digits") }
                index += 4
                if (0xD800..<0xDC00).contains(value), index + 6 <= range.upperBound, bytes[index] == UInt8(ascii: "\\"),
                    let low = hex4(at: index + 2), (0xDC00..<0xE000).contains(low)
                {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(code))
            }
        }
        flush()
        return String(scalars)
    }

    private func hex4(at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = Int(String(UnicodeScalar(bytes[start + offset])), radix: 16) else { return nil }
            value = value * 16 + UInt32(digit)
        }
        return value
    }

    mutating func numberRange() -> Range<Int> {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                index += 1
            default: return start..<index
            }
        }
        return start..<index
    }

    mutating func literal(_ word: String) throws {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw Malformed(offset: index, expected: word) }
            index += 1
        }
    }

    mutating func expect(_ byte: UInt8) throws {
        guard index < bytes.count, bytes[index] == byte else {
            throw Malformed(offset: index, expected: "'\(Character(UnicodeScalar(byte)))'")
        }
        index += 1
    }

    /// The next byte, 0 at the end. Members are called with blanks already skipped.
    public func peek() -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    public mutating func skipBlanks() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}
