import Foundation

/// Amounts written with a currency sign, as spreadsheets export them: `$12,450.00`,
/// `€1.234,56`, `12 450,00 ₽`, `-$3.50`, `$-3.50`, `CHF 1'234.50`... Read only where a plain
/// number did not read (`CellConverter.number`'s fallback), so a file of plain numbers pays
/// nothing for it.
///
/// - The sign: any Unicode currency symbol (`$ € £ ¥ ₽ ₹ ₩`...), before or after the number,
///   with or without a blank, up to three capital letters before it (`US$`, `R$`); or an ISO
///   4217 code instead, a blank apart from the number (`USD 12.50`, `12,50 EUR`): identifiers
///   such as a weather station's `USW00094728`, `SKU001` or `ABC123` are no amounts.
/// - A minus before or after the sign (`-$3.50`, `$-3.50`, `−3,50 €`), or the accountants'
///   parentheses: `($3.50)` is -3.50, as Excel's accounting format writes a negative amount.
/// - The decimal mark is the last `.` or `,` unless exactly three digits follow it and it is
///   the only mark (`$1,000` is a thousand, `€1.234` too: amounts have 0 or 2 decimals); the
///   other mark, blanks (also no-break and thin spaces) and `'` group thousands, every group
///   three digits.
enum CurrencyAmount {
    /// The amount, or nil when the text is not one amount with a currency sign.
    static func value(_ text: String) -> Double? { parse(text)?.value }

    /// The sign the amount is written with (`$`, `€`, `USD`), for telling currencies apart.
    static func sign(_ text: String) -> String? { parse(text)?.sign }

    private static func parse(_ text: String) -> (value: Double, sign: String)? {
        var scalars = Array(text.unicodeScalars)
        trim(&scalars)
        var negative = false
        if scalars.first == "(", scalars.last == ")" {
            negative = true
            scalars.removeFirst()
            scalars.removeLast()
            trim(&scalars)
        }
        if takeMinus(&scalars, fromEnd: false) { negative = true }
        guard let sign = takeSign(&scalars) else { return nil }
        trim(&scalars)
        if takeMinus(&scalars, fromEnd: false) || takeMinus(&scalars, fromEnd: true) { negative = true }
        guard let magnitude = number(scalars) else { return nil }
        return (negative ? -magnitude : magnitude, sign)
    }

    /// The ISO 4217 codes of currencies in use, without the X codes (gold, funds, tests: XAU,
    /// XXX) that name no money a spreadsheet totals.
    private static let isoCodes = Set(Locale.commonISOCurrencyCodes.filter { !$0.hasPrefix("X") })

    /// The sign at either end, taken off; nil when there is none, or one at both ends.
    private static func takeSign(_ scalars: inout [Unicode.Scalar]) -> String? {
        // An ISO code alone is a word of its own: `next` is the scalar beside it.
        func symbolRun(_ run: ArraySlice<Unicode.Scalar>, next: Unicode.Scalar?) -> Bool {
            guard let symbol = run.firstIndex(where: { $0.properties.generalCategory == .currencySymbol }) else {
                return isoCodes.contains(String(String.UnicodeScalarView(run)))
                    && next?.properties.isWhitespace == true
            }
            let letters = run[run.startIndex..<symbol]
            return letters.count <= 3 && letters.allSatisfy { ("A"..."Z").contains($0) }
                && run[symbol...].count == 1
        }
        let isSignScalar = { (scalar: Unicode.Scalar) in
            scalar.properties.generalCategory == .currencySymbol || ("A"..."Z").contains(scalar)
        }
        let front = scalars.prefix(while: isSignScalar)
        let back = scalars.reversed().prefix(while: isSignScalar)
        switch (front.isEmpty, back.isEmpty) {
        case (false, true) where symbolRun(front, next: scalars.dropFirst(front.count).first):
            scalars.removeFirst(front.count)
            return String(String.UnicodeScalarView(front))
        case (true, false):
            let run = scalars.suffix(back.count)
            guard symbolRun(run, next: scalars.dropLast(back.count).last) else { return nil }
            scalars.removeLast(back.count)
            return String(String.UnicodeScalarView(run))
        default: return nil
        }
    }

    private static func takeMinus(_ scalars: inout [Unicode.Scalar], fromEnd: Bool) -> Bool {
        let isMinus = { (scalar: Unicode.Scalar?) in scalar == "-" || scalar == "\u{2212}" }
        if fromEnd {
            guard isMinus(scalars.last) else { return false }
            scalars.removeLast()
        } else {
            guard isMinus(scalars.first) else { return false }
            scalars.removeFirst()
        }
        trim(&scalars)
        return true
    }

    private static func trim(_ scalars: inout [Unicode.Scalar]) {
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    }

    /// Digits grouped in thousands with a decimal mark, as the type's doc says.
    private static func number(_ scalars: [Unicode.Scalar]) -> Double? {
        guard let first = scalars.first, ("0"..."9").contains(first) else { return nil }
        let marks = scalars.indices.filter { scalars[$0] == "." || scalars[$0] == "," }
        let spaced = scalars.contains { $0.properties.isWhitespace || $0 == "'" || $0 == "\u{2019}" }
        var point: Int?
        if let last = marks.last {
            let kinds = Set(marks.map { scalars[$0] })
            let after = scalars.count - last - 1
            if kinds.count == 2 {
                // The last mark is the decimal one and there is one of it.
                guard marks.filter({ scalars[$0] == scalars[last] }).count == 1 else { return nil }
                point = last
            } else if marks.count == 1 && (after != 3 || spaced) {
                point = last
            }
        }
        let whole = scalars[..<(point ?? scalars.count)]
        var groups: [[Unicode.Scalar]] = [[]]
        for scalar in whole {
            if ("0"..."9").contains(scalar) {
                groups[groups.count - 1].append(scalar)
            } else {
                groups.append([])
            }
        }
        guard groups.allSatisfy({ !$0.isEmpty }),
            groups.count == 1 || ((1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 })
        else { return nil }
        // Grouped by one kind of mark only: blanks and quotes alike, or the one punctuation mark.
        let separators = Set(whole.filter { !("0"..."9").contains($0) }.map { $0 == "." || $0 == "," ? $0 : " " })
        guard separators.count <= 1 else { return nil }
        var digits = String(String.UnicodeScalarView(groups.joined()))
        if let point {
            let fraction = scalars[(point + 1)...]
            guard !fraction.isEmpty, fraction.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
            digits += "." + String(String.UnicodeScalarView(fraction))
        }
        return Double(digits)
    }
}
