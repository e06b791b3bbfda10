import DeclarativeCharts
import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import SceneTesting
import XCTest

/// Chart-wide modifiers: `chartXScale(type:)`, `chartForegroundStyleScale(_:)`,
/// `chartPlotStyle`, `frame(width:height:)` and the cardinal interpolation.
final class ChartScaleTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        FontPinning.install()
    }

    /// On a log x from 1 to 100, 10 is half way across.
    func testALogXScalePutsTenHalfWayFromOneToAHundred() throws {
        let chart = Chart {
            ForEach([1.0, 10, 100], id: \.self) { PointMark(x: .value("Dose", $0), y: .value("Effect", 1)) }
        }
        .chartXScale(domain: 1...100, type: .log)
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.x, .log)
        let color = ChartStyle(page: DrawnChart.page.size).lineColor
        let markers = try DrawnChart.recorded(chart).fills.filter { $0.clip != nil && $0.color == color }
        XCTAssertEqual(markers.count, 3)
        let plot = try XCTUnwrap(markers.first?.clip)
        let centres = try markers.map { try XCTUnwrap($0.path.bounds).midX }.sorted()
        for (centre, share) in zip(centres, [0, 0.5, 1]) {
            XCTAssertEqual(centre, plot.minX + plot.width * share, accuracy: 0.01)
        }
    }

    /// `.category` makes numbers categories, in the order they first appear.
    func testACategoryScaleMakesNumbersCategories() throws {
        let chart = Chart {
            ForEach([2020, 2022, 2021], id: \.self) { BarMark(x: .value("Year", $0), y: .value("Sales", $0 - 2000)) }
        }
        .chartXScale(type: .category)
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.x, .category(["2020", "2022", "2021"]))
        XCTAssertEqual(drawn.series[0].points.xs, [0, 1, 2])
    }

    func testAScaleTheValuesAreNotIsRefused() throws {
        func refusal(_ chart: Chart<ChartContentGroup>) -> String? {
            do {
                _ = try chart.dataChart()
                return nil
            } catch { return "\(error)" }
        }
        let numbers = Chart { LineMark(x: .value("x", 1), y: .value("y", 2)) }
        XCTAssertEqual(
            refusal(numbers.chartXScale(type: .date)),
            "chartXScale(type: .date): x holds numbers; a .date scale takes dates")
        XCTAssertEqual(
            refusal(Chart { BarMark(x: .value("x", "a"), y: .value("y", 2)) }.chartXScale(type: .log)),
            "chartXScale(type: .log): x holds categories; a .log scale takes numbers")
        XCTAssertEqual(
            refusal(numbers.chartYScale(type: .category)),
            "chartYScale(type: .category): y holds numbers only; dates and categories go on x")
        // A log scale over zero: the engine's check names the value, thrown when rendered.
        let zero = Chart { LineMark(x: .value("x", 0), y: .value("y", 2)) }.chartXScale(type: .log)
        XCTAssertThrowsError(try ChartRenderer(content: zero).pngData()) {
            XCTAssertTrue($0 is ChartDataError)
            XCTAssertTrue("\($0)".contains("0"), "\($0)")
        }
    }

    struct Sale: Identifiable {
        var id: String { month + product }
        var month: String
        var product: String
        var units: Double
    }

    static let sales = [
        Sale(month: "Jan", product: "Gadgets", units: 3), Sale(month: "Jan", product: "Gizmos", units: 5),
        Sale(month: "Feb", product: "Gadgets", units: 4), Sale(month: "Feb", product: "Gizmos", units: 2),
    ]

    /// The mapping colours the series and orders them, whatever the data's order.
    func testAForegroundStyleScaleColoursAndOrdersTheSeries() throws {
        let chart = Chart(Self.sales) {
            BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units))
                .foregroundStyle(by: .value("Product", $0.product))
        }
        .chartForegroundStyleScale(["Gizmos": .green, "Gadgets": .purple])
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.series.map(\.name), ["Gizmos", "Gadgets"])
        let scene = try DrawnChart.recorded(chart)
        let bars = scene.fills.filter { $0.clip != nil }
        XCTAssertEqual(bars.filter { $0.color == .green }.count, 2)
        XCTAssertEqual(bars.filter { $0.color == .purple }.count, 2)
        // Gizmos at the bottom of each stack.
        let jan = bars.filter { ($0.path.bounds?.midX ?? 0) < (bars.map { $0.path.bounds?.midX ?? 0 }.max() ?? 0) }
        let gizmo = try XCTUnwrap(jan.first { $0.color == .green }?.path.bounds)
        let gadget = try XCTUnwrap(jan.first { $0.color == .purple }?.path.bounds)
        XCTAssertEqual(gizmo.minY, gadget.maxY, accuracy: 0.01)
    }

    /// The plot's background fills the plot, under the grid and the marks.
    func testAPlotBackgroundFillsThePlot() throws {
        let chart = Chart(Self.sales) {
            BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units))
                .foregroundStyle(by: .value("Product", $0.product))
        }
        .chartPlotStyle { $0.background(.yellow.opacity(0.2)) }
        let scene = try DrawnChart.recorded(chart)
        let index = try XCTUnwrap(scene.fills.firstIndex { $0.color == Color.yellow.opacity(0.2) })
        let plot = try XCTUnwrap(scene.fills.first { $0.clip != nil }?.clip)
        XCTAssertEqual(scene.fills[index].path.bounds, plot)
        XCTAssertLessThan(index, try XCTUnwrap(scene.fills.firstIndex { $0.clip != nil }))
    }

    func testScalesAndAPlotBackgroundPicture() throws {
        let chart = Chart(Self.sales) {
            BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units))
                .foregroundStyle(by: .value("Product", $0.product))
        }
        .chartForegroundStyleScale(["Gizmos": .green, "Gadgets": .purple])
        .chartPlotStyle { $0.background(.yellow.opacity(0.2)) }
        .chartTitle("chartForegroundStyleScale, chartPlotStyle")
        try DrawnChart.assertMatchesGolden(chart, named: "swift-charts-style-scale")
    }

    /// A frame is the renderer's page unless it is given one.
    func testAFrameIsTheRenderersPage() throws {
        let chart = Chart(Self.sales) { BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units)) }
        let framed = ChartRenderer(content: chart.frame(width: 300, height: 200))
        XCTAssertEqual([framed.width, framed.height], [300, 200])
        let image = try RasterImage(png: [UInt8](framed.pngData()))
        XCTAssertEqual([image.width, image.height], [300, 200])
        XCTAssertEqual(ChartRenderer(content: chart.frame(width: 300)).height, 500)
        XCTAssertEqual(ChartRenderer(content: chart.frame(width: 300), width: 640).width, 640)
    }

    /// `.cardinal` is d3's cardinal spline of tension 0: Catmull-Rom of alpha 0.
    func testCardinalIsACatmullRomOfAlphaZero() throws {
        let chart = Chart {
            ForEach([0.0, 1, 2, 3], id: \.self) {
                LineMark(x: .value("x", $0), y: .value("y", $0 * $0)).interpolationMethod(.cardinal)
            }
        }
        XCTAssertEqual(try chart.dataChart().curve, .catmullRom(alpha: 0))
        XCTAssertNotEqual(try chart.dataChart().curve, .catmullRom())
    }
}
