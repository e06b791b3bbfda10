/// What an axis needs from a scale, so a chart lays out linear, log, time and band axes alike:
/// where a value goes, which values get ticks, and their labels.
///
/// Values are numbers: a quantity, seconds since 1970 for a time scale, a category's index
/// for a band scale.
public protocol AxisScale: Sendable {
    /// The page position of a value.
    func position(_ value: Double) -> Double
    /// About `count` tick values (a band scale ticks every category).
    func ticks(count: Int) -> [Double]
    /// The labels of ticks this scale gave for `count`; "" for a tick left unlabelled.
    func tickLabels(_ ticks: [Double], count: Int) -> [String]
}

extension LinearScale: AxisScale {
    public func position(_ value: Double) -> Double { self(value) }

    /// d3-array's ticks over the domain.
    public func ticks(count: Int) -> [Double] { Ticks.values(from: domain.lower, to: domain.upper, count: count) }

    public func tickLabels(_ ticks: [Double], count: Int) -> [String] {
        TickLabelFormat(from: domain.lower, to: domain.upper, count: count).strings(for: ticks)
    }
}

extension LogScale: AxisScale {
    public func position(_ value: Double) -> Double { self(value) }

    /// Labels from `tickFormat(count:)`: some ticks in a decade are left blank, but never all
    /// but one. d3 weighs `count` against the ticks for ten, so on a short axis asked for
    /// fewer ticks (50, 60, 70 of 46...70 for 5) it blanks every one; then the two ticks with
    /// the smallest multiples keep theirs (50, 60), so the axis can be read.
    public func tickLabels(_ ticks: [Double], count: Int) -> [String] {
        var format = tickFormat(count: count)
        let multiples = ticks.map(format.leadingMultiple).sorted()
        if multiples.count >= 2 { format.limit = max(format.limit, multiples[1]) }
        return ticks.map(format.string(for:))
    }
}

extension TimeScale: AxisScale {
    public func position(_ value: Double) -> Double { self(value) }

    public func tickLabels(_ ticks: [Double], count: Int) -> [String] { ticks.map(tickFormat.string(for:)) }
}

extension BandScale: AxisScale {
    /// The middle of the band of the category at this index.
    public func position(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return .nan }
        return position(ofIndex: Int(value)) + bandwidth / 2
    }

    /// Every category's index: a band axis labels each band.
    public func ticks(count: Int) -> [Double] { domain.indices.map(Double.init) }

    public func tickLabels(_ ticks: [Double], count: Int) -> [String] {
        ticks.map { $0 >= 0 && $0 < Double(domain.count) ? domain[Int($0)] : "" }
    }
}
