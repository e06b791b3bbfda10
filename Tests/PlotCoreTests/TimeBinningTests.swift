import Foundation
import XCTest

@testable import PlotCore

/// Times binned to calendar units before their rows are made one (`--x-unit`), and the high
/// percentiles `--agg` takes. Expected values from pandas 3.1 and numpy 2.4, written here:
///
///     ts = pd.to_datetime([...]).tz_localize("America/Los_Angeles", ambiguous=[True] * 7)
///     ts.tz_localize(None).to_period(F).start_time.tz_localize("America/Los_Angeles", ambiguous=True)
final class TimeBinningTests: XCTestCase {
    let losAngeles = TimeZone(identifier: "America/Los_Angeles")!
    /// 2010-03-13 23:30, 03-14 03:30 (after the spring change), 03-31 23:59, 04-01 00:00,
    /// 11-07 01:30 (the first of the two), 12-31 12:00, 2011-01-02 08:00, Los Angeles time.
    let times: [Double] = [
        1_268_551_800, 1_268_562_600, 1_270_105_140, 1_270_105_200, 1_289_118_600, 1_293_825_600, 1_293_984_000,
    ]

    func testEachUnitFloorsAsPandasPeriodsStart() {
        let expected: [TimeUnit: [Double]] = [
            .day: [
                1_268_467_200, 1_268_553_600, 1_270_018_800, 1_270_105_200, 1_289_113_200, 1_293_782_400, 1_293_955_200,
            ],
            .week: [
                1_268_035_200, 1_268_035_200, 1_269_846_000, 1_269_846_000, 1_288_594_800, 1_293_436_800, 1_293_436_800,
            ],
            .month: [
                1_267_430_400, 1_267_430_400, 1_267_430_400, 1_270_105_200, 1_288_594_800, 1_291_190_400, 1_293_868_800,
            ],
            .quarter: [
                1_262_332_800, 1_262_332_800, 1_262_332_800, 1_270_105_200, 1_285_916_400, 1_285_916_400, 1_293_868_800,
            ],
            .year: [
                1_262_332_800, 1_262_332_800, 1_262_332_800, 1_262_332_800, 1_262_332_800, 1_262_332_800, 1_293_868_800,
            ],
        ]
        for (unit, starts) in expected {
            let interval = unit.interval(in: losAngeles)
            XCTAssertEqual(times.map(interval.floor), starts, unit.rawValue)
        }
    }

    /// numpy.percentile(values, [90, 95, 99]) with its default (linear) method.
    func testPercentilesAreNumpys() {
        XCTAssertEqual(Aggregate.p90.of([3, 1, 4, 1, 5]), 4.6, accuracy: 1e-12)
        XCTAssertEqual(Aggregate.p95.of([3, 1, 4, 1, 5]), 4.8, accuracy: 1e-12)
        XCTAssertEqual(Aggregate.p99.of([3, 1, 4, 1, 5]), 4.96, accuracy: 1e-12)
        let hundred = (1...100).map(Double.init)
        XCTAssertEqual(Aggregate.p90.of(hundred), 90.1, accuracy: 1e-12)
        XCTAssertEqual(Aggregate.p95.of(hundred), 95.05, accuracy: 1e-12)
        XCTAssertEqual(Aggregate.p99.of(hundred), 99.01, accuracy: 1e-12)
        XCTAssertEqual(Aggregate.p95.of([15, 20, 35, 40, 50]), 48, accuracy: 1e-12)
        XCTAssertEqual(Aggregate.p90.of([7]), 7)
        XCTAssertTrue(Aggregate.p90.of([]).isNaN)
    }

    /// A line gets one point a unit, its rows' mean; the note counts the rows made one.
    func testALineGetsOnePointAUnit() throws {
        let series = try PointSeries(xs: times, ys: [1, 2, 3, 4, 5, 6, 7])
        var chart = DataChart(series: [ChartSeries(name: "v", points: series)], x: .time(losAngeles))
        chart.aggregate = .mean
        try chart.bin(x: .month)
        XCTAssertEqual(
            chart.series[0].points.xs, [1_267_430_400, 1_270_105_200, 1_288_594_800, 1_291_190_400, 1_293_868_800])
        XCTAssertEqual(chart.series[0].points.ys, [2, 4, 5, 6, 7])
        XCTAssertEqual(chart.noteTexts, ["2 rows of the same month averaged"])
    }

    /// Bars keep their rows for the marks to make one, and each spans its unit, 10% short of
    /// each end: March is 31 days long (less an hour: the spring change), April 30.
    func testABarSpansItsUnit() throws {
        let series = try PointSeries(xs: times, ys: [1, 2, 3, 4, 5, 6, 7])
        var chart = DataChart(kind: .bar, series: [ChartSeries(name: "v", points: series)], x: .time(losAngeles))
        try chart.bin(x: .month)
        XCTAssertEqual(chart.series[0].points.count, 7)
        let marks = ChartMarks(chart)
        XCTAssertEqual(marks.bars.map(\.y1), [6, 4, 5, 6, 7])
        XCTAssertEqual(marks.summedRows, 2)
        let march = try XCTUnwrap(marks.bars.first)
        let april = 1_270_105_200.0
        XCTAssertEqual(march.left, 1_267_430_400 + (april - 1_267_430_400) * 0.1, accuracy: 1e-6)
        XCTAssertEqual(march.right, april - (april - 1_267_430_400) * 0.1, accuracy: 1e-6)
    }

    func testOnlyTimesAreBinned() throws {
        var chart = DataChart(series: [ChartSeries(name: "v", points: try PointSeries(xs: [1, 2], ys: [1, 2]))])
        chart.xTitle = "n"
        XCTAssertThrowsError(try chart.bin(x: .day)) { error in
            XCTAssertEqual("\(error)", "x (n) holds numbers; only times bin to calendar units")
        }
    }
}
