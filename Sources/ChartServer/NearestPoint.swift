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

    init?(page: DataChartPage, geometry: ViewGeometry, pixelX: Double, pixelY: Double) {
        var best: (distance: Double, series: Int, index: Int)?
        let view = Viewport(x: geometry.x, y: geometry.y)
        for (number, series) in page.chart.series.enumerated() {
            let xs = series.points.xs
            let ys = series.points.ys
            for index in xs.indices where view.contains(x: xs[index], y: ys[index]) {
                let pixel = geometry.pixel(x: xs[index], y: ys[index])
                let distance = hypot(pixel.x - pixelX, pixel.y - pixelY)
                if distance <= Self.reach, distance < (best?.distance ?? .infinity) {
                    best = (distance, number, index)
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

    var json: String {
        // `<` escaped too: the page may put the answer inside its HTML.
        func literal(_ text: String) -> String { JSONStringLiteral.of(text, escapingLessThan: true) }
        return
            "{\"series\":\(literal(series)),\"x\":\(x),\"y\":\(y),\"xText\":\(literal(xText)),\"yText\":\(literal(yText))}"
    }
}
