import Foundation
import PlotCore

extension Chart {
    /// The chart as PlotKit's engine draws it.
    /// - Throws: `ChartDataError` for content not drawn yet (marks of several kinds other than
    ///   line and point of the same data, rules or rectangles with a pie or a heat map, a series
    ///   in two colours, range marks with marks from zero, an argument the engine does not draw),
    ///   x values of more than one kind, y values that are not numbers, a scale type the values
    ///   are not, axis marks the engine cannot place, a mark without x or y, a rule, rectangle or
    ///   sector at a value that is not a finite number, a heat map cell without a number, a
    ///   `LinePlot` without a domain or over an empty or infinite one.
    public func dataChart() throws(ChartDataError) -> DataChart {
        if let refusal = content.markRecords.lazy.compactMap(\.refusal).first {
            throw ChartDataError(refusal, isUsage: true)
        }
        // Rules and rectangles are drawn with a chart of any kind: not series. A heat map's
        // cells are its data.
        func isData(_ mark: ChartMarkRecord) -> Bool { mark.kind != .rule && (mark.kind != .rectangle || mark.isCell) }
        var records: [ChartMarkRecord]
        if content.markRecords.allSatisfy({ isData($0) && !$0.setsDetails }) {
            // Marks of data alone, none a function (the common case): shared, not copied.
            records = content.markRecords
        } else {
            records = []
            for mark in content.markRecords where isData(mark) {
                if mark.function == nil {
                    records.append(mark)
                } else {
                    records += try mark.sampled(chartDomain: xDomain)
                }
            }
        }
        let range = try Self.rangeLayout(records)
        if range == .across { records = records.map(\.turnedUpright) }
        let rules = content.markRecords.filter { $0.kind == .rule }
        let rectangles = content.markRecords.filter { $0.kind == .rectangle && !$0.isCell }
        let kinds = Set(records.map(\.kind))
        if kinds == [.rectangle] {
            guard rules.isEmpty, rectangles.isEmpty else {
                throw ChartDataError(
                    "a heat map (RectangleMark(x:y:)) is drawn without rules or other rectangles", isUsage: true)
            }
            return try heatMap(records)
        }
        if gradient != nil {
            throw ChartDataError(
                "chartForegroundStyleScale(range:) colours heat map cells (RectangleMark(x:y:)) only, for now",
                isUsage: true)
        }
        if kinds == [.sector] {
            guard rules.isEmpty, rectangles.isEmpty else {
                throw ChartDataError("a pie (SectorMark) is drawn without rules or rectangles", isUsage: true)
            }
            return try pieChart(records)
        }
        let dataRecords = records
        var markers = MarkerMode.auto
        let kind: ChartKind
        switch kinds {
        case []: kind = .line
        case [.line]:
            // A bare LineMark draws no symbols in Swift Charts, however few its points.
            kind = .line
            markers = .never
        case [.point]: kind = .scatter
        case [.bar]: kind = .bar
        case [.area]: kind = .area
        case [.line, .point]:
            // A line with its points marked: the points must be the line's own.
            let lines = records.filter { $0.kind == .line }
            let points = records.filter { $0.kind == .point }
            guard lines.map(\.pointKey) == points.map(\.pointKey) else {
                throw ChartDataError(
                    "line and point marks are drawn together only over the same data (a line with its points marked)",
                    isUsage: true)
            }
            records = lines
            kind = .line
            markers = .always
        default:
            let names = kinds.map { "\($0)" }.sorted().joined(separator: ", ")
            throw ChartDataError(
                "marks of these kinds together (\(names)) are not drawn yet: one kind a chart, or line and point marks of the same data",
                isUsage: true)
        }
        var xs: [PlottedValue] = []
        var ys: [Double] = []
        // A range mark's start; its end is the point's y.
        var starts: [Double] = []
        for (index, record) in records.enumerated() {
            guard let x = record.x, let y = record.y else {
                throw ChartDataError("mark \(index + 1) has no \(record.x == nil ? "x" : "y") value", isUsage: true)
            }
            guard case .number(let value) = y.value else {
                throw ChartDataError(
                    "mark \(index + 1): y (\(y.label)) must be a number; categories and dates go on x", isUsage: true)
            }
            xs.append(x.value)
            if let end = record.yEnd {
                guard case .number(let endValue) = end.value else {
                    throw ChartDataError(
                        "mark \(index + 1): yEnd (\(end.label)) must be a number; categories and dates go on x",
                        isUsage: true)
                }
                starts.append(value)
                ys.append(endValue)
            } else {
                ys.append(value)
            }
        }
        xs = categorized(xs)
        let axis = try scaled(
            Self.axis(
                xs + categorized((rules + rectangles).flatMap { [$0.x?.value, $0.xEnd?.value].compactMap { $0 } })))
        let positions = Self.positions(xs, on: axis)
        // Series by their value, in the order they first appear; a run of marks of one series
        // (the common case) looks its series up once.
        var order: [String] = []
        var seriesIndex: [String: Int] = [:]
        var points: [PointSeries] = []
        var seriesStarts: [[Double]] = []
        var last: (series: ChartMarkRecord.Field?, index: Int)?
        let valueLabel = records.first?.y?.label ?? "y"
        for (index, record) in records.enumerated() {
            let at: Int
            if let last, last.series == record.series {
                at = last.index
            } else {
                let name = record.seriesName(valueLabel)
                if let known = seriesIndex[name] {
                    at = known
                } else {
                    at = order.count
                    seriesIndex[name] = at
                    order.append(name)
                    points.append(PointSeries())
                    seriesStarts.append([])
                }
                last = (record.series, at)
            }
            if range != nil { seriesStarts[at].append(starts[index]) }
            // A NaN y (a function undefined there) is a gap, as a missing value is.
            if ys[index].isNaN {
                points[at].appendMissing(x: positions[index])
            } else {
                points[at].append(x: positions[index], y: ys[index])
            }
        }
        let pointsBySeries = Dictionary(uniqueKeysWithValues: zip(order, points))
        let startsBySeries = range == nil ? [:] : Dictionary(uniqueKeysWithValues: zip(order, seriesStarts))
        let methods = Set(records.compactMap(\.interpolation))
        guard methods.count <= 1 else {
            throw ChartDataError("one interpolation method a chart is drawn, not several", isUsage: true)
        }
        let interpolation = methods.first ?? .linear
        if [.stepStart, .stepCenter, .stepEnd].contains(interpolation), kind != .line {
            throw ChartDataError("step interpolation is drawn for lines (LineMark) only, for now", isUsage: true)
        }
        if records.contains(where: \.colourAndPositionDiffer) {
            throw ChartDataError(
                "foregroundStyle(by:) and position(by:) of different values are not drawn yet: give the same value to both",
                isUsage: true)
        }
        var styles = try Self.seriesStyles(dataRecords, valueLabel: valueLabel)
        for name in order where styles[name, default: SeriesStyle()].color == nil {
            styles[name, default: SeriesStyle()].color = scaleColor(name)
        }
        order = inScaleOrder(order)
        try symbolsBy(dataRecords, order: order, into: &styles)
        // A line given a symbol marks its points, as Swift Charts draws it.
        if kind == .line, dataRecords.contains(where: { $0.style.symbol != nil || $0.symbolBy != nil }) {
            markers = .always
        }
        let positioned = records.contains(where: \.positioned)
        // Bars across: the engine's x is the chart's y, and the other way round.
        let across = range == .across
        let (categoryTitle, valueTitle) = across ? (yLabel, xLabel) : (xLabel, yLabel)
        let (categoryDomain, valueDomain) = across ? (yDomain, xDomain) : (xDomain, yDomain)
        var chart = DataChart(
            kind: [.stepStart, .stepCenter, .stepEnd].contains(interpolation) && kind == .line ? .step : kind,
            series: order.map {
                var series = ChartSeries(name: $0, points: pointsBySeries[$0]!)
                series.style = styles[$0] ?? SeriesStyle()
                series.starts = startsBySeries[$0]
                return series
            }, x: axis, logY: yLog,
            // Range bars of one x overlap (a Gantt row) unless set side by side; ranges never stack.
            stacked: range != nil
                ? kind == .bar && !positioned
                : (kind == .bar || kind == .area) && !positioned && order.count > 1,
            legend: try legendPlacement(), title: title, xTitle: categoryTitle ?? records.first?.x?.label,
            yTitle: valueTitle ?? records.first?.y?.label,
            curve: Self.curve(interpolation), markers: markers,
            viewport: ViewportRequest(
                xRange: categoryDomain.map { Interval($0.lowerBound, $0.upperBound) },
                yRange: valueDomain.map { Interval($0.lowerBound, $0.upperBound) }),
            barOrientation: across ? .horizontal : .auto)
        chart.stepChange =
            interpolation == .stepStart ? .after : interpolation == .stepEnd ? .before : .middle
        chart.hiddenAxes = hiddenAxes
        chart.plotBackground = plotStyle.background
        chart.axisMarks = try axisMarkRequests(x: axis, across: across)
        chart.annotations = dataRecords.compactMap { record in
            guard let note = record.annotation, let x = record.x, case .number(let y)? = record.y?.value,
                let series = order.firstIndex(of: record.seriesName(valueLabel))
            else { return nil }
            var annotation = ChartAnnotation(
                series: series, x: categorized([x.value])[0].position(on: axis), y: y, text: note.text,
                position: note.position,
                spacing: note.spacing)
            annotation.alignment = note.alignment
            return annotation
        }
        chart.rules = try rules.map { rule throws(ChartDataError) in try rule.rule(on: axis) }
        chart.rectangles = try rectangles.map { mark throws(ChartDataError) in try mark.rectangle(on: axis) }
        if case .category = axis, kind != .bar {
            throw ChartDataError("categories on x are drawn as bars (BarMark) only, for now", isUsage: true)
        }
        return chart
    }

