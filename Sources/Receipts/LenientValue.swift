import Input

/// Reading the service's JSON (Input's `JSONValue`) field by field, taking each value in the
/// forms seen: numbers as numbers or numeric strings, text trimmed (empty is missing). Nothing
/// here throws: a field that cannot be read is nil, and the caller decides whether the item can
/// do without it. Numbers are read as Doubles: amounts go to kopecks by rounding, exact below
/// 10^13 rubles.
enum LenientValue {
    static func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?:
            let trimmed = text.trimmingWhitespace
            return trimmed.isEmpty ? nil : trimmed
        case .number?: return number(value).map(plain)
        default: return nil
        }
    }

    /// A number sent as a number; nil for a literal beyond a Double's range (1e400), as for
    /// anything else.
    static func number(_ value: JSONValue?) -> Double? {
        guard case .number(let literal)? = value, let number = Double(literal), number.isFinite else { return nil }
        return number
    }

    /// The elements of an array; nil for anything else.
    static func list(_ value: JSONValue?) -> [JSONValue]? {
        if case .array(let elements)? = value { return elements }
        return nil
    }

    /// Rubles as a number (89.9) or a string ("455.00", "455,00") -> kopecks.
    static func kopecks(_ value: JSONValue?) -> Int? {
        switch value {
        case .number?:
            guard let rubles = number(value), abs(rubles) < 1e13 else { return nil }
            return Int((rubles * 100).rounded())
        case .string(let text)?: return Money.kopecks(text)
        default: return nil
        }
    }

    /// A decimal as a number or a string, as its plain text ("2", "0.356").
    static func decimal(_ value: JSONValue?) -> String? {
        switch value {
        case .number?: return number(value).map(plain)
        case .string(let text)?:
            let trimmed = text.trimmingWhitespace.replacingOccurrences(of: ",", with: ".")
            guard let number = Double(trimmed), number.isFinite else { return nil }
            return plain(number)
        default: return nil
        }
    }

    static func int(_ value: JSONValue?) -> Int? {
        switch value {
        case .number?:
            guard let number = number(value), number == number.rounded(), abs(number) < 1e15 else { return nil }
            return Int(number)
        case .string(let text)?: return Int(text.trimmingWhitespace)
        default: return nil
        }
    }

    static func double(_ value: JSONValue?) -> Double? {
        switch value {
        case .number?: return number(value)
        case .string(let text)?: return Double(text.trimmingWhitespace).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }

    static func bool(_ value: JSONValue?) -> Bool? {
        switch value {
        case .bool(let flag)?: return flag
        case .string("true")?: return true
        case .string("false")?: return false
        case .number?: return number(value).map { $0 != 0 }
        default: return nil
        }
    }

    /// 2.0 -> "2", 0.356 -> "0.356" (the shortest text that reads back the same number).
    static func plain(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
