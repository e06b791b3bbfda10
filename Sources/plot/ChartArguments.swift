import ArgumentParser
import PlotCore
import PlotRender
import Points

/// The smoothing curves a user can name.
enum SmoothKind: String, CaseIterable, ExpressibleByArgument {
    case monotone
    case catmullRom = "catmull-rom"
    case linear
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

/// Values with a shape of their own, each refused with the form it should have.
enum ValueParsing {
    /// "A:B" with A < B.
    static func range(_ text: String, option: String) throws -> Interval {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]), low.isFinite, high.isFinite
        else { throw ValidationError("\(option) must be A:B, e.g. -10:25 (got '\(text)')") }
        guard low < high else { throw ValidationError("\(option) \(text) is empty: A must be less than B") }
        guard (high - low).isFinite else { throw ValidationError("\(option) \(text) is wider than numbers can hold") }
        return Interval(low, high)
    }

    /// "X,Y".
    static func point(_ text: String, option: String) throws -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw ValidationError("\(option) must be X,Y, e.g. 12.5,-3 (got '\(text)')")
        }
        return Point(x, y)
    }

    /// "WxH".
    static func size(_ text: String, option: String) throws -> Size {
        guard let size = PageSpec.parseSize(text) else {
            throw ValidationError(
                "\(option) must be WxH in whole units from 16 to 20000, e.g. 1600x1200 (got '\(text)')")
        }
        return size
    }
}

extension PointCount {
    /// `--count N`, refused with its range.
    static func parse(_ text: String) throws -> PointCount {
        guard let number = Int(text), let count = PointCount(number) else {
            throw ValidationError(
                "--count must be a whole number from \(range.lowerBound) to \(range.upperBound) (got '\(text)')")
        }
        return count
    }
}
