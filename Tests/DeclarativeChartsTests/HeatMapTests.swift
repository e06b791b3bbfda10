import DeclarativeCharts
import GoldenTesting
import PlotCore
import SceneTesting
import XCTest

/// `RectangleMark(x:y:)` of two categories: a heat map coloured along a continuous scale,
/// `chartForegroundStyleScale(range: Gradient(colors:))` its colours.
final class HeatMapTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        FontPinning.install()
    }

    struct Cell: Identifiable {
        var id: String { day + hour }
        var day: String
        var hour: String
        var visits: Double
    }

    static let cells = [
        Cell(day: "Mon", hour: "9:00", visits: 10), Cell(day: "Mon", hour: "12:00", visits: 40),
        Cell(day: "Tue", hour: "9:00", visits: 25), Cell(day: "Tue", hour: "12:00", visits: 30),
        Cell(day: "Wed", hour: "9:00", visits: 5), Cell(day: "Wed", hour: "12:00", visits: 20),
    ]

    static let chart = Chart(cells) {
        RectangleMark(x: .value("Day", $0.day), y: .value("Hour", $0.hour))
            .foregroundStyle(by: .value("Visits", $0.visits))
    }
    .chartForegroundStyleScale(range: Gradient(colors: [.white, .blue]))

    func testCellsMakeAGridColouredAlongTheGradient() throws {
        let drawn = try Self.chart.dataChart()
        XCTAssertEqual(drawn.kind, .heatmap)
        XCTAssertEqual(drawn.x, .category(["Mon", "Tue", "Wed"]))
        // The least value (5) white, the greatest (40) SwiftUI's blue, 25 at 4/7 between.
        let fills = try DrawnChart.recorded(Self.chart).fills.map(\.color)
        XCTAssertTrue(fills.contains(.white))
        XCTAssertTrue(fills.contains(.blue))
        let t = 20.0 / 35
        let between = Color(
            red: 1 + (Color.blue.red - 1) * t, green: 1 + (Color.blue.green - 1) * t,
            blue: 1 + (Color.blue.blue - 1) * t)
        XCTAssertTrue(
            fills.contains {
                abs($0.red - between.red) < 1e-9 && abs($0.green - between.green) < 1e-9
                    && abs($0.blue - between.blue) < 1e-9
            })
    }

    func testAHeatMapPicture() throws {
        try DrawnChart.assertMatchesGolden(Self.chart.chartTitle("RectangleMark(x:y:)"), named: "swift-charts-heat-map")
    }

    func testCellsWithoutANumberAreRefused() throws {
        let plain = Chart { RectangleMark(x: .value("Day", "Mon"), y: .value("Hour", "9:00")) }
        XCTAssertThrowsError(try plain.dataChart()) {
            XCTAssertEqual(
                "\($0)",
                "RectangleMark(x:y:) 1: give foregroundStyle(by:) a finite number to colour the cell by (none given)")
        }
        let lines = Chart { LineMark(x: .value("x", 1), y: .value("y", 2)) }
            .chartForegroundStyleScale(range: Gradient(colors: [.white, .blue]))
        XCTAssertThrowsError(try lines.dataChart()) {
            XCTAssertEqual(
                "\($0)", "chartForegroundStyleScale(range:) colours heat map cells (RectangleMark(x:y:)) only, for now")
        }
    }
}
