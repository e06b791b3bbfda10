import Foundation
import PlotCore

/// A chart declared as Swift Charts declares one, drawn by PlotKit's engine:
///
/// ```swift
/// let chart = Chart(sunshine) {
///     LineMark(x: .value("Month", $0.date), y: .value("Hours of Sunshine", $0.hours))
///         .foregroundStyle(by: .value("City", $0.city))
/// }
/// .chartYAxisLabel("hours")
/// try chart.write(to: "sunshine.png", size: Size(1200, 700))
/// ```
///
/// Drawn today: `LineMark`, `PointMark`, `BarMark` and `AreaMark` of numbers, dates or
/// categories on x and numbers on y, bars and areas over ranges (`yStart:yEnd:`, bars across
/// by `xStart:xEnd:`); series by `foregroundStyle(by:)` or a line's `series:`;
/// bars and areas of one x stacked (side by side with `position(by:)`); line and point marks of
/// the same data together (a line with its points marked); `RuleMark`s and `RectangleMark`s
/// with any of them; `SectorMark`s as a pie or a donut; `LinePlot`s of functions; colours,
/// strokes and symbols by the style modifiers; scales, axis marks and the plot's style by the
/// chart's modifiers. `ChartRenderer` renders it to bytes or a file. Other combinations are a
/// `ChartDataError` from `dataChart()`, never a picture that leaves marks out. Dates are shown
/// in UTC.
public struct Chart<Content: ChartContent>: Sendable {
    let content: ChartContentGroup
    var xLabel: String?
    var yLabel: String?
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    var yLog = false
    var title: String?
    var legend = Visibility.automatic
    var legendPosition = AnnotationPosition.automatic
    var xAxis = Visibility.automatic
    var yAxis = Visibility.automatic
    var xScaleType: ScaleType?
    var yScaleType: ScaleType?
    /// `chartForegroundStyleScale(_:)`'s colours, by series name, in its order.
    var styleScale: [(String, Color)] = []
    /// `chartSymbolScale(_:)`'s symbols, by series name.
    var symbolScale: [(String, BasicChartSymbolShape)] = []
    /// `chartForegroundStyleScale(range:)`'s colours, low to high.
    var gradient: [Color]?
    var plotStyle = ChartPlotContent()
    var frameWidth: Double?
    var frameHeight: Double?
    var xAxisMarks: [AxisMarks] = []
    var yAxisMarks: [AxisMarks] = []

    public init(@ChartContentBuilder content: () -> ChartContentGroup) where Content == ChartContentGroup {
        self.content = content()
    }

    /// A chart of marks for each element of `data`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @ChartContentBuilder content: (Data.Element) -> ChartContentGroup
    ) where Data.Element: Identifiable, Content == ChartContentGroup {
        self.content = ChartContentGroup(ForEach(data, content: content).markRecords)
    }

    /// A chart of marks for each element of `data`, told apart by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> ChartContentGroup
    ) where Content == ChartContentGroup {
        self.content = ChartContentGroup(ForEach(data, id: id, content: content).markRecords)
    }

    /// The x axis's title, instead of the x values' label.
    public func chartXAxisLabel(_ label: String) -> Chart {
        var chart = self
        chart.xLabel = label
        return chart
    }

    /// The y axis's title, instead of the y values' label.
    public func chartYAxisLabel(_ label: String) -> Chart {
        var chart = self
        chart.yLabel = label
        return chart
    }

    /// The x values the axis shows (numbers).
    public func chartXScale(domain: ClosedRange<Double>) -> Chart {
        var chart = self
        chart.xDomain = domain
        return chart
    }

    /// The y values the axis shows.
    public func chartYScale(domain: ClosedRange<Double>) -> Chart {
        var chart = self
        chart.yDomain = domain
        return chart
    }

    /// A y scale of this type: `.log` or `.linear` (`.date` and `.category` are a
    /// `ChartDataError` from `dataChart()`: y holds numbers).
    public func chartYScale(type: ScaleType) -> Chart {
        var chart = self
        chart.yLog = type == .log
        chart.yScaleType = type
        return chart
    }

    /// A title above the chart (PlotKit's page has one; in SwiftUI it is a view around the chart).
    public func chartTitle(_ title: String) -> Chart {
        var chart = self
        chart.title = title
        return chart
    }
}

extension Chart {
    /// Shows or hides the legend: `.hidden` for none, `.visible` for one even of a single series
    /// (below the plot unless `chartLegend(position:)` says), `.automatic` for the engine's
    /// choice (one for several series, in the plot's quietest corner or beside it).
    public func chartLegend(_ visibility: Visibility) -> Chart {
        var chart = self
        chart.legend = visibility
        return chart
    }

    /// Puts the legend above (`.top`), below (`.bottom`) or after (`.trailing`) the plot;
    /// `.leading` and `.overlay` are a `ChartDataError` from `dataChart()` (the engine has no
    /// legend there yet).
    public func chartLegend(position: AnnotationPosition) -> Chart {
        var chart = self
        chart.legendPosition = position
        return chart
    }

    /// The engine's legend placement.
    func legendPlacement() throws(ChartDataError) -> LegendPlacement {
        if legend == .hidden { return .none }
        switch legendPosition {
        case .top: return .top
        case .bottom: return .bottom
        case .trailing: return .right
        case .automatic: return legend == .visible ? .bottom : .auto
        default:
            throw ChartDataError(
                "chartLegend(position: .\(legendPosition.name)) is not drawn yet: .top, .bottom or .trailing",
                isUsage: true)
        }
    }
}

extension Chart {
    /// Hides the x axis (`.hidden`): its line's ticks, labels, title and grid lines; the plot
    /// takes their room. `.visible` and `.automatic` show it.
    public func chartXAxis(_ visibility: Visibility) -> Chart {
        var chart = self
        chart.xAxis = visibility
        return chart
    }

    /// Hides the y axis (`.hidden`), as `chartXAxis(_:)` the x axis.
    public func chartYAxis(_ visibility: Visibility) -> Chart {
        var chart = self
        chart.yAxis = visibility
        return chart
    }

    /// The engine's hidden axes.
    var hiddenAxes: Set<ChartRule.Axis> {
        Set([xAxis == .hidden ? ChartRule.Axis.x : nil, yAxis == .hidden ? .y : nil].compactMap { $0 })
    }
}

/// Whether a part of the chart is shown, as SwiftUI's `Visibility`.
public enum Visibility: Sendable, Equatable {
    /// The chart's choice.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

/// How an axis maps values, as Swift Charts' `ScaleType`.
public enum ScaleType: Sendable, Equatable {
    case linear, log
    /// Dates along the axis (the x values must be dates).
    case date
    /// Each value a band of its own, in the order the values first appear.
    case category
}
