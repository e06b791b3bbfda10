/// Reading the service's JSON field by field, taking each value in the forms seen: numbers as
/// numbers or numeric strings, text trimmed (empty is missing). Nothing here throws: a field
/// that cannot be read is nil, and the caller decides whether the item can do without it.
enum LenientValue {
    static func text(_ value: WireJSON?) -> String? {
        switch value {
        case .string(let text)?:
            let trimmed = text.trimmingWhitespace
            return trimmed.isEmpty ? nil : trimmed
        case .number(let number)?: return plain(number)
        default: return nil
        }
    }

    /// Rubles as a number (89.9) or a string ("455.00", "455,00") -> kopecks.
    static func kopecks(_ value: WireJSON?) -> Int? {
        switch value {
        case .number(let rubles)?:
            guard rubles.isFinite, abs(rubles) < 1e13 else { return nil }
            return Int((rubles * 100).rounded())
        case .string(let text)?: return Money.kopecks(text)
        default: return nil
        }
    }

    /// A decimal as a number or a string, as its plain text ("2", "0.356").
    static func decimal(_ value: WireJSON?) -> String? {
        switch value {
        case .number(let number)?: return number.isFinite ? plain(number) : nil
        case .string(let text)?:
            let trimmed = text.trimmingWhitespace.replacingOccurrences(of: ",", with: ".")
            guard let number = Double(trimmed), number.isFinite else { return nil }
            return plain(number)
        default: return nil
        }
    }

    static func int(_ value: WireJSON?) -> Int? {
        switch value {
        case .number(let number)?:
            guard number.isFinite, number == number.rounded(), abs(number) < 1e15 else { return nil }
            return Int(number)
        case .string(let text)?: return Int(text.trimmingWhitespace)
        default: return nil
        }
    }

    static func double(_ value: WireJSON?) -> Double? {
        switch value {
        case .number(let number)?: return number.isFinite ? number : nil
        case .string(let text)?: return Double(text.trimmingWhitespace).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }

    static func bool(_ value: WireJSON?) -> Bool? {
        switch value {
        case .bool(let flag)?: return flag
        case .string("true")?: return true
        case .string("false")?: return false
        case .number(let number)?: return number != 0
        default: return nil
        }
    }

    /// 2.0 -> "2", 0.356 -> "0.356" (the shortest text that reads back the same number).
    static func plain(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
