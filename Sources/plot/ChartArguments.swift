import ArgumentParser
import PlotCore
import PlotRender

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

extension MarkerMode: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}

/// "A:B" with A < B.
struct RangeArgument: ExpressibleByArgument {
    let interval: Interval
    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]), low.isFinite, high.isFinite,
            low < high
        else { return nil }
        interval = Interval(low, high)
    }
}

/// "X,Y".
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

/// "WxH".
struct SizeArgument: ExpressibleByArgument {
    let size: Size
    init?(argument: String) {
        guard let size = PageSpec.parseSize(argument) else { return nil }
        self.size = size
    }
}
