/// The labels of bars on a time axis: one under every bar, as ggplot and Vega-Lite label dated
/// bars, rather than calendar ticks that fall between them. Each label is the shortest form that
/// tells the bars apart: "2021" when there is at most one bar a year, "Jan" at most one a month,
/// "Jan 05" at most one a day, else d3's multi-scale labels (`TimeTickFormat.labels`). The year
/// is said once: in the axis title when every bar falls in one year, else on the first label
/// written and on each one whose year differs from the label before it ("Dec 2023", "Jan 2024").
struct TimeBarLabels {
    enum Form: Equatable {
        case year, month, day, time
    }

    /// The bars' times (seconds since 1970 UTC), distinct and ascending.
    let times: [Double]
    let clock: ZonedClock
    let form: Form
    private let fields: [CivilFields]

    /// Where each bar's tick stands: at its time, or in the middle of its calendar unit.
    private let places: [Double]

    /// Labels for bars at `times`; bars that span a calendar `unit` from their time (`--x-unit`)
    /// are ticked in the middle of it.
    /// Bars of quarters (`--x-unit quarter`) are labelled "Q1", not by their first month.
    private var quarters = false

    /// Month names and the order of day and month, in the page's language.
    private let names: TimeNames

    init(
        times: [Double], clock: ZonedClock, unit: CalendarInterval? = nil, quarters: Bool = false,
        names: TimeNames = .english
    ) {
        self.quarters = quarters
        self.names = names
        let times = Array(Set(times.filter { CalendarInterval.milliseconds($0).isFinite })).sorted()
        self.times = times
        places = unit.map { unit in times.map { ($0 + unit.offset($0)) / 2 } } ?? times
        self.clock = clock
        let fields = times.map { clock.fields(CalendarInterval.milliseconds($0)) }
        self.fields = fields
        func distinct<Key: Hashable>(_ key: (CivilFields) -> Key) -> Bool { Set(fields.map(key)).count == fields.count }
        if distinct({ $0.year }) {
            form = .year
        } else if distinct({ [$0.year, $0.month] }) {
            form = .month
        } else if distinct({ [$0.year, $0.month, $0.day] }) {
            form = .day
        } else {
            form = .time
        }
    }

    /// The year the axis title names ("2024"), when every bar falls in one year and the labels
    /// do not say it; d3's labels of bars within days follow the time axis's rule
    /// (`DataChartLayout.yearOfTimeAxis`).
    var titleYear: String? {
        guard let first = fields.first, let last = fields.last else { return nil }
        switch form {
        case .year: return nil
        case .month, .day: return first.year == last.year ? TimeTickFormat.year(first.year) : nil
        case .time:
            let dates = times.map(CalendarInterval.milliseconds)
            guard !dates.contains(where: { clock.starts(.year, $0) }) else { return nil }
            return TimeTickFormat.year(first.year)
                + (last.year == first.year ? "" : "–" + TimeTickFormat.year(last.year))
        }
    }

    /// A label for every bar, or, with `every` above 1, for every `every`-th from the first (""
    /// for the others).
    func labels(every: Int = 1) -> [String] {
        let every = max(1, every)
        if form == .time {
            let written = TimeTickFormat(clock: clock, names: names).labels(for: times)
            return written.indices.map { $0 % every == 0 ? written[$0] : "" }
        }
        let sayYear = titleYear == nil
        var previousYear: Int?
        return fields.indices.map { index in
            guard index % every == 0 else { return "" }
            let f = fields[index]
            defer { previousYear = f.year }
            let year = sayYear && f.year != previousYear ? TimeTickFormat.year(f.year) : nil
            let month = quarters ? names.quarter(ofMonth: f.month) : names.shortMonths[f.month]
            switch form {
            case .year: return TimeTickFormat.year(f.year)
            case .month: return year.map { month + " " + $0 } ?? month
            default:
                let day = names.dayOfMonth(f.day, month: f.month)
                return year.map { day + ", " + $0 } ?? day
            }
        }
    }

    /// A tick at every bar, its label written under every k-th bar from the first (months by
    /// 2, 3, 4, 6 or 12), k the least that keeps the written labels `gap` apart along the axis (`extent`: a label's size along
    /// it), as a band axis thins its categories.
    func ticks(position: (Double) -> Double, gap: Double, extent: (String) -> Double) -> AxisTicks {
        var every = 1
        while true {
            let labels = labels(every: every)
            if every >= times.count || Self.keepApart(labels, at: places.map(position), gap: gap, extent: extent) {
                return AxisTicks(values: places, labels: labels)
            }
            every = next(after: every)
        }
    }

    /// The next, larger step: months thin to whole quarters, half years and years.
    private func next(after every: Int) -> Int {
        if form == .month { return [2, 3, 4, 6, 12].first { $0 > every } ?? every * 2 }
        return every < 4 ? every + 1 : every * 5 / 4
    }

    private static func keepApart(
        _ labels: [String], at positions: [Double], gap: Double, extent: (String) -> Double
    ) -> Bool {
        var previous: (position: Double, extent: Double)?
        for (position, label) in zip(positions, labels) where !label.isEmpty {
            let size = extent(label)
            if let previous, abs(position - previous.position) < (size + previous.extent) / 2 + gap { return false }
            previous = (position, size)
        }
        return true
    }
}
