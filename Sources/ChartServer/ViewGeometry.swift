import Foundation
import PlotCore

/// Where a drawn view's plot is on its picture and which data values it spans: what the page
/// needs to turn a dragged box or the wheel into the next view's ranges, and the server to turn
/// a pointer into data for `/near`. Linear, log (base 10) or time (seconds, linear) on each axis.
struct ViewGeometry: Sendable {
    var plotArea: Rect
    var x: Interval
    var y: Interval
    var xLog: Bool
    var yLog: Bool
    var xTime: Bool

    /// The geometry of a laid-out page, or nil when its view has no data ranges (categories,
    /// pies) or its kind is not a cloud of points one zooms into (bars, boxes).
    init?(page: DataChartPage, plotArea: Rect, view: Viewport?) {
        guard let view, [.line, .scatter, .step, .area].contains(page.chart.kind) else { return nil }
        self.plotArea = plotArea
        x = view.x
        y = view.y
        xLog = page.chart.x == .log
        yLog = page.chart.logY
        xTime = page.chart.x.isTime
    }

    /// The pixel of a data point, left to right and top to bottom.
    func pixel(x value: Double, y yValue: Double) -> (x: Double, y: Double) { (pixelX(value), pixelY(yValue)) }

    /// The pixel column of an x, from the left.
    func pixelX(_ value: Double) -> Double { plotArea.x + Self.fraction(value, in: x, log: xLog) * plotArea.width }

    /// The pixel row of a y, from the top.
    func pixelY(_ value: Double) -> Double {
        plotArea.y + (1 - Self.fraction(value, in: y, log: yLog)) * plotArea.height
    }

    private static func fraction(_ value: Double, in range: Interval, log: Bool) -> Double {
        guard log else { return (value - range.lower) / (range.upper - range.lower) }
        return (log10(value) - log10(range.lower)) / (log10(range.upper) - log10(range.lower))
    }

    /// As JSON for the page: the plot's rectangle in pixels, the ranges and the axes' kinds.
    var json: String {
        func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }
        let area = plotArea
        return """
            {"plot":{"left":\(number(area.x)),"top":\(number(area.y)),"width":\(number(area.width)),\
            "height":\(number(area.height))},"x":[\(number(x.lower)),\(number(x.upper))],\
            "y":[\(number(y.lower)),\(number(y.upper))],"xLog":\(xLog),"yLog":\(yLog),"xTime":\(xTime)}
            """
    }
}
