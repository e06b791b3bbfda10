import Foundation
import PlotCore

/// Reads dates and date-times straight from bytes into seconds since 1970-01-01T00:00:00Z:
/// no String, no DateFormatter (which costs microseconds a cell). The forms:
///
/// - ISO 8601: `2012-01-01`, `2012-01-01T10:00`, `2012-01-01 10:00:30.25`, with a zone or not:
///   `Z`, `+03:00`, `+0300`, `+03` (also ` UTC`/` GMT`); a month alone, `2012-01`, is its first day;
/// - slashes, year first: `2012/01/01`, `2010/01/01 00:00` (month and day may have one digit);
/// - day first with dots, as German and Russian spreadsheets write dates: `23.11.2026`,
///   `23.11.2026 14:05`, `1.3.2026 14:05:30`;
/// - `a/b/yyyy`, day first or month first as the column's `SlashOrder` says;
/// - English month names, full or three letters, any case: `Jan 1 2000`, `January 1, 2000`,
///   `1 January 2000`, `1-Jan-2000`, Excel's `01-Jan-12` (a two-digit year only so, read as
///   strptime's `%y`: 69-99 are 19xx, 00-68 are 20xx); each may be followed by a time of day;
/// - with `compactDigits`, `yyyymmdd`, `yyyymmddHH`, `yyyymmddHHMM` and `yyyymmddHHMMSS`.
///
/// With a `TimeFormat`, that format alone reads the cells. A time without a zone is in
/// `zone` (UTC when nil), read by `ZonedClock.instant(ofLocalSeconds:in:)`'s rule: a repeated
/// wall time is its first occurrence, a skipped one (a spring-forward gap) reads with the offset
/// before the change, as Python's `zoneinfo` with `fold=0` does; `skippedTimes` counts those.
struct TimeParser {
    private var zone: ZoneConverter?
    let reading: TimeReading
    /// What the last date read as `a/b/yyyy` showed of its order, with `SlashOrder.sampling`:
    /// set by a `parse` that succeeds, never cleared (a caller that asks clears it first).
    var lastSlashDate: SlashDate?
    /// How many wall times this parser read fell in a spring-forward gap of its zone.
    var skippedTimes: Int { zone?.skipped ?? 0 }
    static let utcNames: Set<String> = ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Universal", "Zulu"]

    /// - Parameter zone: where zone-less times are; nil or UTC for UTC.
    init(zone: TimeZone?, reading: TimeReading = TimeReading()) {
        if let zone, !Self.utcNames.contains(zone.identifier) {
            self.zone = ZoneConverter(zone)
        }
        self.reading = reading
    }

    /// The instant the cell names, or nil when it is not a date this parser reads (blanks around
    /// it allowed).
    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        if let format = reading.format { return formatted(format, bytes, range) }
        if range.count == 20, let instant = Self.utcStamp(bytes, at: range.lowerBound) { return instant }
        var cursor = Cursor(bytes: bytes, index: range.lowerBound, end: range.upperBound, slashes: reading.slashes)
        cursor.skipBlanks()
        while cursor.end > cursor.index, Cursor.isBlank(bytes[cursor.end - 1]) { cursor.end -= 1 }
        let start = cursor.index
        guard let date = cursor.date() else {
            return reading.compactDigits ? compact(bytes, start, cursor.end) : nil
        }
        guard let local = cursor.timeOfDay() else { return nil }
        let written = cursor.zone()
        guard cursor.index == cursor.end, let written else { return nil }
        guard CivilTime.daysIn(month: date.month, year: date.year) >= date.day else { return nil }
        if cursor.slashDate != nil { lastSlashDate = cursor.slashDate }
        let seconds =
            Double(CivilTime.days(fromYear: date.year, month: date.month, day: date.day) * 86_400) + local
        if case .offset(let east) = written { return seconds - Double(east) }
        return zone?.utc(fromLocal: seconds) ?? seconds
    }

    /// A cell read by the user's format alone.
    private mutating func formatted(_ format: TimeFormat, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
        -> Double?
    {
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, Cursor.isBlank(bytes[start]) { start += 1 }
        while end > start, Cursor.isBlank(bytes[end - 1]) { end -= 1 }
        guard let (local, offset) = format.read(bytes, from: start, to: end) else { return nil }
        if let offset { return local - Double(offset) }
        return zone?.utc(fromLocal: local) ?? local
    }

    /// `yyyymmdd`, `yyyymmddHH`, `yyyymmddHHMM` or `yyyymmddHHMMSS` (German weather service
    /// files write `yyyymmddHH`), in `zone`.
    private mutating func compact(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        guard [8, 10, 12, 14].contains(end - start) else { return nil }
        var parts = [0, 0, 0, 0, 0, 0]
        for index in start..<end {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return nil }
            let part = index - start < 4 ? 0 : (index - start - 4) / 2 + 1
            parts[part] = parts[part] * 10 + Int(digit)
        }
        let (year, month, day, hour, minute, second) = (parts[0], parts[1], parts[2], parts[3], parts[4], parts[5])
        guard (1...12).contains(month), day >= 1, CivilTime.daysIn(month: month, year: year) >= day, hour < 24,
            minute < 60, second < 60
        else { return nil }
        let local = Double(CivilTime.days(fromYear: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60)
        return zone?.utc(fromLocal: local + Double(second)) ?? local + Double(second)
    }
}

