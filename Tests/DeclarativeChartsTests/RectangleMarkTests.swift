import DeclarativeCharts
import PlotCore
import SceneTesting
import XCTest

/// `RectangleMark(xStart:xEnd:yStart:yEnd:)`: a span shaded under the marks, clipped to the
/// plot, the axes reaching its ends.
final class RectangleMarkTests: XCTestCase {
    func testARectangleSpansItsValuesUnderTheLine() throws {
        let chart = Chart {
            ForEach([0.0, 2, 4, 6, 8, 10], id: \.self) {
                LineMark(x: .value("Day", $0), y: .value("Load", $0 / 2))
            }
            RectangleMark(
                xStart: .value("Day", 2), xEnd: .value("Day", 4), yStart: .value("Load", 1), yEnd: .value("Load", 8))
        }
        .chartXScale(domain: 0...10)
        .chartYScale(domain: 0...10)
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.rectangles, [ChartRectangle(x: 2...4, y: 1...8)])
        let scene = try DrawnChart.recorded(chart)
        let lineColor = ChartStyle(page: DrawnChart.page.size).lineColor
        let fill = try XCTUnwrap(scene.fills.first { $0.color == lineColor && $0.clip != nil })
        let plot = try XCTUnwrap(fill.clip)
        let box = try XCTUnwrap(fill.path.bounds)
        XCTAssertEqual(box.minX, plot.minX + plot.width * 0.2, accuracy: 0.01)
        XCTAssertEqual(box.maxX, plot.minX + plot.width * 0.4, accuracy: 0.01)
        XCTAssertEqual(box.minY, plot.maxY - plot.height * 0.8, accuracy: 0.01)
        XCTAssertEqual(box.maxY, plot.maxY - plot.height * 0.1, accuracy: 0.01)
        // Under the line: filled before the line is stroked, in the same clip.
        XCTAssertEqual(scene.fills.firstIndex { $0.color == lineColor }, scene.fills.firstIndex { $0.clip != nil })
    }

    /// The picture: a span shaded at a fifth of SwiftUI's gray, the line over it.
    func testAShadedSpanPicture() throws {
        let chart = Chart {
            ForEach([0.0, 2, 4, 6, 8, 10], id: \.self) {
                LineMark(x: .value("Day", $0), y: .value("Load", $0 / 2))
            }
            RectangleMark(
                xStart: .value("Day", 2), xEnd: .value("Day", 4), yStart: .value("Load", 1), yEnd: .value("Load", 8)
            )
            .foregroundStyle(.gray)
            .opacity(0.2)
        }
        .chartTitle("RectangleMark")
        try DrawnChart.assertMatchesGolden(chart, named: "swift-charts-rectangle")
    }

    /// Without a range on a side the axis reaches the rectangle's ends: a span past the data.
    func testTheAxesReachTheRectangle() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 1))
            LineMark(x: .value("x", 1), y: .value("y", 2))
            RectangleMark(xStart: .value("x", 0.5), xEnd: .value("x", 3), yStart: .value("y", 0), yEnd: .value("y", 9))
        }
        let layout = DataChartLayout(chart: try chart.dataChart(), style: ChartStyle(page: DrawnChart.page.size))
            .layout(in: Rect(x: 0, y: 0, width: 960, height: 600), measurer: DrawnChart.text)
        let view = try XCTUnwrap(layout.view)
        XCTAssertGreaterThanOrEqual(view.x.upper, 3)
        XCTAssertGreaterThanOrEqual(view.y.upper, 9)
    }

    func testARectangleOfNoNumberIsRefused() throws {
        let chart = Chart {
            RectangleMark(
                xStart: .value("x", 0), xEnd: .value("x", Double.infinity), yStart: .value("y", 0),
                yEnd: .value("y", 1))
        }
        XCTAssertThrowsError(try chart.dataChart()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description, "RectangleMark: xEnd (x) is inf, not a finite number")
        }
    }
}
