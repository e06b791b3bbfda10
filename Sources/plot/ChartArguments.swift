import ArgumentParser
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
enum PNGCompression: String, CaseIterable, ExpressibleByArgument {
    case fast
    case smallest

    var encoder: PNGEncoder { self == .fast ? .fast : .smallest }
}

extension MarkerMode: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}

/// `--x-range A:B`, `--y-range A:B`: two finite numbers. That A < B is the command's check,
/// so the message can say which range is empty.
struct RangeArgument: ExpressibleByArgument {
    let low: Double
    let high: Double
    let text: String

    init?(argument: String) {
        text = argument
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]), low.isFinite, high.isFinite
        else { return nil }
        (self.low, self.high) = (low, high)
    }

    func interval(option: String) throws -> Interval {
        guard low < high else { throw ValidationError("\(option) \(text) is empty: A must be less than B") }
        guard (high - low).isFinite else { throw ValidationError("\(option) is wider than numbers can hold") }
        return Interval(low, high)
    }
}

/// `--center X,Y`.
struct PointArgument: ExpressibleByArgument {
    let point: Point

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            return nil
        }
        point = Point(x, y)
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
