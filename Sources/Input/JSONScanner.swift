/// PlotKit's one JSON parser (RFC 8259, strict): walks the bytes once, in place. Readers use
/// its members to stream what they want straight into their own storage - points
/// (`points()`), table rows (`TableReader`), a feature's envelope around them - and skip the
/// rest, checked but not kept; `value()` builds a `JSONValue` tree for small answers.
package struct JSONScanner {
    /// Where the JSON stops being JSON, and what was expected there.
    package struct Malformed: Error, Equatable {
        package var offset: Int
        package var expected: String
    }

    /// Containers that may be open around a value. Each level is a stack frame of a recursive
    /// walk, so a hostile input must not nest without bound; real files and answers nest a
    /// handful of levels.
    package static let maxDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    package internal(set) var index = 0
    var depth = 0
    let consumed: ((Int) -> Void)?
    var nextReport = 1 << 23

    /// A UTF-8 byte order mark at the start is skipped, as most parsers do.
    /// - Parameter consumed: told now and then how many leading bytes are done with, so a
    ///   caller reading a mapped file can release them.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, consumed: ((Int) -> Void)? = nil) {
        self.bytes = bytes
        self.consumed = consumed
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Checks that nothing but blanks follows the value just read.
    package mutating func finish() throws {
        skipBlanks()
        guard index == bytes.count else { throw Malformed(offset: index, expected: "the end of the JSON") }
    }

    /// Tells `consumed` about the bytes done with, every 8 MiB or so.
    mutating func reportProgress() {
        if index >= nextReport, let consumed {
            consumed(index)
            nextReport = index + (1 << 23)
        }
    }

    // MARK: containers

    /// Calls `member` for each key, with the scanner at the key's value, which it must consume.
    package mutating func object(_ member: (inout JSONScanner, String) throws -> Void) throws {
        try objectKeys { scanner, key, escaped in
            let name = escaped ? try scanner.decodeString(key) : scanner.text(key)
            try member(&scanner, name)
        }
    }

    /// As `object`, with each key as the range of its bytes between the quotes (and whether it
    /// holds escapes), for readers that match keys without making a String of each.
    mutating func objectKeys(_ member: (inout JSONScanner, Range<Int>, Bool) throws -> Void) throws {
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
            let (key, escaped) = try stringRange()
            skipBlanks()
            try expect(UInt8(ascii: ":"))
            skipBlanks()
            try member(&self, key, escaped)
            skipBlanks()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return
        }
    }

    /// Calls `element` for each element, with the scanner at it (blanks skipped); it must
    /// consume the element.
    package mutating func array(_ element: (inout JSONScanner) throws -> Void) throws {
        try enter()
        defer { depth -= 1 }
        try expect(UInt8(ascii: "["))
        skipBlanks()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            skipBlanks()
            try element(&self)
            skipBlanks()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return
        }
    }

    mutating func enter() throws {
        depth += 1
        guard depth <= Self.maxDepth else {
            throw Malformed(offset: index, expected: "at most \(Self.maxDepth) levels of nesting")
        }
    }

    // MARK: values

    /// Checks the value at the scanner and steps over it.
    package mutating func skipValue() throws {
        skipBlanks()
        switch peek() {
        case UInt8(ascii: "{"): try objectKeys { scanner, _, _ in try scanner.skipValue() }
        case UInt8(ascii: "["): try array { try $0.skipValue() }
        case UInt8(ascii: "\""): _ = try stringRange()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try numberRange()
        default: throw Malformed(offset: index, expected: "a value")
        }
    }

    /// A whole number, or a string holding one; nil (and the value skipped) for anything else.
    package mutating func integer() throws -> Int? {
        skipBlanks()
        switch peek() {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let value = DecimalParser.parse(bytes, try numberRange()), value.rounded() == value,
                abs(value) < 1e15
            else { return nil }
            return Int(value)
        case UInt8(ascii: "\""): return Int(try string().trimmingWhitespace)
        default:
            try skipValue()
            return nil
        }
    }

    /// A string; nil (and the value skipped) for anything else.
    package mutating func stringOrSkip() throws -> String? {
        skipBlanks()
        guard peek() == UInt8(ascii: "\"") else {
            try skipValue()
            return nil
        }
        return try string()
    }

    mutating func string() throws -> String {
        let (range, escaped) = try stringRange()
        return escaped ? try decodeString(range) : text(range)
    }

    /// The bytes between the quotes, and whether they hold escapes (each checked here, so
    /// `decodeString` cannot fail on a range this returned).
    mutating func stringRange() throws -> (Range<Int>, escaped: Bool) {
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
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"):
                    guard hex4(at: index + 1) != nil else {
                        throw Malformed(offset: index + 1, expected: "four hex digits")
                    }
                    index += 4
                default: throw Malformed(offset: index, expected: "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)")
                }
            } else if byte < 0x20 {
                throw Malformed(offset: index, expected: "no control character inside a string")
            }
            index += 1
        }
        throw Malformed(offset: start, expected: "the end of the string")
    }

    /// The text of a string range that holds escapes. A lone surrogate becomes U+FFFD.
    func decodeString(_ range: Range<Int>) throws -> String {
        var scalars = String.UnicodeScalarView()
        var run = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < range.upperBound else {
                index += 1
                continue
            }
            scalars.append(contentsOf: text(run..<index).unicodeScalars)
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
                    bytes[index + 1] == UInt8(ascii: "u"), let low = hex4(at: index + 2),
                    (0xDC00..<0xE000).contains(low)
                {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(code))  // \" \\ \/
            }
            run = index
        }
        scalars.append(contentsOf: text(run..<range.upperBound).unicodeScalars)
        return String(scalars)
    }

    private func hex4(at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[start + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A number's bytes: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    mutating func numberRange() throws -> Range<Int> {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard isDigit(peek()) else { throw Malformed(offset: index, expected: "a digit") }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard isDigit(peek()) else { throw Malformed(offset: index, expected: "a digit after the point") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard isDigit(peek()) else { throw Malformed(offset: index, expected: "a digit in the exponent") }
            skipDigits()
        }
        return start..<index
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    mutating func literal(_ word: StaticString) throws {
        let start = index
        for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard index < bytes.count, bytes[index] == byte else {
                throw Malformed(offset: start, expected: "\(word)")
            }
            index += 1
        }
    }

    mutating func expect(_ byte: UInt8) throws {
        guard index < bytes.count, bytes[index] == byte else {
            throw Malformed(offset: index, expected: "'\(Character(UnicodeScalar(byte)))'")
        }
        index += 1
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The next byte, 0 at the end. Members are called with blanks already skipped.
    package func peek() -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    package mutating func skipBlanks() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}