/// How one time column's cells are read, as the first walk decided (the zone is the table's).
struct TimeReading: Sendable, Equatable {
    /// How `a/b/yyyy` is read.
    var slashes: SlashOrder = .shown
    /// Whether digits alone are a compact date (`20261123`): only in a column the user said
    /// holds times, as a column of such numbers is read as numbers otherwise.
    var compactDigits = false
    /// The user's format, which then alone reads the cells.
    var format: TimeFormat?
}

extension TimeParser {
    /// `2012-01-01T10:00:30Z`, the commonest form in big files, read at its fixed places: the
    /// same instant the general walk finds, in a tenth of the time. nil for anything else.
    static func utcStamp(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Double? {
        guard let base = bytes.baseAddress.map({ $0 + start }), base[4] == 0x2D, base[7] == 0x2D, base[10] == 0x54,
            base[13] == 0x3A, base[16] == 0x3A, base[19] == 0x5A
        else { return nil }
        func number(_ offset: Int, _ count: Int) -> Int? {
            var value = 0
            for index in offset..<(offset + count) {
                let digit = base[index] &- 0x30
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
            let minute = number(14, 2), let second = number(17, 2), (1...12).contains(month), day >= 1,
            CivilTime.daysIn(month: month, year: year) >= day, hour < 24, minute < 60, second < 60
        else { return nil }
        let local = Double(hour * 3600 + minute * 60) + Double(second)
        return Double(CivilTime.days(fromYear: year, month: month, day: day) * 86_400) + local
    }
}

/// A walk over one cell's bytes.
private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    var end: Int
    let slashes: SlashOrder
    /// What an `a/b/yyyy` date read showed of its order.
    var slashDate: SlashDate?

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    var current: UInt8 { index < end ? bytes[index] : 0 }

    mutating func skipBlanks() {
        while index < end, Self.isBlank(bytes[index]) { index += 1 }
    }

    /// Up to `most` digits (at least one): their value and how many there were.
    mutating func digits(most: Int) -> (value: Int, count: Int)? {
        var value = 0
        var count = 0
        while index < end, count < most {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { break }
            value = value * 10 + Int(digit)
            count += 1
            index += 1
        }
        return count > 0 ? (value, count) : nil
    }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// Year, month and day, in any of the forms read; the cursor after the date.
    mutating func date() -> (year: Int, month: Int, day: Int)? {
        if let month = monthName() {
            // Jan 1 2000, January 1, 2000, Jan. 1 2000
            _ = skip(UInt8(ascii: "."))
            guard separator(), let day = digits(most: 2) else { return nil }
            _ = skip(UInt8(ascii: ","))
            guard separator(), let year = digits(most: 4), year.count == 4 else { return nil }
            return valid(year.value, month, day.value)
        }
        guard let first = digits(most: 4) else { return nil }
        if first.count == 4 {
            // 2012-01-01, 2012/1/1
            let mark = current
            guard mark == UInt8(ascii: "-") || mark == UInt8(ascii: "/") else { return nil }
            index += 1
            guard let month = digits(most: 2) else { return nil }
            // 2024-01, a month alone (monthly data): its first day. Only the whole cell, so
            // that 2024-01 10:00 is not read as a time of the first.
            if mark == UInt8(ascii: "-") && month.count == 2 && index == end {
                return valid(first.value, month.value, 1)
            }
            guard skip(mark), let day = digits(most: 2) else { return nil }
            if mark == UInt8(ascii: "-") && (month.count != 2 || day.count != 2) { return nil }
            return valid(first.value, month.value, day.value)
        }
        guard first.count <= 2 else { return nil }
        let mark = current
        if mark == UInt8(ascii: ".") || mark == UInt8(ascii: "/") {
            // 23.11.2026 (always day first), 23/11/2026 or 11/23/2026 (as the column says)
            index += 1
            guard let second = digits(most: 2), skip(mark), let year = digits(most: 4), year.count == 4 else {
                return nil
            }
            if mark == UInt8(ascii: ".") { return valid(year.value, second.value, first.value) }
            return slashed(first.value, second.value, year: year.value)
        }
        // 1 January 2000, 1-Jan-2000, and Excel's 01-Jan-12 (dd-Mon-yy: a two-digit year only
        // between hyphens, read as strptime's %y)
        let hyphen = current == UInt8(ascii: "-")
        guard separator(), let month = monthName() else { return nil }
        _ = skip(UInt8(ascii: "."))
        let hyphens = hyphen && current == UInt8(ascii: "-")
        _ = skip(UInt8(ascii: ","))
        guard separator(), let year = digits(most: 4) else { return nil }
        if year.count == 2 && hyphens { return valid(TimeFormat.year(short: year.value), month, first.value) }
        guard year.count == 4 else { return nil }
        return valid(year.value, month, first.value)
    }

    private func valid(_ year: Int, _ month: Int, _ day: Int) -> (Int, Int, Int)? {
        (1...12).contains(month) && day >= 1 ? (year, month, day) : nil
    }

    /// `a/b/year` in the order `slashes` says; with `.sampling`, any order, noted.
    private mutating func slashed(_ a: Int, _ b: Int, year: Int) -> (year: Int, month: Int, day: Int)? {
        switch slashes {
        case .dayFirst: return valid(year, b, a)
        case .monthFirst: return valid(year, a, b)
        case .shown, .sampling:
            if a > 12 && b <= 12 {
                slashDate = .dayFirst
                return valid(year, b, a)
            }
            guard a <= 12 else { return nil }
            slashDate = b > 12 ? .monthFirst : a == b ? .same : .either
            return slashDate == .either && slashes == .shown ? nil : valid(year, a, b)
        }
    }

    /// Blanks or one '-' between the parts of a date with a month name.
    private mutating func separator() -> Bool {
        if skip(UInt8(ascii: "-")) { return true }
        let start = index
        skipBlanks()
        return index > start
    }

    /// January...December or their first three letters (and "Sept"), any case: 1...12.
    private mutating func monthName() -> Int? { EnglishMonths.match(bytes, &index, end: end) }

    /// Seconds into the day: nothing (midnight), or 'T' or blanks then HH:MM[:SS[.fff]].
    mutating func timeOfDay() -> Double? {
        let start = index
        if !skip(UInt8(ascii: "T")) && !skip(UInt8(ascii: "t")) {
            skipBlanks()
            guard index > start, index < end, bytes[index] &- 0x30 < 10 else {
                index = start
                return 0
            }
        }
        guard let hour = digits(most: 2), hour.value < 24, skip(UInt8(ascii: ":")),
            let minute = digits(most: 2), minute.count == 2, minute.value < 60
        else { return nil }
        var seconds = Double(hour.value * 3600 + minute.value * 60)
        if skip(UInt8(ascii: ":")) {
            guard let second = digits(most: 2), second.count == 2, second.value < 60 else { return nil }
            seconds += Double(second.value)
            if skip(UInt8(ascii: ".")) || skip(UInt8(ascii: ",")) {
                var fraction = 0.0
                var scale = 0.1
                let first = index
                while index < end, bytes[index] &- 0x30 < 10 {
                    fraction += Double(bytes[index] &- 0x30) * scale
                    scale /= 10
                    index += 1
                }
                guard index > first else { return nil }
                seconds += fraction
            }
        }
        return seconds
    }

    enum Zone {
        /// The text names no zone.
        case unwritten
        /// Seconds east of UTC.
        case offset(Int)
    }

    /// The zone written after the time, or nil when what follows is not one.
    mutating func zone() -> Zone? {
        let start = index
        skipBlanks()
        if index == end { return .unwritten }
        if skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) { return .offset(0) }
        if end - index == 3,
            bytes[index...].prefix(3).elementsEqual("UTC".utf8) || bytes[index...].prefix(3).elementsEqual("GMT".utf8)
        {
            index = end
            return .offset(0)
        }
        guard index > start || current == UInt8(ascii: "+") || current == UInt8(ascii: "-") else { return nil }
        let sign = current == UInt8(ascii: "-") ? -1 : 1
        guard skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-")), let hours = digits(most: 2), hours.count == 2,
            hours.value <= 14
        else { return nil }
        var minutes = 0
        if index < end {
            _ = skip(UInt8(ascii: ":"))
            guard let value = digits(most: 2), value.count == 2, value.value < 60 else { return nil }
            minutes = value.value
        }
        return .offset(sign * (hours.value * 3600 + minutes * 60))
    }
}

/// Local civil seconds to UTC in one IANA zone, by `ZonedClock`'s one rule (a repeated wall
/// time is its first occurrence, a skipped one reads with the offset before the change, as
/// Python's `zoneinfo` with `fold=0`), remembering a span of instants after the last lookup in
/// which the offset does not change: a file's times mostly follow one another, so a lookup is
/// needed about twice a year of data, not once a cell.
///
/// The span starts at the instant the last lookup found, never earlier: that instant is a first
/// occurrence, so no wall time read inside the span is the second of a repeated pair, and the
/// offset kept is the one the zone has at that instant (in a gap, the offset after the change:
/// keeping the one before read every later row an hour off).
private struct ZoneConverter {
    let zone: TimeZone
    var validFrom = Double.infinity
    var validUntil = -Double.infinity
    var offset = 0.0
    /// How many wall times read fell in a gap (the clocks skipped them).
    var skipped = 0

    init(_ zone: TimeZone) { self.zone = zone }

    mutating func utc(fromLocal local: Double) -> Double {
        let guess = local - offset
        if guess >= validFrom && guess < validUntil { return guess }
        let instant = ZonedClock.instant(ofLocalSeconds: local, in: zone)
        offset = Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
        if instant + offset != local { skipped += 1 }
        validFrom = instant
        validUntil =
            zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: instant))?.timeIntervalSince1970
            ?? .infinity
        return instant
    }
}
