import DeclarativeCharts
import PlotCore
import SceneTesting
import XCTest

/// `annotation(position:) { Text(...) }` on bars and points, and the legend's modifiers.
final class AnnotationTests: XCTestCase {
    struct Sale {
        var month: String
        var sales: Int
    }

    let sales = [Sale(month: "Jan", sales: 40), Sale(month: "Feb", sales: 65), Sale(month: "Mar", sales: 52)]

    /// Each bar's value written above it, centred on it, a spacing clear of its top.
    func testAValueAboveEachBar() throws {
        let chart = Chart(sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.sales))
                .annotation(position: .top, spacing: 4) { Text("\(sale.sales)").font(.caption) }
        }
        .chartYScale(domain: 0...80)
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.annotations.map(\.text), ["40", "65", "52"])
        let scene = try DrawnChart.recorded(chart)
        let bars = scene.fills.filter { $0.clip != nil }.compactMap(\.path.bounds)
        XCTAssertEqual(bars.count, 3)
        // Annotations are in the note font (the ticks' "40" is not one).
        let noteFont = ChartStyle(page: DrawnChart.page.size).noteFont
        for (bar, text) in zip(bars, ["40", "65", "52"]) {
            let run = try XCTUnwrap(scene.runs.first { $0.text == text && $0.font == noteFont })
            let size = DrawnChart.text.measure(text, font: run.font)
            XCTAssertEqual(run.origin.x + size.width / 2, bar.midX, accuracy: 0.01)
            XCTAssertEqual(run.origin.y + size.height, bar.minY - 4, accuracy: 0.01)
        }
        try DrawnChart.assertMatchesGolden(chart.chartTitle("Annotations"), named: "swift-charts-annotation")
    }

    /// A point's annotation after it: its left edge a spacing past the marker, centred on it.
    func testAnAnnotationAfterAPoint() throws {
        let chart = Chart {
            PointMark(x: .value("x", 2), y: .value("y", 5))
                .symbolSize(100)
                .annotation(position: .trailing, spacing: 3) { Text("peak") }
            PointMark(x: .value("x", 4), y: .value("y", 1))
        }
        .chartXScale(domain: 0...10)
        .chartYScale(domain: 0...10)
        let scene = try DrawnChart.recorded(chart)
        let plot = try XCTUnwrap(scene.fills.compactMap(\.clip).first)
        let run = try XCTUnwrap(scene.runs.first { $0.text == "peak" })
        let size = DrawnChart.text.measure("peak", font: run.font)
        // A marker of 100 square points: a circle of that area.
        let radius = (100 / Double.pi).squareRoot()
        XCTAssertEqual(run.origin.x, plot.minX + plot.width * 0.2 + radius + 3, accuracy: 0.01)
        XCTAssertEqual(run.origin.y + size.height / 2, plot.maxY - plot.height * 0.5, accuracy: 0.01)
    }

    /// `alignment:` lines the text's edge up with the bar's along the side it stands on: above
    /// a bar, `.leading` starts it where the bar starts and `.trailing` ends it where the bar
    /// ends; after a point, `.top` puts its top at the marker's top.
    func testAnAlignedAnnotation() throws {
        let chart = Chart(sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.sales))
                .annotation(position: .top, alignment: sale.month == "Jan" ? .leading : .trailing, spacing: 4) {
                    Text("\(sale.sales)")
                }
        }
        .chartYScale(domain: 0...80)
        let scene = try DrawnChart.recorded(chart)
        let bars = scene.fills.filter { $0.clip != nil }.compactMap(\.path.bounds)
        let noteFont = ChartStyle(page: DrawnChart.page.size).noteFont
        for (index, (bar, text)) in zip(bars, ["40", "65", "52"]).enumerated() {
            let run = try XCTUnwrap(scene.runs.first { $0.text == text && $0.font == noteFont })
            let size = DrawnChart.text.measure(text, font: run.font)
            if index == 0 {
                XCTAssertEqual(run.origin.x, bar.minX, accuracy: 0.01, "leading: starts with the bar")
            } else {
                XCTAssertEqual(run.origin.x + size.width, bar.maxX, accuracy: 0.01, "trailing: ends with the bar")
            }
            XCTAssertEqual(run.origin.y + size.height, bar.minY - 4, accuracy: 0.01)
        }
        let point = Chart {
            PointMark(x: .value("x", 2), y: .value("y", 5))
                .symbolSize(100)
                .annotation(position: .trailing, alignment: .top, spacing: 3) { Text("peak") }
        }
        .chartXScale(domain: 0...10)
        .chartYScale(domain: 0...10)
        let pointScene = try DrawnChart.recorded(point)
        let plot = try XCTUnwrap(pointScene.fills.compactMap(\.clip).first)
        let run = try XCTUnwrap(pointScene.runs.first { $0.text == "peak" })
        let radius = (100 / Double.pi).squareRoot()
        XCTAssertEqual(run.origin.y, plot.maxY - plot.height * 0.5 - radius, accuracy: 0.01)
    }

    /// `.hidden` draws no legend; `.visible` one for a single series, below the plot; a place
    /// the engine has no legend for is an error.
    func testTheLegendsModifiers() throws {
        let two = Chart {
            LineMark(x: .value("x", 1), y: .value("y", 2)).foregroundStyle(by: .value("City", "Oslo"))
            LineMark(x: .value("x", 1), y: .value("y", 3)).foregroundStyle(by: .value("City", "Rome"))
        }
        XCTAssertEqual(try two.dataChart().legend, .auto)
        XCTAssertEqual(try two.chartLegend(.hidden).dataChart().legend, .none)
        XCTAssertFalse(try DrawnChart.recorded(two.chartLegend(.hidden)).texts.contains("Oslo"))
        XCTAssertEqual(try two.chartLegend(position: .top).dataChart().legend, .top)
        XCTAssertEqual(try two.chartLegend(position: .trailing).dataChart().legend, .right)
        let one = Chart { LineMark(x: .value("x", 1), y: .value("Rain", 2)) }
        XCTAssertEqual(try one.chartLegend(.visible).dataChart().legend, .bottom)
        XCTAssertThrowsError(try two.chartLegend(position: .leading).dataChart()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "chartLegend(position: .leading) is not drawn yet: .top, .bottom or .trailing")
        }
    }
}

