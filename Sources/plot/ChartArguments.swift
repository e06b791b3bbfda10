import ArgumentParser
import Foundation
import Input
import PlotCore
import PlotRender
import Points

/// The smoothing curves a user can name.
enum SmoothKind: String, CaseIterable, ExpressibleByArgument {
    case monotone
    case catmullRom = "catmull-rom"
    case linear
}

/// `--smooth`'s value as typed, checked by the command: a word after a bare `--smooth` is taken
/// as its value (the command has no positional arguments), and a wrong one must be refused with
/// the list of kinds, not quietly read as a bare `--smooth`, which ArgumentParser would do for
/// a value its type refuses.
struct SmoothArgument: ExpressibleByArgument, CustomStringConvertible {
    let text: String

    init(argument: String) { text = argument }
    init(_ kind: SmoothKind) { text = kind.rawValue }

    static var allValueStrings: [String] { SmoothKind.allValueStrings }
    var defaultValueDescription: String { text }
    var description: String { text }

    func kind() throws -> SmoothKind {
        guard let kind = SmoothKind(rawValue: text) else {
            throw ValidationError(
                "--smooth must be monotone, catmull-rom or linear (got '\(text)')")
        }
        return kind
    }
}

enum Orientation: String, CaseIterable, ExpressibleByArgument {
    case portrait
    case landscape
}

/// PNG compression: the measured default, or the smallest files.
/// `--facet-y`: one y scale for every panel, or each panel its own.
enum FacetY: String, CaseIterable, ExpressibleByArgument {
    case shared, free
}

enum PNGCompression: String, CaseIterable, ExpressibleByArgument {
    case fast
    case smallest

    var encoder: PNGEncoder { self == .fast ? .fast : .smallest }
}

extension MarkerMode: ExpressibleByArgument {}
extension PaletteName: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}

/// `--x-range A..B`, `--y-range A..B`: two numbers, or on a time axis two dates or date-times
/// in the forms a table's time cells take (`2012-03-01..2012-06-30`,
/// `2012-03-01T10:00..2012-03-01T14:30`). `..` because ':' is inside every time of day; the
/// older `A:B` still reads two numbers. Checked by the command, which knows the time zone and
/// can say which bound is wrong.
struct RangeArgument: ExpressibleByArgument {
    let text: String

    init(argument: String) { text = argument }

    /// A range as read: its interval (seconds since 1970 for times), and whether it was given in times.
    struct Bounds {
        var interval: Interval
        var isTime: Bool
    }

    /// The bounds; `timeZone` nil reads numbers only (the y axis, the points chart). A bound
    /// that matches `format` is a time, even one that reads as a number (`20261123`).
    func bounds(option: String, timeZone: TimeZone?, format: TimeFormat? = nil) throws -> Bounds {
        let parts: [String]
        if text.contains("..") {
            parts = text.components(separatedBy: "..")
        } else {
            // A:B of numbers, as before `..`.
            parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, parts.allSatisfy({ Double($0) != nil }) else {
                throw ValidationError(
                    "\(option) \(text): give A..B, two numbers"
                        + (timeZone == nil ? "" : " or two dates or times (2012-03-01..2012-06-30)"))
            }
        }
        guard parts.count == 2 else {
            throw ValidationError("\(option) \(text): give A..B, with one '..' between the two bounds")
        }
        let values = try parts.map {
            try Self.bound($0, option: option, text: text, timeZone: timeZone, format: format)
        }
        guard values[0].isTime == values[1].isTime else {
            throw ValidationError("\(option) \(text): give both bounds as numbers or both as dates")
        }
        let (low, high) = (values[0].value, values[1].value)
        guard low < high else {
            throw ValidationError(
                "\(option) \(text) is empty: A must be \(values[0].isTime ? "before" : "less than") B")
        }
        guard (high - low).isFinite else { throw ValidationError("\(option) is wider than numbers can hold") }
        return Bounds(interval: Interval(low, high), isTime: values[0].isTime)
    }

    func interval(option: String) throws -> Interval { try bounds(option: option, timeZone: nil).interval }

    /// One bound as typed (of `text`, the whole argument, for messages): a number, or with a
    /// `timeZone` a date or time (by `format` first).
    static func bound(_ typed: String, option: String, text: String, timeZone: TimeZone?, format: TimeFormat?)
        throws -> (value: Double, isTime: Bool)
    {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        if let timeZone, let format, let seconds = TimeText.seconds(trimmed, timeZone: timeZone, format: format) {
            return (seconds, true)
        }
        if let number = Double(trimmed), number.isFinite { return (number, false) }
        if let timeZone, let seconds = TimeText.seconds(trimmed, timeZone: timeZone) { return (seconds, true) }
        if trimmed.isEmpty { throw ValidationError("\(option) \(text): a bound is missing (give A..B)") }
        if timeZone != nil, TimeText.isAmbiguous(trimmed) {
            throw ValidationError(
                "\(option): '\(trimmed)' is ambiguous: day first or month first? Write it year first (2026-02-01)")
        }
        throw ValidationError(
            timeZone == nil
                ? "\(option): '\(trimmed)' is not a number"
                : "\(option): '\(trimmed)' is neither a number nor a date or time (2012-03-01, 2012-03-01T10:00, Jan 1 2012)"
        )
    }
}

/// `--center X,Y`: two numbers, or on a time axis a date or date-time and a number
/// (`2014-07-01,20`), split at the last comma. Read by the command, which knows the time zone,
/// as `--x-range`'s bounds are.
struct PointArgument: ExpressibleByArgument {
    /// As typed, for a message about it.
    let text: String

    init(argument: String) { text = argument }

    /// The point (x in seconds since 1970 when it is a time), and whether x was given as a time.
    func point(timeZone: TimeZone?, format: TimeFormat?) throws -> (point: Point, xIsTime: Bool) {
        let forms = timeZone == nil ? "two numbers" : "two numbers, or a date and a number (2014-07-01,20)"
        guard let comma = text.lastIndex(of: ","),
            let y = Double(text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces)), y.isFinite,
            !text[..<comma].trimmingCharacters(in: .whitespaces).isEmpty
        else { throw ValidationError("--center \(text): give X,Y: \(forms)") }
        let x = try RangeArgument.bound(
            String(text[..<comma]), option: "--center", text: text, timeZone: timeZone, format: format)
        return (Point(x.value, y), x.isTime)
    }
}

/// `--size WxH`, in whole units from 16 to 20000 a side.
struct SizeArgument: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        guard let size = PageSpec.parseSize(argument) else { return nil }
        self.size = size
    }
}

extension PointCount {
    /// `--count N`, refused with its range.
    static func parse(_ text: String) throws -> PointCount {
        guard let number = Int(text), let count = PointCount(number) else {
            throw ValidationError("a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return count
    }
}

struct InputFormatArgument: ExpressibleByArgument {
    let format: TableFormat
    init?(argument: String) {
        guard let format = TableFormat(rawValue: argument.lowercased()) else { return nil }
        self.format = format
    }
    static var allValueStrings: [String] { TableFormat.allCases.map(\.rawValue) }
}
