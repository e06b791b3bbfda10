import Foundation

/// A data chart's page in words (`PageSummary`): its kind and series, and each axis's title and
/// the range the plot shows, as the layout drew them. English, whatever the chart's language:
/// a reader's words, not the page's.
extension DataChartPage {
    /// The series named before "and N more".
    static let summarisedSeries = 12

    package func summary(_ result: DataChartLayout.Result) -> PageSummary {
        let named = chart.title.flatMap { $0.isEmpty ? nil : $0 }
        let what = Self.name(of: chart.kind)
        var title = what.prefix(1).uppercased() + what.dropFirst()
        if chart.series.count == 1, let only = chart.series.first, !only.name.isEmpty { title += " of " + only.name }
        var sentences = [named == nil ? title : title + ": " + named!]
        if chart.series.count > 1 {
            let names = chart.series.prefix(Self.summarisedSeries).map(\.name)
            let more = chart.series.count - names.count
            sentences.append(
                "\(chart.series.count) series: " + names.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
            )
        }
        if chart.kind.isCartesian {
            sentences.append(axis("X", title: chart.xTitle, kind: chart.x, shown: result.view?.x, ticks: result.xTicks))
            sentences.append(
                axis(
                    "Y", title: chart.yTitle, kind: chart.logY ? .log : .linear, shown: result.view?.y,
                    ticks: result.yTicks))
            if let ticks = result.y2Ticks {
                let title = chart.y2Title ?? chart.series.filter(\.onRightAxis).map(\.name).joined(separator: ", ")
                sentences.append(axis("Right Y", title: title, kind: .linear, shown: result.y2Shown, ticks: ticks))
            }
        } else if case .category(let labels) = chart.x, !labels.isEmpty {
            let names = labels.prefix(Self.summarisedSeries)
            let more = labels.count - names.count
            sentences.append(
                "\(labels.count) slices: " + names.joined(separator: ", ") + (more > 0 ? " and \(more) more" : ""))
        }
        return PageSummary(title: named ?? title, description: sentences.joined(separator: ". ") + ".")
    }

    /// "X axis, date: time from 2020-01-01 to 2020-12-31", "Y axis: from 0 to 35 (log scale)".
    /// Where the layout keeps no view of data values (bars along categories) the axis's tick
    /// labels say its range.
    private func axis(_ name: String, title: String?, kind: AxisKind, shown: Interval?, ticks: AxisTicks) -> String {
        var text = name + " axis" + (title.map { $0.isEmpty ? "" : ", " + $0 } ?? "")
        switch kind {
        case .category(let labels):
            guard let first = labels.first, let last = labels.last else { return text }
            return text + ": \(labels.count) categories"
                + (labels.count > 1 ? " from \(first) to \(last)" : ", \(first)")
        case .time(let zone):
            guard let shown else { return text + Self.range(of: ticks) }
            let span = shown.upper - shown.lower
            let unit: CalendarInterval.Unit = span > 2 * 86_400 ? .day : span > 2 * 3_600 ? .minute : .second
            let interval = CalendarInterval(unit, timeZone: zone)
            let ends = [interval.round(shown.lower), interval.round(shown.upper)]
            let format = TimeValueFormat(for: ends, timeZone: zone)
            text += ": time from \(format.string(for: ends[0])) to \(format.string(for: ends[1]))"
        case .linear, .log:
            guard let shown else { return text + Self.range(of: ticks) + (kind == .log ? " (log scale)" : "") }
            let format = TickLabelFormat(from: shown.lower, to: shown.upper, count: 10)
            let ends = format.strings(for: [shown.lower, shown.upper])
            text += ": from \(ends[0]) to \(ends[1])"
            if kind == .log { text += " (log scale)" }
        }
        return text
    }

    /// ": ticks from 0 to 25" from an axis's first and last labels; "" without two.
    static func range(of ticks: AxisTicks) -> String {
        guard ticks.labels.count > 1, let first = ticks.labels.first, let last = ticks.labels.last else { return "" }
        return ": ticks from \(first) to \(last)"
    }

    /// What a reader calls a chart of this kind.
    static func name(of kind: ChartKind) -> String {
        switch kind {
        case .line: return "line chart"
        case .scatter: return "scatter plot"
        case .step: return "step chart"
        case .area: return "area chart"
        case .bar: return "bar chart"
        case .histogram: return "histogram"
        case .pie: return "pie chart"
        case .donut: return "donut chart"
        case .box: return "box plot"
        case .violin: return "violin plot"
        case .heatmap: return "heat map"
        case .hist2d: return "2-D histogram"
        }
    }
}
