import Foundation
import PlotCore

/// What a mark's style modifiers set: its colour, opacity, stroke and symbol. The marks of a
/// series share theirs: the engine draws a series in one style (`SeriesStyle`); rules and
/// rectangles each in their own.
struct MarkStyle: Sendable, Equatable {
    var color: Color?
    var opacity: Double?
    var lineWidth: Double?
    var dash: [Double]?
    var symbol: BasicChartSymbolShape?
    /// Perceived area in square points.
    var symbolSize: Double?
    /// A bar's corners' radius in points.
    var cornerRadius: Double?

    /// Each of `later`'s settings in place of this one's.
    func merged(with later: MarkStyle) -> MarkStyle {
        MarkStyle(
            color: later.color ?? color, opacity: later.opacity ?? opacity, lineWidth: later.lineWidth ?? lineWidth,
            dash: later.dash ?? dash, symbol: later.symbol ?? symbol, symbolSize: later.symbolSize ?? symbolSize,
            cornerRadius: later.cornerRadius ?? cornerRadius)
    }

    /// The engine's style of a series drawn in this style.
    /// - Throws: `ChartDataError` naming the symbol the engine does not draw.
    func seriesStyle(mark: String) throws(ChartDataError) -> SeriesStyle {
        var marker: MarkerShape?
        if let symbol {
            guard let shape = symbol.marker else {
                throw ChartDataError(
                    "\(mark): symbol .\(symbol.name) is not drawn yet: circle, square, triangle, diamond or plus",
                    isUsage: true)
            }
            marker = shape
        }
        // A symbol's area, in square points, as a circle's of that area.
        let radius = symbolSize.map { ($0 / Double.pi).squareRoot() }
        var style = SeriesStyle(
            color: color, opacity: opacity, lineWidth: lineWidth, dash: dash, marker: marker,
            markerRadius: radius.flatMap { $0.isFinite ? $0 : nil })
        style.cornerRadius = cornerRadius
        return style
    }
}

extension ChartContent {
    /// Draws the marks in one colour, as Swift Charts' `foregroundStyle(_:)` with a `Color`.
    /// The marks of one series share one colour.
    public func foregroundStyle(_ color: Color) -> ChartContentGroup {
        styled { $0.color = color }
    }

    /// Draws the marks at this opacity (0...1) of their colour.
    public func opacity(_ opacity: Double) -> ChartContentGroup {
        styled { $0.opacity = opacity }
    }

    /// Strokes lines and rules at this width and dash (cap and join are not drawn).
    public func lineStyle(_ style: StrokeStyle) -> ChartContentGroup {
        styled {
            $0.lineWidth = Double(style.lineWidth)
            $0.dash = style.dash.map(Double.init)
        }
    }

    /// Marks points with this symbol.
    public func symbol(_ symbol: BasicChartSymbolShape) -> ChartContentGroup {
        styled { $0.symbol = symbol }
    }

    /// Rounds a bar's corners by this radius in points (at most half the bar's narrower side).
    /// The bars of one series share one radius; on other marks it is taken and not drawn.
    public func cornerRadius(_ radius: CGFloat) -> ChartContentGroup {
        styled { $0.cornerRadius = Double(radius) }
    }

    /// Draws symbols of this perceived area, in square points.
    public func symbolSize(_ area: CGFloat) -> ChartContentGroup {
        styled { $0.symbolSize = Double(area) }
    }

    private func styled(_ change: (inout MarkStyle) -> Void) -> ChartContentGroup {
        ChartContentGroup(
            markRecords.map {
                var record = $0
                change(&record.style)
                return record
            })
    }
}
