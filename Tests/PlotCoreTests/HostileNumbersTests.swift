import XCTest

@testable import PlotCore

final class HostileNumbersTests: XCTestCase {
    func testSpansWiderThanADoubleDrawNoTicksAndNoCrash() throws {
        XCTAssertEqual(Ticks.values(from: -1e308, to: 1e308, count: 10), [])
        XCTAssertEqual(Ticks.decimals(from: -1e308, to: 1e308, count: 10), 0)
        XCTAssertEqual(Ticks.nice(Interval(-1e308, 1e308), count: 10), Interval(-1e308, 1e308))
        let series = try PointSeries(xs: [-1.7e308, 1.7e308, 1e308], ys: [0, 1, 2])
        for request in [ViewportRequest(), ViewportRequest(zoom: 1e-300), ViewportRequest(zoom: 1e300)] {
            let result = DataChartLayout(
                chart: .points(series, viewport: request), style: ChartStyle(page: Size(800, 500))
            )
            .layout(in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: FixedTextMeasurer())
            XCTAssertEqual(result.view?.x.span.isFinite, true)
        }
    }
}
