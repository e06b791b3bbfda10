/// What an axis needs from a scale, so a chart lays out linear, log, time and band axes alike:
/// where a value goes, which values get ticks, and their labels.
///
/// Values are numbers: a quantity, seconds since 1970 for a time scale, a category's index
/// for a band scale.
package protocol AxisScale: Sendable {
    /// The page position of a value.
    func position(_ value: Double) -> Double
    /// About `count` tick values (a band scale ticks every category).
    func ticks(count: Int) -> [Double]
    /// The labels of ticks this scale gave for `count`; "" for a tick left unlabelled.
    func tickLabels(_ ticks: [Double], count: Int) -> [String]
}

extension LinearScale: AxisScale {
    package func position(_ value: Double) -> Double { self(value) }

    /// d3-array's ticks over the domain.
    package func ticks(count: Int) -> [Double] { Ticks.values(from: domain.lower, to: domain.upper, count: count) }

    package func tickLabels(_ ticks: [Double], count: Int) -> [String] {
        TickLabelFormat(from: domain.lower, to: domain.upper, count: count).strings(for: ticks)
    }
}

extension LogScale: AxisScale {
    package func position(_ value: Double) -> Double { self(value) }

    /// Labels as d3's `log.tickFormat(count)` blanks them (1, 2, 5 of a full decade rather than
    /// all nine), with d3's k weighed against these ticks rather than the ticks for ten: on a
    /// short axis asked for fewer ticks d3 blanks every one (50, 60, 70 of 46...70 for 5, as
    /// ten would give 13 ticks). Never fewer than two labels (the two smallest multiples), so
    /// the axis can be read. d3's linear fallback ticks (50, 55, 60, 65) are all labelled, as on
    /// a linear axis; the fitting asks for fewer when labels crowd.
    package func tickLabels(_ ticks: [Double], count: Int) -> [String] {
        if tickValues(count: count).linear { return ticks.map(LogTickFormat.label) }
        var format = tickFormat(count: count)
        format.limit = max(1, base * Double(count) / Double(max(1, ticks.count)))
        let multiples = ticks.map(format.leadingMultiple).sorted()
        if multiples.count >= 2 { format.limit = max(format.limit, multiples[1]) }
        return ticks.map(format.string(for:))
    }
}

extension TimeScale: AxisScale {
    package func position(_ value: Double) -> Double { self(value) }

    /// d3's multi-scale format, with the date on an axis of hours (`TimeTickFormat.labels`).
    package func tickLabels(_ ticks: [Double], count: Int) -> [String] { tickFormat.labels(for: ticks) }
}

extension BandScale: AxisScale {
    /// The middle of the band of the category at this index.
    package func position(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return .nan }
        return position(ofIndex: Int(value)) + bandwidth / 2
    }

    /// Every category's index: a band axis labels each band.
    package func ticks(count: Int) -> [Double] { domain.indices.map(Double.init) }

    package func tickLabels(_ ticks: [Double], count: Int) -> [String] {
        ticks.map { $0 >= 0 && $0 < Double(domain.count) ? domain[Int($0)] : "" }
    }
}
