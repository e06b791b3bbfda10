import PlotCore

/// A decimal number kept as text, so it is shown exactly as sent: 100000000.00001 stays so,
/// where a Double would print 100000000.00000999. Leading zeros of the whole part and trailing
/// zeros of the fraction are trimmed (10.50 -> 10.5, 5.0 -> 5); an exponent is written out
/// (2.5e3 -> 2500).
public struct DecimalText: Sendable, Equatable, CustomStringConvertible {
    /// Plain ASCII: an optional "-", digits, and optionally "." and more digits.
    public let text: String

    /// Exponents beyond this make no amount anyone pays; refusing them bounds the text's length.
    static let maxExponent = 400

    /// Reads "12", "-0.50", "+3", ".5", "1e-3", "2.5E+3"; nil for anything else
    /// (NaN, infinity, hex, decimal commas, empty text).
    public init?(_ literal: some StringProtocol) {
        var characters = Substring(literal.trimmingASCIIWhitespace)
        var negative = false
        if let sign = characters.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            characters = characters.dropFirst()
        }
        var mantissa = characters
        var exponent = 0
        if let mark = characters.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = characters[..<mark]
            var rest = characters[characters.index(after: mark)...]
            var exponentNegative = false
            if let sign = rest.first, sign == "-" || sign == "+" {
                exponentNegative = sign == "-"
                rest = rest.dropFirst()
            }
            guard !rest.isEmpty, rest.count <= 4, rest.allSatisfy(\.isASCIIDigit), let value = Int(rest),
                value <= Self.maxExponent
            else { return nil }
            exponent = exponentNegative ? -value : value
        }
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), whole.allSatisfy(\.isASCIIDigit),
            fraction.allSatisfy(\.isASCIIDigit)
        else { return nil }
        // Shift the point by the exponent over the digits.
        var digits = Array(whole + fraction)
        var point = whole.count + exponent
        if point < 0 {
            digits.insert(contentsOf: repeatElement("0", count: -point), at: 0)
            point = 0
        }
        if point > digits.count { digits.append(contentsOf: repeatElement("0", count: point - digits.count)) }
        var integerPart = String(digits[..<point]).drop { $0 == "0" }
        if integerPart.isEmpty { integerPart = "0" }
        let magnitude = "\(integerPart).\(String(digits[point...]))".trimmingZeros
        text = negative && magnitude != "0" ? "-" + magnitude : magnitude
    }

    public var description: String { text }

    public var isNegative: Bool { text.hasPrefix("-") }

    /// The whole part, for values that must be integers (e.g. a time in seconds); nil when it
    /// has more digits than an Int64 holds.
    public var wholePart: Int64? {
        Int64(text.split(separator: ".", maxSplits: 1)[0])
    }

    /// For the page: a typographic minus, as the rest of PlotKit shows negative numbers.
    public var display: String { isNegative ? "\u{2212}" + text.dropFirst() : text }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingASCIIWhitespace: SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
