/// Text written like a date that `TimeParser` may not read (`2024-13-45`, `1/2/2024 09:30 AM`),
/// and the time formats that would read such text. The first walk asks about the cells of a
/// column that are neither numbers nor times: a column of dates with a few bad ones is still a
/// time column (its bad cells named), and one whose dates are in a form not read gets an error
/// that offers a format, rather than becoming categories without a word.
enum DateShape {
    /// Whether `text` starts as a date does: a four-digit year first (`2024-13-45`, `2024/1/2`,
    /// `2024.01.02`, `2024-13`), a four-digit year last (`1/2/2024`, `31.02.2024`,
    /// `1-2-2024`), a two-digit year last after slashes (`1/2/24`), or an English month name
    /// beside a day (`Jan 1`, `1 Jan`, `1-Jan-24`). What follows (a time, AM/PM, a zone) is
    /// not looked at. Version numbers (`1.2.3`), phone numbers and ids (`12-34-56`) are not dates.
    static func looksLikeDate(_ text: String) -> Bool {
        let bytes = Array(text.trimmingWhitespace.utf8)
        if numericDate(bytes) != nil { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            if EnglishMonths.match(buffer, &index, end: buffer.count) != nil {
                while index < buffer.count, [0x2E, 0x20, 0x2D, 0x2C].contains(buffer[index]) { index += 1 }
                return index < buffer.count && buffer[index] &- 0x30 < 10
            }
            while index < buffer.count, index < 2, buffer[index] &- 0x30 < 10 { index += 1 }
            guard index > 0, index < buffer.count, buffer[index] == 0x20 || buffer[index] == 0x2D else { return false }
            index += 1
            return EnglishMonths.match(buffer, &index, end: buffer.count) != nil
        }
    }

    /// The formats, `TimeFormat`'s directives, that read text written as `text` is - its date
    /// (both orders when `a/b/yyyy` does not show which), then a time of day (`%I` with `%p`
    /// beside AM or PM), a fraction, a zone - those that read `text` itself first. Empty when
    /// the text has a part no directive reads.
    static func formats(like text: String) -> [String] {
        let trimmed = Array(text.trimmingWhitespace.utf8)
        guard let (dates, rest) = datePart(trimmed), let time = timePart(Array(trimmed[rest...])) else { return [] }
        let all = dates.map { $0 + time }
        let reading = all.filter { reads($0, trimmed) }
        return reading.isEmpty ? all : reading
    }

    /// The day-first and month-first formats of `a/b/yyyy` text, whatever its numbers show
    /// (`SlashEvidence` offers both when a column's dates disagree).
    static func bothOrders(like text: String) -> [String] {
        let trimmed = Array(text.trimmingWhitespace.utf8)
        guard let date = numericDate(trimmed), date.kind == .yearLast else { return [] }
        let time = timePart(Array(trimmed[date.end...])) ?? ""
        return [date.format(dayFirst: true), date.format(dayFirst: false)].map { $0 + time }
    }

    private static func reads(_ format: String, _ text: [UInt8]) -> Bool {
        guard let parsed = try? TimeFormat(format) else { return false }
        return text.withUnsafeBufferPointer { parsed.read($0, from: 0, to: $0.count) != nil }
    }

    private struct NumericDate {
        enum Kind { case yearFirst, yearMonth, yearLast }
        var kind: Kind
        var separator: UInt8
        var first: (value: Int, count: Int)
        var second: Int
        var yearDigits: Int
        /// Where the date ends.
        var end: Int

        func format(dayFirst: Bool) -> String {
            let mark = String(UnicodeScalar(separator))
            switch kind {
            case .yearFirst: return ["%Y", "%m", "%d"].joined(separator: mark)
            case .yearMonth: return "%Y" + mark + "%m"
            case .yearLast:
                let year = yearDigits == 4 ? "%Y" : "%y"
                return (dayFirst ? ["%d", "%m", year] : ["%m", "%d", year]).joined(separator: mark)
            }
        }

        /// Dotted dates are day first; slashed ones as their numbers show, else both orders.
        var formats: [String] {
            guard kind == .yearLast, separator != UInt8(ascii: ".") else { return [format(dayFirst: true)] }
            if first.value > 12 && second <= 12 { return [format(dayFirst: true)] }
            if second > 12 && first.value <= 12 { return [format(dayFirst: false)] }
            return [format(dayFirst: true), format(dayFirst: false)]
        }
    }

