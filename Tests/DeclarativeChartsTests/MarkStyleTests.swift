import DeclarativeCharts
import Foundation
import PlotCore
import SceneTesting
import XCTest

/// Style modifiers: a colour, an opacity, a stroke, a symbol and its size, read back from what
/// the page draws.
final class MarkStyleTests: XCTestCase {
    /// SwiftUI's named colours in their light-mode values.
    func testNamedColoursAreSwiftUIsLightValues() {
        XCTAssertEqual(Color.orange, Color(hex: 0xFF9500))
        XCTAssertEqual(Color.teal, Color(hex: 0x30B0C7))
        XCTAssertEqual(Color.blue, Color(hex: 0x007AFF))
        XCTAssertEqual(Color.gray, Color(hex: 0x8E8E93))
        XCTAssertEqual(Color(red: 1, green: 0, blue: 0, opacity: 0.5).alpha, 0.5)
        XCTAssertEqual(Color.red.opacity(0.25), Color(hex: 0xFF3B30, alpha: 0.25))
        // A colour's components are still read by their names.
        XCTAssertEqual(Color.orange.red, 1)
        XCTAssertEqual(Color.blue.green, 122.0 / 255)
    }

    /// A line in its colour, width and dash; points with a square symbol of an area in square
    /// points; a rule in its colour and stroke.
    func testAStyledLinePointsAndRule() throws {
        let days = [(1.0, 3.0), (2, 5), (3, 4), (4, 7)]
        let chart = Chart {
            ForEach(days, id: \.0) { day in
                LineMark(x: .value("Day", day.0), y: .value("Cups", day.1))
                    .foregroundStyle(.orange)
                    .lineStyle(StrokeStyle(lineWidth: 3, dash: [6, 3]))
                PointMark(x: .value("Day", day.0), y: .value("Cups", day.1))
                    .symbol(.square)
                    .symbolSize(100)
            }
            RuleMark(y: .value("Goal", 6))
                .foregroundStyle(.teal)
                .lineStyle(StrokeStyle(lineWidth: 2))
        }
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.series[0].style.color, .orange)
        XCTAssertEqual(drawn.markers, .always)
        let scene = try DrawnChart.recorded(chart)
        let line = try XCTUnwrap(scene.strokes.first { $0.clip != nil })
        XCTAssertEqual(line.color, .orange)
        XCTAssertEqual(line.lineWidth, 3)
        XCTAssertEqual(line.dash, [6, 3])
        let markers = scene.fills.filter { $0.clip != nil && $0.color == .orange }
        XCTAssertEqual(markers.count, 4)
        // The engine's square is 1.8 radii wide, the radius a circle's of 100 square points.
        XCTAssertEqual(
            try XCTUnwrap(markers[0].path.bounds).width, 1.8 * (100 / Double.pi).squareRoot(), accuracy: 1e-9)
        let rule = try XCTUnwrap(scene.strokes.first { $0.color == .teal })
        XCTAssertEqual(rule.lineWidth, 2)
        XCTAssertEqual(rule.dash, [])
        try DrawnChart.assertMatchesGolden(chart.chartTitle("Styles"), named: "swift-charts-styles")
    }

    /// A rectangle at an opacity of its colour: a shade.
    func testARectangleShadedAtAnOpacity() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 10), y: .value("y", 10))
            RectangleMark(xStart: .value("x", 2), xEnd: .value("x", 4), yStart: .value("y", 0), yEnd: .value("y", 10))
                .foregroundStyle(.gray)
                .opacity(0.2)
        }
        let scene = try DrawnChart.recorded(chart)
        XCTAssertTrue(scene.fills.contains { $0.color == Color(hex: 0x8E8E93, alpha: 0.2) })
    }

    /// Marks of one series in two colours, and symbols the engine does not draw, are refused.
    func testWhatCannotBeStyledSaysSo() throws {
        let twoColours = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Change", 3)).foregroundStyle(.green)
            BarMark(x: .value("Day", "Tue"), y: .value("Change", -2)).foregroundStyle(.red)
        }
        XCTAssertThrowsError(try twoColours.dataChart()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "the marks of series \"Change\" have different colours (#34C759 and #FF3B30): one colour a series is drawn, for now"
            )
        }
    }

    /// Every one of Swift Charts' eight symbols is drawn, about as large as a circle of the
    /// symbol's area: the cross diagonal, the pentagon point up, the asterisk six spokes.
    func testEverySymbolIsDrawn() throws {
        let symbols: [(String, BasicChartSymbolShape)] = [
            ("circle", .circle), ("square", .square), ("triangle", .triangle), ("diamond", .diamond),
            ("pentagon", .pentagon), ("plus", .plus), ("cross", .cross), ("asterisk", .asterisk),
        ]
        let chart = Chart {
            ForEach(Array(symbols.enumerated()), id: \.offset) { index, symbol in
                PointMark(x: .value("x", Double(index % 4)), y: .value("y", Double(index / 4)))
                    .foregroundStyle(by: .value("Symbol", symbol.0))
                    .symbol(symbol.1)
                    .symbolSize(400)
            }
        }
        .chartXScale(domain: -1...4)
        .chartYScale(domain: -1...2)
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.series.count, 8)
        let radius = (400 / Double.pi).squareRoot()
        let scene = try DrawnChart.recorded(chart)
        let marks = drawn.series.indices.map { index in
            scene.fills.first { $0.clip != nil && $0.color == Theme.light.seriesColor(index) }
        }
        let pentagon = try XCTUnwrap(marks[4]?.path.bounds)
        // Point up: its top corner is 1.15 radii above the centre, its base 0.93 below.
        XCTAssertEqual(pentagon.height, radius * 1.15 * (1 + cos(Double.pi / 5)), accuracy: 1e-9)
        XCTAssertEqual(pentagon.width, radius * 1.15 * 2 * sin(Double.pi * 2 / 5), accuracy: 1e-9)
        let cross = try XCTUnwrap(marks[6]?.path.bounds)
        XCTAssertEqual(cross.width, cross.height, accuracy: 1e-9)
        XCTAssertEqual(cross.width, 2 * (radius * 1.25 + radius * 0.4) * (0.5).squareRoot(), accuracy: 1e-9)
        // The asterisk: six arms, one outline of 18 corners, two arms upright.
        let asterisk = try XCTUnwrap(marks[7])
        XCTAssertEqual(asterisk.path.elements.filter { $0 != .close }.count, 18)
        XCTAssertEqual(try XCTUnwrap(asterisk.path.bounds).height, radius * 2.5, accuracy: 1e-9)
        try DrawnChart.assertMatchesGolden(chart.chartTitle("Symbols"), named: "swift-charts-symbols")
    }
}
