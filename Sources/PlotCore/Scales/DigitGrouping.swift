extension NumberText {
    /// A whole number with its digits in groups of three: 13402 -> "13 402" (a no-break space,
    /// as Russian pages write it) or "13,402". `minus` is the sign a page uses.
    package static func grouped(_ value: Int, separator: String, minus: String = "−") -> String {
        (value < 0 ? minus : "") + groupDigits(String(value.magnitude), separator: separator)
    }

    /// Plain digits with `separator` between groups of three from the right.
    static func groupDigits(_ digits: some StringProtocol, separator: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return result
    }
}
