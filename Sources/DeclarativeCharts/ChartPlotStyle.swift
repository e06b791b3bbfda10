import Foundation
import PlotCore

/// The plot area's style, as Swift Charts' `chartPlotStyle` hands it to its closure:
/// `.chartPlotStyle { $0.background(.gray.opacity(0.1)) }`.
public struct ChartPlotContent: Sendable, Equatable {
    var background: Color?

    /// The plot area filled with `color` behind its grid and marks.
    public func background(_ color: Color) -> ChartPlotContent {
        var content = self
        content.background = color
        return content
    }
}

extension Chart {
    /// Styles the plot area: `.chartPlotStyle { $0.background(.yellow.opacity(0.1)) }`. A
    /// background is drawn; other view modifiers do not compile.
    public func chartPlotStyle(content: (ChartPlotContent) -> ChartPlotContent) -> Chart {
        var chart = self
        chart.plotStyle = content(chart.plotStyle)
        return chart
    }

    /// The chart's size as a view's frame: `ChartRenderer` draws a page of it when not given
    /// another. A side left nil keeps the renderer's own (800 by 500 points).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> Chart {
        var chart = self
        chart.frameWidth = width.map(Double.init) ?? chart.frameWidth
        chart.frameHeight = height.map(Double.init) ?? chart.frameHeight
        return chart
    }
}
