import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// Heat maps and 2-D histograms, light and dark: cells in matplotlib's colours, an empty cell
/// left as the page, the colour bar beside. Every picture was looked at before it was
/// committed. The data is made here from a fixed seed.
final class HeatmapGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    typealias Seeded = DataChartGoldenTests.Seeded

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// Three years of daily temperatures (a seasonal swing, weekends a little warmer in the
    /// city's sun, noise), as month and weekday categories; no reading on Sundays in March.
    static func daily(offset: Double) -> DataTable {
        var random = Seeded(state: 24)
        var monthCodes: [Int32] = []
        var dayCodes: [Int32] = []
        var temps: [Double] = []
        let monthStarts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365]
        for day in 0..<(3 * 365) {
            let dayOfYear = day % 365
            let month = monthStarts.lastIndex { $0 <= dayOfYear } ?? 0
            let weekday = day % 7
            if month == 2 && weekday == 6 { continue }
            monthCodes.append(Int32(month))
            dayCodes.append(Int32(weekday))
            let season = 11 - 10 * cos(2 * Double.pi * (Double(dayOfYear) - 15) / 365)
            temps.append(season + (weekday >= 5 ? 1.5 : 0) + (random.next() - 0.5) * 6 + offset)
        }
        return DataTable(columns: [
            DataColumn(name: "month", values: .categories(codes: monthCodes, labels: months)),
            DataColumn(name: "weekday", values: .categories(codes: dayCodes, labels: weekdays)),
            DataColumn(name: "temperature", values: .numbers(temps)),
        ])
    }

    /// 10,000 pairs of correlated normal values (Box-Muller over the seeded generator).
    static let pairs: DataTable = {
        var random = Seeded(state: 10_000)
        var xs: [Double] = []
        var ys: [Double] = []
        for _ in 0..<10_000 {
            let radius = (-2 * log(1 - random.next())).squareRoot()
            let angle = 2 * Double.pi * random.next()
            let (a, b) = (radius * cos(angle), radius * sin(angle))
            xs.append(50 + 10 * a)
            ys.append(20 + 4 * (0.6 * a + 0.8 * b))
        }
        return DataTable(columns: [
            DataColumn(name: "height", values: .numbers(xs)), DataColumn(name: "weight", values: .numbers(ys)),
        ])
    }()

    func check(_ name: String, _ chart: DataChart, theme: Theme = .light, line: UInt = #line) throws {
        var chart = chart
        chart.title = name
        let scene = DataChartPage(chart: chart, page: DataChartGoldenTests.page, theme: theme)
            .scene(measurer: RenderFixtures.text)
        let image = try SceneOutput(text: RenderFixtures.text).raster(scene)
        try GoldenImage.assertMatches(image, named: name, line: line)
    }

    /// `--kind heatmap --x month --y weekday --value temperature`: means, labelled, one empty cell.
    func testHeatmapOfMeans() throws {
        try check(
            "data-heatmap", try DataChart.heatmap(table: Self.daily(offset: 0), x: 0, y: 1, value: 2, aggregate: nil))
    }

    /// `--kind hist2d --bins 40x30`: counts of 10,000 pairs, too small to label.
    func testHist2dOfNormalPairs() throws {
        try check("data-hist2d", try DataChart.hist2d(table: Self.pairs, x: 0, y: 1, xBins: 40, yBins: 30))
    }

    /// `--colormap rdbu --theme dark`: anomalies either side of zero, centred on it.
    func testDivergingHeatmapDark() throws {
        var chart = try DataChart.heatmap(table: Self.daily(offset: -11), x: 0, y: 1, value: 2, aggregate: .median)
        chart.colormap = .rdbu
        try check("data-heatmap-rdbu-dark", chart, theme: .dark)
    }
}
