import PlotCore

/// A time format as strptime writes one (`%d.%m.%Y %H:%M`, `%Y%m%d`, `%b %d, %Y %I:%M %p`),
/// matched against a cell's bytes exactly: every literal character must be there, a blank
/// in the format stands for one or more blanks, and nothing may be left over. No String and
/// no DateFormatter a cell.
///
/// Directives: `%Y` (four digits), `%y` (two: 69-99 are 1969-1999, 00-68 are 2000-2068, as
/// POSIX says), `%m`, `%d`, `%H`, `%I` (1-12, with `%p`: AM or PM, any case), `%M`, `%S`
/// (one or two digits each; two when number directives stand side by side, so `%Y%m%d`
/// reads 20261123 and refuses 2026113), `%f` (a fraction of a second, 1 to 9 digits), `%b`, `%B`, `%h`
/// (English month names, full or three letters, any case), `%z` (`Z`, `+03:00`, `+0300`,
/// `+03`), `%F` (`%Y-%m-%d`), `%T` (`%H:%M:%S`) and `%%`. A format reads a year; a day needs
/// a month, a minute an hour, a second a minute. Without `%m` or `%d` a date is the month's
/// or the year's first day (`%Y-%m` reads monthly data).
public struct TimeFormat: Sendable, Equatable, CustomStringConvertible {
    /// The format as the user wrote it.
    public let text: String

    /// The year a two-digit year names, as POSIX's strptime reads `%y`: 69-99 are 1969-1999,
    /// 00-68 are 2000-2068.
    static func year(short value: Int) -> Int { value < 69 ? 2000 + value : 1900 + value }
    let pieces: [Piece]

    enum Field: Sendable, Equatable {
        case year, shortYear, month, day, hour, hour12, minute, second
    }

    enum Piece: Sendable, Equatable {
        case literal(UInt8)
        /// One or more blanks (a space or tab in the format).
        case blanks
        case number(Field, fewest: Int, most: Int)
        case fraction
        case monthName
        case meridiem
        case offset
    }

    /// The format as the user wrote it.
    public var description: String { text }

    /// The directives a user may write, for messages.
    static let directives = "%Y %y %m %d %H %I %M %S %f %p %b %B %z %F %T %%"

