/// Amounts in kopecks, read from the service's text and written for the page.
public enum Money {
    /// "455", "455.00", "455,5", "1 498.00" -> kopecks; nil unless rubles with at most two decimals.
    public static func kopecks(_ text: String) -> Int? {
        var cleaned = text.filter { $0 != " " && $0 != "\u{00A0}" && $0 != "\u{202F}" }
        cleaned = cleaned.replacingOccurrences(of: ",", with: ".")
        let negative = cleaned.hasPrefix("-")
        if negative { cleaned.removeFirst() }
        let parts = cleaned.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts[0].count <= 13,
            parts[0].allSatisfy({ $0.isASCII && $0.isNumber }), let whole = Int(parts[0])
        else { return nil }
        var fraction = 0
        if parts.count == 2 {
            guard (1...2).contains(parts[1].count), parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
                let digits = Int(parts[1])
            else { return nil }
            fraction = parts[1].count == 1 ? digits * 10 : digits
        }
        let value = whole * 100 + fraction
        return negative ? -value : value
    }
}