    /// The x axis the values call for: numbers, dates (UTC) or categories in the order they
    /// first appear.
    static func axis(_ values: [PlottedValue]) throws(ChartDataError) -> AxisKind {
        var labels: [String] = []
        var seen: Set<String> = []
        var (numbers, dates, categories) = (false, false, false)
        for value in values {
            switch value {
            case .number: numbers = true
            case .date: dates = true
            case .category(let label):
                categories = true
                if labels.last != label, seen.insert(label).inserted { labels.append(label) }
            }
        }
        let kinds = Set(
            [numbers ? "numbers" : nil, dates ? "dates" : nil, categories ? "categories" : nil].compactMap { $0 })
        guard kinds.count <= 1 else {
            throw ChartDataError(
                "x holds \(kinds.sorted().joined(separator: " and ")): one kind an axis", isUsage: true)
        }
        switch kinds.first {
        case "dates": return .time(TimeZone(identifier: "UTC")!)
        case "categories": return .category(labels)
        default: return .linear
        }
    }

    /// A series' name from its value.
    static func text(_ value: PlottedValue) -> String {
        switch value {
        case .number(let number): return NumberText.shortest(number)
        case .date(let seconds): return seconds.isFinite ? CivilTime(epochSeconds: seconds).iso8601 : "\(seconds)"
        case .category(let label): return label
        }
    }

