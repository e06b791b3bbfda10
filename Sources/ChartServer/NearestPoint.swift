import Foundation
import PlotCore

/// The point of a view nearest a pixel, for the page's tooltip: measured in pixels (so a tall
/// narrow view does not favour one axis), among the points held in memory and in view, within
/// `reach` pixels.
struct NearestPoint {
    var series: String
    var x: Double
    var y: Double
    var xText: String
    var yText: String

    /// How far from the pointer a point may be, in pixels, and still be the one shown.
    static let reach = 24.0

    /// The first point at the least distance, series by series and each in its order: the
    /// same point as a look at every point, from a look at those that may be within reach
    /// (`candidates`).
    init?(page: DataChartPage, geometry: ViewGeometry, pixelX: Double, pixelY: Double) {
        var best: (distance: Double, series: Int, index: Int)?
        let view = Viewport(x: geometry.x, y: geometry.y)
        for (number, series) in page.chart.series.enumerated() {
            let xs = series.points.xs
            let ys = series.points.ys
            Self.candidates(series, geometry: geometry, pixelX: pixelX, pixelY: pixelY) { run in
                for index in run where view.contains(x: xs[index], y: ys[index]) {
                    let pixel = geometry.pixel(x: xs[index], y: ys[index])
                    let distance = hypot(pixel.x - pixelX, pixel.y - pixelY)
                    if distance <= Self.reach, distance < (best?.distance ?? .infinity) {
                        best = (distance, number, index)
                    }
                }
            }
        }
        guard let best else { return nil }
        let chosen = page.chart.series[best.series]
        series = chosen.name
        x = chosen.points.xs[best.index]
        y = chosen.points.ys[best.index]
        yText = NumberText.shortest(y)
        if case .time(let zone) = page.chart.x {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = zone
            formatter.formatOptions = [.withInternetDateTime]
            xText = formatter.string(from: Date(timeIntervalSince1970: x))
        } else {
            xText = NumberText.shortest(x)
        }
    }

    /// The runs of a series' points, in order, that may be within reach: of a series in x order
    /// on an axis growing rightwards, those whose pixel x is within reach (two binary searches),
    /// less its index's blocks whose values are all out of reach above or below
    /// (`M4Pyramid.runs`); of any other, every point. A pixel beyond reach is kept each way: a
    /// point rounding leaves out is one a pixel too far.
    private static func candidates(
        _ series: ChartSeries, geometry: ViewGeometry, pixelX: Double, pixelY: Double,
        _ body: (Range<Int>) -> Void
    ) {
        let points = series.points
        let area = geometry.plotArea
        guard points.isSortedByX, geometry.x.lower < geometry.x.upper, geometry.x.span.isFinite, area.width > 0,
            area.width.isFinite
        else { return body(0..<points.count) }
        let margin = reach + 1
        // Pixel x does not fall as x grows, so both tests turn from false to true along the points.
        let window = points.xs.withUnsafeBufferPointer { xs in
            let first = xs.partitionPoint(0, xs.count) { geometry.pixelX($0) >= pixelX - margin }
            return first..<xs.partitionPoint(first, xs.count) { geometry.pixelX($0) > pixelX + margin }
        }
        guard let pyramid = series.pyramid, pyramid.indexes(points) else { return body(window) }
        pyramid.runs(
            in: window,
            mayHold: { lowest, highest in
                // Pixel y runs one way along y: a block's points lie between its extremes' pixels.
                let (a, b) = (geometry.pixelY(lowest), geometry.pixelY(highest))
                guard !a.isNaN, !b.isNaN else { return true }
                return !(max(a, b) < pixelY - margin || min(a, b) > pixelY + margin)
            }, body)
    }

    var json: String {
        // `<` escaped too: the page may put the answer inside its HTML.
        func literal(_ text: String) -> String { JSONStringLiteral.of(text, escapingLessThan: true) }
        return
            "{\"series\":\(literal(series)),\"x\":\(x),\"y\":\(y),\"xText\":\(literal(xText)),\"yText\":\(literal(yText))}"
    }
}