    /// - Throws: `TimeFormatError`, naming the directive that is wrong.
    public init(_ text: String) throws {
        self.text = text
        var pieces: [Piece] = []
        var read: [String: String] = [:]  // what each directive reads, so it is read once
        func add(_ piece: Piece, reads what: String, as directive: String) throws {
            if let earlier = read[what] {
                throw TimeFormatError(
                    earlier == directive
                        ? "\(directive) is there twice" : "\(directive) reads the \(what) again (after \(earlier))")
            }
            read[what] = directive
            pieces.append(piece)
        }
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else {
                if scalar == " " || scalar == "\t" {
                    if pieces.last != .blanks { pieces.append(.blanks) }
                } else {
                    pieces += String(scalar).utf8.map { .literal($0) }
                }
                continue
            }
            guard let letter = scalars.next() else {
                throw TimeFormatError("ends in a lone %: write %% for a percent sign")
            }
            let directive = "%" + String(letter)
            switch letter {
            case "Y": try add(.number(.year, fewest: 4, most: 4), reads: "year", as: directive)
            case "y": try add(.number(.shortYear, fewest: 2, most: 2), reads: "year", as: directive)
            case "m": try add(.number(.month, fewest: 1, most: 2), reads: "month", as: directive)
            case "b", "B", "h": try add(.monthName, reads: "month", as: directive)
            case "d": try add(.number(.day, fewest: 1, most: 2), reads: "day", as: directive)
            case "H": try add(.number(.hour, fewest: 1, most: 2), reads: "hour", as: directive)
            case "I": try add(.number(.hour12, fewest: 1, most: 2), reads: "hour", as: directive)
            case "M": try add(.number(.minute, fewest: 1, most: 2), reads: "minute", as: directive)
            case "S": try add(.number(.second, fewest: 1, most: 2), reads: "second", as: directive)
            case "f": try add(.fraction, reads: "fraction of a second", as: directive)
            case "p": try add(.meridiem, reads: "AM or PM", as: directive)
            case "z": try add(.offset, reads: "offset from UTC", as: directive)
            case "F":
                try add(.number(.year, fewest: 4, most: 4), reads: "year", as: directive)
                pieces.append(.literal(UInt8(ascii: "-")))
                try add(.number(.month, fewest: 1, most: 2), reads: "month", as: directive)
                pieces.append(.literal(UInt8(ascii: "-")))
                try add(.number(.day, fewest: 1, most: 2), reads: "day", as: directive)
            case "T":
                try add(.number(.hour, fewest: 1, most: 2), reads: "hour", as: directive)
                pieces.append(.literal(UInt8(ascii: ":")))
                try add(.number(.minute, fewest: 1, most: 2), reads: "minute", as: directive)
                pieces.append(.literal(UInt8(ascii: ":")))
                try add(.number(.second, fewest: 1, most: 2), reads: "second", as: directive)
            case "%": pieces.append(.literal(UInt8(ascii: "%")))
            default:
                throw TimeFormatError("\(directive) is not a directive (they are \(Self.directives))")
            }
        }
        guard read["year"] != nil else { throw TimeFormatError("reads no year: give %Y or %y") }
        for (what, needs, hint) in [
            ("day", "month", "%m or %b"), ("minute", "hour", "%H"), ("second", "minute", "%M"),
            ("fraction of a second", "second", "%S"),
        ] where read[what] != nil && read[needs] == nil {
            throw TimeFormatError("\(read[what]!) reads a \(what) but nothing reads the \(needs): give \(hint)")
        }
        if read["hour"] == "%I", read["AM or PM"] == nil {
            throw TimeFormatError("%I is an hour from 1 to 12: give %p for AM or PM too")
        }
        if read["AM or PM"] != nil, read["hour"] != "%I" {
            throw TimeFormatError("%p goes with %I, the hour from 1 to 12 (%H counts to 23 alone)")
        }
        // Number directives side by side each read all their digits: %Y%m%d.
        func isNumber(_ index: Int) -> Bool {
            guard pieces.indices.contains(index) else { return false }
            switch pieces[index] {
            case .number, .fraction: return true
            default: return false
            }
        }
        for index in pieces.indices where isNumber(index - 1) || isNumber(index + 1) {
            guard case .number(let field, _, let most) = pieces[index] else { continue }
            pieces[index] = .number(field, fewest: most, most: most)
        }
        self.pieces = pieces
    }

    /// The time a cell's bytes (blanks around them already trimmed) name: the seconds since
    /// 1970 of its civil date and time read as UTC, and the offset east of UTC it writes
    /// (`%z`), if any. nil when the bytes do not match the format or name no date.
    func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (local: Double, offset: Int?)? {
        var index = start
        var (year, month, day, hour, minute, second) = (0, 1, 1, 0, 0, 0)
        var fraction = 0.0
        var afternoon: Bool?
        var offset: Int?
        for piece in pieces {
            switch piece {
            case .literal(let byte):
                guard index < end, bytes[index] == byte else { return nil }
                index += 1
            case .blanks:
                let first = index
                while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                guard index > first else { return nil }
            case .number(let field, let fewest, let most):
                var value = 0
                var count = 0
                while count < most, index < end, bytes[index] &- 0x30 < 10 {
                    value = value * 10 + Int(bytes[index] &- 0x30)
                    count += 1
                    index += 1
                }
                guard count >= fewest else { return nil }
                switch field {
                case .year: year = value
                case .shortYear: year = Self.year(short: value)
                case .month: month = value
                case .day: day = value
                case .hour: hour = value
                case .hour12:
                    guard (1...12).contains(value) else { return nil }
                    hour = value
                case .minute: minute = value
                case .second: second = value
                }
            case .fraction:
                var scale = 0.1
                let first = index
                while index < end, index - first < 9, bytes[index] &- 0x30 < 10 {
                    fraction += Double(bytes[index] &- 0x30) * scale
                    scale /= 10
                    index += 1
                }
                guard index > first else { return nil }
            case .monthName:
                guard let named = EnglishMonths.match(bytes, &index, end: end) else { return nil }
                month = named
            case .meridiem:
                guard end - index >= 2, bytes[index + 1] | 0x20 == UInt8(ascii: "m") else { return nil }
                switch bytes[index] | 0x20 {
                case UInt8(ascii: "a"): afternoon = false
                case UInt8(ascii: "p"): afternoon = true
                default: return nil
                }
                index += 2
            case .offset:
                guard let east = Self.offset(bytes, &index, end) else { return nil }
                offset = east
            }
        }
        guard index == end, (1...12).contains(month), day >= 1, CivilTime.daysIn(month: month, year: year) >= day,
            hour < 24, minute < 60, second < 60
        else { return nil }
        if let afternoon { hour = hour % 12 + (afternoon ? 12 : 0) }
        let days = CivilTime.days(fromYear: year, month: month, day: day)
        return (Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction, offset)
    }

    /// `Z`, `+03:00`, `+0300` or `+03` (at most 14 hours, as `TimeParser` reads a zone):
    /// seconds east of UTC.
    private static func offset(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ end: Int) -> Int? {
        guard index < end else { return nil }
        if bytes[index] | 0x20 == UInt8(ascii: "z") {
            index += 1
            return 0
        }
        let sign: Int
        switch bytes[index] {
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: return nil
        }
        func twoDigits(_ at: Int) -> Int? {
            guard at + 2 <= end, bytes[at] &- 0x30 < 10, bytes[at + 1] &- 0x30 < 10 else { return nil }
            return Int(bytes[at] &- 0x30) * 10 + Int(bytes[at + 1] &- 0x30)
        }
        guard let hours = twoDigits(index + 1), hours <= 14 else { return nil }
        index += 3
        var minutes = 0
        let colon = index < end && bytes[index] == UInt8(ascii: ":")
        if let value = twoDigits(colon ? index + 1 : index) {
            guard value < 60 else { return nil }
            minutes = value
            index += colon ? 3 : 2
        } else if colon {
            return nil
        }
        return sign * (hours * 3600 + minutes * 60)
    }
}

/// A time format that cannot be used, worded for one line: what is wrong, naming the directive.
public struct TimeFormatError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the directive.
    public var message: String

    init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
