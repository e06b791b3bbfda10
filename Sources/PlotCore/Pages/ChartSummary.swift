import Foundation

/// A data chart's page in words (`PageSummary`): its kind and series, and each axis's title and
/// the range the plot shows, as the layout drew them, in the page's language (`DataChart.words`):
/// a screen reader reads a Russian page in Russian.
extension DataChartPage {
    /// The series named before "and N more".
    static let summarisedSeries = 12

    package func summary(_ result: DataChartLayout.Result) -> PageSummary {
        let words = chart.words
        let russian = words.language == .russian
        let named = chart.title.flatMap { $0.isEmpty ? nil : $0 }
        let what = Self.name(of: chart.kind, russian: russian)
        var title = what.prefix(1).uppercased() + what.dropFirst()
        if chart.series.count == 1, let only = chart.series.first, !only.name.isEmpty {
            title += (russian ? " — " : " of ") + only.name
        }
        var sentences = [named == nil ? title : title + ": " + named!]
        if chart.series.count > 1 {
            let names = chart.series.map(\.name)
            sentences.append(
                (russian ? words.count(names.count, .series) : "\(names.count) series") + ": " + listed(names))
        }
        if chart.kind.isCartesian {
            sentences.append(
                axis(
                    russian ? "Ось X" : "X axis", title: chart.xTitle, kind: chart.x, shown: result.view?.x,
                    ticks: result.xTicks))
            sentences.append(
                axis(
                    russian ? "Ось Y" : "Y axis", title: chart.yTitle, kind: chart.logY ? .log : .linear,
                    shown: result.view?.y, ticks: result.yTicks))
            if let ticks = result.y2Ticks {
                let title = chart.y2Title ?? chart.series.filter(\.onRightAxis).map(\.name).joined(separator: ", ")
                sentences.append(
                    axis(
                        russian ? "Правая ось Y" : "Right Y axis", title: title, kind: .linear, shown: result.y2Shown,
                        ticks: ticks))
            }
        } else if case .category(let labels) = chart.x, !labels.isEmpty {
            sentences.append(
                (russian ? words.count(labels.count, .slice) : "\(labels.count) slices") + ": " + listed(labels))
        }
        return PageSummary(title: named ?? title, description: sentences.joined(separator: ". ") + ".")
    }

    /// The first `summarisedSeries` names, and how many more: "a, b and 3 more", "a, b и ещё 3".
    private func listed(_ names: [String]) -> String {
        let shown = names.prefix(Self.summarisedSeries)
        let more = names.count - shown.count
        guard more > 0 else { return shown.joined(separator: ", ") }
        let russian = chart.words.language == .russian
        return shown.joined(separator: ", ") + (russian ? " и ещё \(more)" : " and \(more) more")
    }

    /// "X axis, date: time from 2020-01-01 to 2020-12-31", "Y axis: from 0 to 35 (log scale)";
    /// "Ось Y: от 0 до 35 (логарифмическая шкала)". Where the layout keeps no view of data values
    /// (bars along categories) the axis's tick labels say its range.
    private func axis(_ name: String, title: String?, kind: AxisKind, shown: Interval?, ticks: AxisTicks) -> String {
        let russian = chart.words.language == .russian
        let (from, to) = russian ? ("от", "до") : ("from", "to")
        let logScale = russian ? " (логарифмическая шкала)" : " (log scale)"
        var text = name + (title.map { $0.isEmpty ? "" : ", " + $0 } ?? "")
        switch kind {
        case .category(let labels):
            guard let first = labels.first, let last = labels.last else { return text }
            return text + ": " + (russian ? chart.words.count(labels.count, .category) : "\(labels.count) categories")
                + (labels.count > 1 ? " \(from) \(first) \(to) \(last)" : ", \(first)")
        case .time(let zone):
            guard let shown else { return text + range(of: ticks) }
            let span = shown.upper - shown.lower
            let unit: CalendarInterval.Unit = span > 2 * 86_400 ? .day : span > 2 * 3_600 ? .minute : .second
            let interval = CalendarInterval(unit, timeZone: zone)
            let ends = [interval.round(shown.lower), interval.round(shown.upper)]
            let format = TimeValueFormat(for: ends, timeZone: zone)
            text +=
                ": " + (russian ? "время" : "time")
                + " \(from) \(format.string(for: ends[0])) \(to) \(format.string(for: ends[1]))"
        case .linear, .log:
            guard let shown else { return text + range(of: ticks) + (kind == .log ? logScale : "") }
            let format = TickLabelFormat(from: shown.lower, to: shown.upper, count: 10)
            let ends = format.strings(for: [shown.lower, shown.upper]).map(chart.words.number)
            text += ": \(from) \(ends[0]) \(to) \(ends[1])"
            if kind == .log { text += logScale }
        }
        return text
    }

    /// ": ticks from 0 to 25" ("деления от 0 до 25") from an axis's first and last labels; ""
    /// without two.
    private func range(of ticks: AxisTicks) -> String {
        guard ticks.labels.count > 1, let first = ticks.labels.first, let last = ticks.labels.last else { return "" }
        return chart.words.language == .russian
            ? ": деления от \(first) до \(last)" : ": ticks from \(first) to \(last)"
    }

    /// What a reader calls a chart of this kind.
    static func name(of kind: ChartKind, russian: Bool) -> String {
        if russian { return russianName(of: kind) }
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

    /// What a Russian reader calls it.
    private static func russianName(of kind: ChartKind) -> String {
        switch kind {
        case .line: return "линейный график"
        case .scatter: return "точечная диаграмма"
        case .step: return "ступенчатый график"
        case .area: return "диаграмма с областями"
        case .bar: return "столбчатая диаграмма"
        case .histogram: return "гистограмма"
        case .pie: return "круговая диаграмма"
        case .donut: return "кольцевая диаграмма"
        case .box: return "диаграмма размаха"
        case .violin: return "скрипичная диаграмма"
        case .heatmap: return "тепловая карта"
        case .hist2d: return "двумерная гистограмма"
        }
    }
}