/// `chartXAxis(.hidden)` and `chartYAxis(.hidden)`: no labels, title or grid lines of that
/// axis, and the plot takes their room.
final class HiddenAxisTests: XCTestCase {
    func testAHiddenAxisHasNoLabelsAndGivesItsRoom() throws {
        let chart = Chart {
            LineMark(x: .value("Day", 1), y: .value("Cups", 2))
            LineMark(x: .value("Day", 5), y: .value("Cups", 9))
        }
        let shown = try DrawnChart.recorded(chart)
        let hidden = try DrawnChart.recorded(chart.chartXAxis(.hidden))
        XCTAssertTrue(shown.texts.contains("Day"))
        XCTAssertFalse(hidden.texts.contains("Day"))
        XCTAssertTrue(hidden.texts.contains("Cups"))
        let plot = { (scene: SceneRecorder) in scene.strokes.compactMap(\.clip).first }
        let (before, after) = (try XCTUnwrap(plot(shown)), try XCTUnwrap(plot(hidden)))
        XCTAssertGreaterThan(after.maxY, before.maxY)
        // No vertical grid lines: every grid stroke outside the marks runs across.
        let gridColor = ChartStyle(page: DrawnChart.page.size).gridColor
        XCTAssertFalse(hidden.strokes.contains { $0.color == gridColor && $0.path.bounds?.width == 0 })
        let noY = try DrawnChart.recorded(chart.chartYAxis(.hidden))
        XCTAssertFalse(noY.texts.contains("Cups"))
        XCTAssertTrue(noY.texts.contains("Day"))
        try DrawnChart.assertMatchesGolden(
            chart.chartXAxis(.hidden).chartTitle("chartXAxis(.hidden)"), named: "swift-charts-hidden-x-axis")
    }
}
