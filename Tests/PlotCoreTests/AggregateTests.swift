import SceneTesting
import XCTest

@testable import PlotCore

/// The rows of one x made one bar or slice: summed by default, or their mean, median, least,
/// greatest or count. Medians from d3-array's test/median-test.js ("median(array) returns the
/// median value for numbers").
final class AggregateTests: XCTestCase {
    func testEachAggregateOfSomeValues() {
        let values: [Double] = [3, 1, 4, 1, 5]
        XCTAssertEqual(Aggregate.sum.of(values), 14)
        XCTAssertEqual(Aggregate.mean.of(values), 2.8)
        XCTAssertEqual(Aggregate.median.of(values), 3)
        XCTAssertEqual(Aggregate.min.of(values), 1)
        XCTAssertEqual(Aggregate.max.of(values), 5)
        XCTAssertEqual(Aggregate.count.of(values), 5)
        // d3-array: median([1]) = 1, median([5, 1, 2, 3, 4]) = 3, median([20, 3]) = 11.5.
        XCTAssertEqual(Aggregate.median.of([1]), 1)
        XCTAssertEqual(Aggregate.median.of([5, 1, 2, 3, 4]), 3)
        XCTAssertEqual(Aggregate.median.of([20, 3]), 11.5)
        XCTAssertEqual(Aggregate.median.of([3, 20]), 11.5)
        // No values: nothing to draw, but a count of none.
        XCTAssertTrue(Aggregate.mean.of([]).isNaN)
        XCTAssertEqual(Aggregate.count.of([]), 0)
    }

    /// Percentiles select their two values rather than sort: the same as from sorted values,
    /// ties and runs included.
    func testPercentilesAreThoseOfTheSortedValues() {
        var state: UInt64 = 7
        for count in [1, 2, 3, 10, 101, 5000] {
            let values = (0..<count).map { _ -> Double in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Double(state >> 58) - 20
            }
            for input in [values, values.sorted(), values.sorted().reversed()] {
                let sorted = input.sorted()
                for q in [0.0, 25, 50, 75, 90, 99, 100] {
                    let rank = q / 100 * Double(count - 1)
                    let below = Int(rank.rounded(.down))
                    let (a, b) = (sorted[below], sorted[min(below + 1, count - 1)])
                    let t = rank - Double(below)
                    let expected = t >= 0.5 ? b - (b - a) * (1 - t) : a + (b - a) * t
                    XCTAssertEqual(Aggregate.percentile(q, of: input), expected, "\(q)% of \(count)")
                }
            }
        }
    }

    /// The trial's cars: two "pontiac catalina" rows of 225 and 175 hp are one bar of 200 with
    /// --agg mean, not 400; missing values are left out, and the note says how rows were made one.
    func testBarsTakeTheChartsAggregate() throws {
        let cars = DataTable(columns: [
            DataColumn(
                name: "Name", values: .categories(codes: [0, 1, 0, 2], labels: ["catalina", "impala", "fury"])),
            DataColumn(name: "Horsepower", values: .numbers([225, 165, 175, .nan])),
        ])
        var chart = try DataChart.from(table: cars, columns: ChartColumns(x: 0, ys: [1]), kind: .bar)
        chart.aggregate = .mean
        let marks = ChartMarks(chart)
        XCTAssertEqual(marks.bars.map(\.y1), [200, 165], "fury's one value is missing: no bar")
        XCTAssertEqual(marks.summedRows, 1)
        chart.aggregate = .count
        XCTAssertEqual(ChartMarks(chart).bars.map(\.y1), [2, 1], "a row without its value is left out of bars")
        let page = DataChartPage(chart: chart, page: PageSpec(size: Size(800, 500)))
        XCTAssertTrue(page.scene(measurer: FixedTextMeasurer()).texts.contains { $0.contains("of the same x counted") })
    }
}
