import DeclarativeCharts
import GoldenTesting
import PlotCore
import SceneTesting
import XCTest

/// `symbol(by:)`, `chartSymbolScale(_:)` and `cornerRadius(_:)`.
final class SymbolScaleTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        FontPinning.install()
    }

    struct Penguin: Identifiable {
        var id: Int
        var species: String
        var flipper: Double
        var mass: Double
    }

    static let penguins = [
        Penguin(id: 1, species: "Adélie", flipper: 181, mass: 3750),
        Penguin(id: 2, species: "Adélie", flipper: 190, mass: 3800),
        Penguin(id: 3, species: "Gentoo", flipper: 217, mass: 5200),
        Penguin(id: 4, species: "Gentoo", flipper: 221, mass: 5000),
        Penguin(id: 5, species: "Chinstrap", flipper: 195, mass: 3650),
        Penguin(id: 6, species: "Chinstrap", flipper: 201, mass: 3900),
    ]

    static let chart = Chart(penguins) {
        PointMark(x: .value("Flipper (mm)", $0.flipper), y: .value("Mass (g)", $0.mass))
            .symbol(by: .value("Species", $0.species))
            .symbolSize(150)
    }

    /// One series a value, each its symbol in Swift Charts' order unless the scale names it.
    func testSymbolsByAValueFollowTheSequenceOrTheScale() throws {
        let drawn = try Self.chart.dataChart()
        XCTAssertEqual(drawn.series.map(\.name), ["Adélie", "Gentoo", "Chinstrap"])
        XCTAssertEqual(drawn.series.map(\.style.marker), [.circle, .square, .triangle])
        let scaled = try Self.chart.chartSymbolScale(["Gentoo": .asterisk, "Adélie": .pentagon]).dataChart()
        XCTAssertEqual(scaled.series.map(\.style.marker), [.pentagon, .asterisk, .triangle])
        // Each species' two points in its own colour.
        let scene = try DrawnChart.recorded(Self.chart)
        for index in 0..<3 {
            XCTAssertEqual(scene.fills.filter { $0.clip != nil && $0.color == Theme.light.seriesColor(index) }.count, 2)
        }
        let both = Chart(Self.penguins) {
            PointMark(x: .value("Flipper", $0.flipper), y: .value("Mass", $0.mass))
                .foregroundStyle(by: .value("Species", $0.species))
                .symbol(by: .value("Island", "Biscoe"))
        }
        XCTAssertThrowsError(try both.dataChart()) {
            XCTAssertEqual(
                "\($0)",
                "foregroundStyle(by:) and symbol(by:) of different values are not drawn yet: give the same value to both"
            )
        }
    }

    func testSymbolsByAValuePicture() throws {
        try DrawnChart.assertMatchesGolden(
            Self.chart.chartSymbolScale(["Gentoo": .diamond]).chartTitle("symbol(by:)"),
            named: "swift-charts-symbol-by")
    }

    /// Rounded bars: a bar's path has four quarter circles; a radius over half the bar's width
    /// is held to it.
    func testCornerRadiusRoundsTheBars() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3)).cornerRadius(8)
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 5)).cornerRadius(8)
        }
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.series[0].style.cornerRadius, 8)
        let color = ChartStyle(page: DrawnChart.page.size).lineColor
        let bars = try DrawnChart.recorded(chart).fills.filter { $0.clip != nil && $0.color == color }
        XCTAssertEqual(bars.count, 2)
        for bar in bars {
            let curves = bar.path.elements.filter { if case .curve = $0 { true } else { false } }
            XCTAssertEqual(curves.count, 4)
            // The top edge starts 8 points in from the left.
            let box = try XCTUnwrap(bar.path.bounds)
            XCTAssertEqual(bar.path.elements.first, .move(Point(box.minX + 8, box.minY)))
        }
        try DrawnChart.assertMatchesGolden(chart.chartTitle("cornerRadius"), named: "swift-charts-corner-radius")
    }
}
