import Foundation

/// One axis's scale as a data chart builds it: linear, log, time or band, behind one face so
/// the axes, the grid and the marks need not know which.
enum ChartScale {
    case linear(LinearScale)
    case log(LogScale)
    case time(TimeScale)
    case band(BandScale)

    var axis: any AxisScale {
        switch self {
        case .linear(let scale): return scale
        case .log(let scale): return scale
        case .time(let scale): return scale
        case .band(let scale): return scale
        }
    }

    /// The page position of a value (a category's index on a band axis: its band's middle).
    /// Each scale's own, not through `axis`: a linear scale (four doubles) is boxed on the heap
    /// as `any AxisScale`, an allocation each point of a line.
    func callAsFunction(_ value: Double) -> Double {
        switch self {
        case .linear(let scale): return scale.position(value)
        case .log(let scale): return scale.position(value)
        case .time(let scale): return scale.position(value)
        case .band(let scale): return scale.position(value)
        }
    }

    /// The values the axis shows (an `Interval` is low to high); nil on a band axis (categories,
    /// not values).
    var shownValues: Interval? {
        switch self {
        case .linear(let scale): return scale.domain
        case .log(let scale): return Interval(scale.domainStart, scale.domainEnd)
        case .time(let scale): return Interval(scale.domainStart, scale.domainEnd)
        case .band: return nil
        }
    }

    /// Whether positions are linear in the values, so M4's equal-width columns apply.
    var isLinearInValue: Bool {
        switch self {
        case .linear, .time: return true
        case .log, .band: return false
        }
    }

    /// Whether zero means nothing here, so its grid line is drawn darker: not on a time axis,
    /// where 0 is only 1970-01-01, nor on a log or band axis, which have no zero.
    var hasZeroLine: Bool {
        if case .linear = self { return true }
        return false
    }

    /// Whether the tick labels are numbers (written in the chart's marks), not times or categories.
    var writesNumbers: Bool {
        switch self {
        case .linear, .log: return true
        case .time, .band: return false
        }
    }

    /// The same scale over another range (the plot area moved once its labels were measured).
    func withRange(_ start: Double, _ end: Double) -> ChartScale {
        switch self {
        case .linear(let scale): return .linear(LinearScale(domain: scale.domain, range: start, end))
        case .log(var scale):
            (scale.rangeStart, scale.rangeEnd) = (start, end)
            return .log(scale)
        case .time(var scale):
            (scale.rangeStart, scale.rangeEnd) = (start, end)
            return .time(scale)
        case .band(var scale):
            (scale.rangeStart, scale.rangeEnd) = (start, end)
            return .band(scale)
        }
    }

    /// The values in view, lower to upper (category indexes -0.5...n-0.5 on a band axis).
    var visible: Interval {
        switch self {
        case .linear(let scale): return scale.domain
        case .log(let scale): return Interval(scale.domainStart, scale.domainEnd)
        case .time(let scale): return Interval(scale.domainStart, scale.domainEnd)
        case .band(let scale): return Interval(-0.5, Double(scale.domain.count) - 0.5)
        }
    }
}