    static func curve(_ method: InterpolationMethod) -> Curve {
        switch method {
        case .monotone: return .monotoneX
        case .catmullRom: return .catmullRom(alpha: Curve.centripetalAlpha)
        // d3: a Catmull-Rom spline of alpha 0 is the cardinal spline of tension 0.
        case .cardinal: return .catmullRom(alpha: 0)
        case .linear, .stepStart, .stepCenter, .stepEnd: return .linear
        }
    }
}

extension ChartMarkRecord {
    /// The series the mark is drawn in: its `foregroundStyle(by:)` value, else the chart's
    /// value label.
    func seriesName(_ valueLabel: String) -> String {
        series.map { Chart<ChartContentGroup>.text($0.value) } ?? valueLabel
    }

    /// What a line and a point mark of the same datum share.
    var pointKey: [String] {
        [x.map { "\($0.value)" } ?? "", y.map { "\($0.value)" } ?? "", series.map { "\($0.value)" } ?? ""]
    }
}

extension Chart {
    /// Where each value goes on `axis`: categories by their index, looked up once each.
    static func positions(_ values: [PlottedValue], on axis: AxisKind) -> [Double] {
        guard case .category(let labels) = axis else { return values.map { $0.position(on: axis) } }
        let index = Dictionary(labels.enumerated().map { ($1, Double($0)) }, uniquingKeysWith: { first, _ in first })
        return values.map { value in
            guard case .category(let label) = value else { return .nan }
            return index[label] ?? 0
        }
    }
}

extension PlottedValue {
    /// Where the value goes on an axis: the number, the date's seconds, the category's index.
    func position(on axis: AxisKind) -> Double {
        switch self {
        case .number(let number): return number
        case .date(let seconds): return seconds
        case .category(let label):
            guard case .category(let labels) = axis else { return .nan }
            return Double(labels.firstIndex(of: label) ?? 0)
        }
    }
}