    /// A date of digits at the start, as `looksLikeDate` describes.
    private static func numericDate(_ bytes: [UInt8]) -> NumericDate? {
        var index = 0
        func digits(_ most: Int) -> (value: Int, count: Int)? {
            var value = 0
            let start = index
            while index < bytes.count, index - start < most, bytes[index] &- 0x30 < 10 {
                value = value * 10 + Int(bytes[index] &- 0x30)
                index += 1
            }
            return index > start ? (value, index - start) : nil
        }
        guard let first = digits(4), index < bytes.count else { return nil }
        let mark = bytes[index]
        guard [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")].contains(mark) else { return nil }
        index += 1
        guard let second = digits(2) else { return nil }
        let ends = { index == bytes.count || bytes[index] == 0x20 || bytes[index] == UInt8(ascii: "T") }
        guard index < bytes.count, bytes[index] == mark else {
            guard first.count == 4, mark == UInt8(ascii: "-"), second.count == 2, ends() else { return nil }
            return NumericDate(
                kind: .yearMonth, separator: mark, first: first, second: second.value, yearDigits: 4, end: index)
        }
        index += 1
        guard let third = digits(4), ends() else { return nil }
        if first.count == 4 && third.count <= 2 {
            return NumericDate(
                kind: .yearFirst, separator: mark, first: first, second: second.value, yearDigits: 4, end: index)
        }
        guard first.count <= 2, third.count == 4 || (third.count == 2 && mark == UInt8(ascii: "/")) else { return nil }
        return NumericDate(
            kind: .yearLast, separator: mark, first: first, second: second.value, yearDigits: third.count, end: index)
    }

    /// The date's formats and where the rest of the text starts.
    private static func datePart(_ bytes: [UInt8]) -> ([String], Int)? {
        if let date = numericDate(bytes) { return (date.formats, date.end) }
        // A month name beside a day: Jan 1, 2000 / 1 January 2000 / 01-Jan-12.
        var format = ""
        var index = 0
        var sawYear = false
        var sawMonth = false
        while index < bytes.count, !sawYear {
            let byte = bytes[index]
            if byte &- 0x30 < 10 {
                let start = index
                while index < bytes.count, bytes[index] &- 0x30 < 10 { index += 1 }
                switch index - start {
                case 1...2 where sawMonth && bytes[start - 1] == UInt8(ascii: "-") && format.hasPrefix("%d"):
                    format += "%y"
                    sawYear = true
                case 1...2: format += "%d"
                case 4:
                    format += "%Y"
                    sawYear = true
                default: return nil
                }
            } else if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") {
                let start = index
                let month = bytes.withUnsafeBufferPointer { EnglishMonths.match($0, &index, end: $0.count) }
                guard month != nil, !sawMonth else { return nil }
                format += index - start == 3 ? "%b" : "%B"
                sawMonth = true
            } else if [0x20, 0x2C, 0x2E, 0x2D].contains(byte) {
                format += String(UnicodeScalar(byte))
                index += 1
            } else {
                return nil
            }
        }
        guard sawYear, sawMonth else { return nil }
        return ([format], index)
    }

    /// The format of what follows a date: a time of day, AM or PM, a fraction, a zone, and the
    /// blanks and marks between them; nil when a part is none of those.
    private static func timePart(_ bytes: [UInt8]) -> String? {
        let meridiem = bytes.indices.contains { index in
            index + 1 < bytes.count && [UInt8(ascii: "a"), UInt8(ascii: "p")].contains(bytes[index] | 0x20)
                && bytes[index + 1] | 0x20 == UInt8(ascii: "m")
                && (index + 2 == bytes.count
                    || !((bytes[index + 2] | 0x20) >= 0x61 && (bytes[index + 2] | 0x20) <= 0x7A))
        }
        var format = ""
        var index = 0
        var clock = 0  // hour, minute, second read so far
        while index < bytes.count {
            let byte = bytes[index]
            if byte &- 0x30 < 10 {
                while index < bytes.count, bytes[index] &- 0x30 < 10 { index += 1 }
                if clock >= 3 || (clock > 0 && format.last != ":") {
                    guard format.last == "." || format.last == ",", clock == 3 else { return nil }
                    format += "%f"
                    continue
                }
                format += ["%H", "%M", "%S"][clock]
                if clock == 0 && meridiem { format = String(format.dropLast(2)) + "%I" }
                clock += 1
            } else if byte == UInt8(ascii: "+") || (byte == UInt8(ascii: "-") && clock > 0) || byte == UInt8(ascii: "Z")
            {
                index += 1
                while index < bytes.count, bytes[index] &- 0x30 < 10 || bytes[index] == UInt8(ascii: ":") { index += 1 }
                format += "%z"
            } else if meridiem, index + 1 < bytes.count, (byte | 0x20) == 0x61 || (byte | 0x20) == 0x70,
                (bytes[index + 1] | 0x20) == 0x6D
            {
                format += "%p"
                index += 2
            } else if [0x20, 0x3A, 0x2E, 0x2C, UInt8(ascii: "T")].contains(byte) {
                format += String(UnicodeScalar(byte))
                index += 1
            } else {
                return nil
            }
        }
        return format
    }
}
