/// A parsed JSON value that keeps each number as the text it was sent as, so an amount such as
/// 100000000.00001 is never rounded through a Double on its way to the page. For small answers
/// (a service's envelope); large files are streamed through `JSONScanner` instead.
package indirect enum JSONValue: Sendable, Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    /// The number's literal text, e.g. "10.50" or "2.5e3".
    case number(String)
    case bool(Bool)
    case null

    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The one JSON value in `bytes` (a byte order mark and blanks around it allowed).
    /// Throws `JSONScanner.Malformed` for anything that is not strict JSON.
    package static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            let value = try scanner.value()
            try scanner.finish()
            return value
        }
    }
}

extension JSONScanner {
    /// The value at the scanner as a tree. In an object a repeated key's last value wins.
    package mutating func value() throws -> JSONValue {
        skipBlanks()
        switch peek() {
        case UInt8(ascii: "{"):
            var members: [String: JSONValue] = [:]
            try object { scanner, key in members[key] = try scanner.value() }
            return .object(members)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try array { elements.append(try $0.value()) }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(text(try numberRange()))
        default: throw Malformed(offset: index, expected: "a value")
        }
    }
}
