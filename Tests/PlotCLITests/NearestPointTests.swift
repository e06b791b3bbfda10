import DemoServer
import Foundation
import SceneTesting
import XCTest

@testable import ChartServer
@testable import PlotCore

/// `/near` looks only where the nearest point may be (`NearestPoint.candidates`): it must find
/// the very point a look at every point finds.
final class NearestPointTests: XCTestCase {
    /// The nearest point as a look at every point in view finds it, the first at the least
    /// distance: the series' number and the point's index.
    static func scan(_ chart: DataChart, _ geometry: ViewGeometry, _ pointer: (Double, Double)) -> (Int, Int)? {
        var best: (distance: Double, series: Int, index: Int)?
        let view = Viewport(x: geometry.x, y: geometry.y)
        for (number, series) in chart.series.enumerated() {
            let (xs, ys) = (series.points.xs, series.points.ys)
            for index in xs.indices where view.contains(x: xs[index], y: ys[index]) {
                let pixel = geometry.pixel(x: xs[index], y: ys[index])
                let distance = hypot(pixel.x - pointer.0, pixel.y - pointer.1)
                if distance <= NearestPoint.reach, distance < (best?.distance ?? .infinity) {
                    best = (distance, number, index)
                }
            }
        }
        return best.map { ($0.series, $0.index) }
    }

    /// `waveSeries` of a seed, with repeated points and whole values (ties of distance);
    /// shuffled, a series out of x order.
    static func series(count: Int, seed: UInt64, phase: Double, shuffled: Bool = false) -> PointSeries {
        var generator = SplitMix64(seed: seed)
        return waveSeries(count: count, phase: phase, using: &generator, repeats: true, whole: true, shuffled: shuffled)
    }

    func testTheNearestPointIsTheOneEveryPointsLookFinds() throws {
        var chart = DataChart(
            kind: .line,
            series: [
                ChartSeries(name: "a", points: Self.series(count: 70_000, seed: 40, phase: 0)),
                ChartSeries(name: "b", points: Self.series(count: 70_000, seed: 41, phase: 1)),
                ChartSeries(name: "c", points: Self.series(count: 3_000, seed: 42, phase: 2, shuffled: true)),
            ])
        XCTAssertGreaterThan(chart.indexForViews(), 0)
        XCTAssertNotNil(chart.series[0].pyramid)
        XCTAssertNil(chart.series[2].pyramid)
        let area = Rect(x: 60, y: 20, width: 900, height: 500)
        let views: [(Interval, Interval, Bool)] = [
            (Interval(-100, 13_000), Interval(-5, 50), false), (Interval(2_000, 2_600), Interval(10, 30), false),
            (Interval(5_000.5, 5_030), Interval(0, 45), false), (Interval(8_000, 12_000), Interval(1, 60), true),
        ]
        var generator = SplitMix64(seed: 43)
        var found = 0
        for (x, y, yLog) in views {
            var viewed = chart
            viewed.logY = yLog
            let page = DataChartPage(chart: viewed, page: PageSpec(size: Size(1000, 560)))
            let geometry = try XCTUnwrap(ViewGeometry(page: page, plotArea: area, view: Viewport(x: x, y: y)))
            XCTAssertEqual(geometry.yLog, yLog)
            for _ in 0..<120 {
                // Half the pointers near a point of a series, the others anywhere over the picture.
                var pointer = (Double(generator.next() % 1_000), Double(generator.next() % 560))
                let series = chart.series[Int(generator.next() % 3)].points
                let index = Int(generator.next() % UInt64(series.count))
                if generator.next() % 2 == 0, !series.ys[index].isNaN {
                    let pixel = geometry.pixel(x: series.xs[index], y: series.ys[index])
                    pointer = (
                        pixel.x + Double(generator.next() % 30) - 15, pixel.y + Double(generator.next() % 30) - 15
                    )
                }
                let near = NearestPoint(page: page, geometry: geometry, pixelX: pointer.0, pixelY: pointer.1)
                guard let (number, index) = Self.scan(chart, geometry, pointer) else {
                    XCTAssertNil(near, "\(x) \(y) \(pointer)")
                    continue
                }
                found += 1
                let point = try XCTUnwrap(near, "\(x) \(y) \(pointer)")
                XCTAssertEqual(point.series, chart.series[number].name, "\(x) \(y) \(pointer)")
                XCTAssertEqual(point.x, chart.series[number].points.xs[index], "\(x) \(y) \(pointer)")
                XCTAssertEqual(point.y, chart.series[number].points.ys[index], "\(x) \(y) \(pointer)")
            }
        }
        // Most pointers near a point find one.
        XCTAssertGreaterThan(found, 150)
    }
}
