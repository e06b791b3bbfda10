import Foundation
import PlotCore

extension Chart {
    /// The x axis's marks: `.chartXAxis { AxisMarks(values: .stride(by: .month)) }`. One
    /// `AxisMarks` an axis; several are a `ChartDataError` from `dataChart()`.
    public func chartXAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> Chart {
        var chart = self
        chart.xAxisMarks = content()
        return chart
    }

    /// The y axis's marks, as `chartXAxis(content:)` the x axis's.
    public func chartYAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> Chart {
        var chart = self
        chart.yAxisMarks = content()
        return chart
    }

    /// The engine's requests for the chart's axes, `across` when bars run across (the chart's
    /// x is then the engine's y).
    /// - Throws: `ChartDataError` for several `AxisMarks` on an axis, a position the engine
    ///   does not draw them at, or values the axis does not hold.
    func axisMarkRequests(x axis: AxisKind, across: Bool) throws(ChartDataError) -> [ChartRule.Axis: AxisMarkRequest] {
        var requests: [ChartRule.Axis: AxisMarkRequest] = [:]
        for (name, marks) in [("chartXAxis", xAxisMarks), ("chartYAxis", yAxisMarks)] where !marks.isEmpty {
            guard marks.count == 1, let mark = marks.first else {
                throw ChartDataError("\(name): one AxisMarks an axis is drawn, not \(marks.count)", isUsage: true)
            }
            let onX = name == "chartXAxis"
            let allowed: [AxisMarkPosition] = [.automatic, onX ? .bottom : .leading]
            guard allowed.contains(mark.position) else {
                throw ChartDataError(
                    "\(name): AxisMarks(position: .\(mark.position)) is not drawn yet: .automatic or .\(onX ? "bottom" : "leading")",
                    isUsage: true)
            }
            // The engine's axis: x unless bars run across.
            let engineAxis: ChartRule.Axis = onX != across ? .x : .y
            requests[engineAxis] = try mark.request(
                on: engineAxis == .x ? axis : .linear, name: name)
        }
        return requests
    }
}

extension AxisMarks {
    /// The engine's request for these marks on an axis of `kind`.
    func request(on kind: AxisKind, name: String) throws(ChartDataError) -> AxisMarkRequest {
        let values: AxisMarkRequest.Values
        switch self.values.kind {
        case .automatic(let count): values = .automatic(desiredCount: count)
        case .stride(let step): values = .stride(step)
        case .calendar(let component, let count):
            guard case .time = kind, let unit = Self.unit(component) else {
                throw ChartDataError(
                    "\(name): AxisMarks(values: .stride(by: .\(component))) needs dates on the axis and a unit of second, minute, hour, day, weekOfYear, month, quarter or year",
                    isUsage: true)
            }
            values = .calendar(unit.0, count: count * unit.1)
        case .list(let list):
            values = .list(list.map { $0.position(on: kind) }.filter { !$0.isNaN })
        }
        let label = parts.lazy.compactMap { part -> (@Sendable (PlottedValue) -> String?)?? in
            if case .label(let format) = part.kind { return format }
            return nil
        }.first
        let format = label.flatMap { $0 }
        return AxisMarkRequest(
            values: values,
            label: format.map { format in
                { @Sendable (value: Double) -> String in format(Self.plotted(value, on: kind)) ?? "" }
            },
            showsLabels: label != nil, showsGrid: parts.contains { if case .grid = $0.kind { true } else { false } },
            showsTickMarks: parts.contains { if case .tick = $0.kind { true } else { false } })
    }

    /// A value of the engine's axis as the marks' data had it.
    static func plotted(_ value: Double, on kind: AxisKind) -> PlottedValue {
        switch kind {
        case .time: return .date(value)
        case .category(let labels):
            let index = Int(value.rounded())
            return labels.indices.contains(index) ? .category(labels[index]) : .number(value)
        case .linear, .log: return .number(value)
        }
    }

    /// The engine's calendar unit and how many of it make one of `component`.
    static func unit(_ component: Calendar.Component) -> (CalendarInterval.Unit, Int)? {
        switch component {
        case .second: return (.second, 1)
        case .minute: return (.minute, 1)
        case .hour: return (.hour, 1)
        case .day: return (.day, 1)
        case .weekOfYear, .weekOfMonth: return (.week, 1)
        case .month: return (.month, 1)
        case .quarter: return (.month, 3)
        case .year: return (.year, 1)
        default: return nil
        }
    }
}
