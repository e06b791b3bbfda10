import DeclarativeCharts
import Foundation
import PlotCore
import PlotRender
import XCTest

/// Chart code as Apple's Swift Charts documentation writes it (LineMark, BarMark, PointMark
/// pages), compiled unchanged and drawn by PlotKit's engine.
final class ChartDeclarationTests: XCTestCase {
    struct MonthlyHoursOfSunshine: Identifiable {
        var id: String { city + "\(date.timeIntervalSince1970)" }
        var city: String
        var date: Date
        var hoursOfSunshine: Double

        init(city: String = "Seattle", month: Int, hoursOfSunshine: Double) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            self.city = city
            self.date = calendar.date(from: DateComponents(year: 2020, month: month))!
            self.hoursOfSunshine = hoursOfSunshine
        }
    }

    /// LineMark's documentation: Seattle's 12 months.
    let seattle = [74.0, 99, 154, 201, 247, 234, 304, 248, 197, 122, 77, 62].enumerated().map {
        MonthlyHoursOfSunshine(month: $0.offset + 1, hoursOfSunshine: $0.element)
    }

    func testASingleLineOverDates() throws {
        let chart = Chart(seattle) {
            LineMark(
                x: .value("Month", $0.date),
                y: .value("Hours of Sunshine", $0.hoursOfSunshine)
            )
        }
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.kind, .line)
        XCTAssertEqual(drawn.x, .time(TimeZone(identifier: "UTC")!))
        XCTAssertEqual(drawn.series.map(\.name), ["Hours of Sunshine"])
        XCTAssertEqual(drawn.series[0].points.ys, [74, 99, 154, 201, 247, 234, 304, 248, 197, 122, 77, 62])
        // 2020-01-01T00:00:00Z is 1577836800 (`date -u -d 2020-01-01 +%s`).
        XCTAssertEqual(drawn.series[0].points.xs.first, 1_577_836_800)
        XCTAssertEqual(drawn.xTitle, "Month")
        XCTAssertEqual(drawn.yTitle, "Hours of Sunshine")
    }

    /// `foregroundStyle(by:)` splits the data into one line a city, in the order they appear.
    func testOneLineASeriesValue() throws {
        let cupertino = [196.0, 203, 271, 307, 366, 374, 403, 383, 336, 287, 200, 185].enumerated().map {
            MonthlyHoursOfSunshine(city: "Cupertino", month: $0.offset + 1, hoursOfSunshine: $0.element)
        }
        let data = seattle + cupertino
        let chart = Chart(data) {
            LineMark(
                x: .value("Month", $0.date),
                y: .value("Hours of Sunshine", $0.hoursOfSunshine)
            )
            .foregroundStyle(by: .value("City", $0.city))
        }
        .chartYAxisLabel("hours")
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.series.map(\.name), ["Seattle", "Cupertino"])
        XCTAssertEqual(drawn.series[1].points.ys.first, 196)
        XCTAssertEqual(drawn.yTitle, "hours")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sunshine-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try chart.write(to: path, size: Size(900, 500)), [path])
        XCTAssertGreaterThan(try Data(contentsOf: URL(fileURLWithPath: path)).count, 10_000)
    }

    struct Sale: Identifiable {
        var id: String { department + product }
        var department: String
        var product: String
        var sales: Int
    }

    /// BarMark's documentation: bars of one x stack by their series; `position(by:)` sets
    /// them side by side. Loops, `if` and several marks per element come from the builder.
    func testBarsStackOrStandSideBySide() throws {
        let sales = [
            Sale(department: "Production", product: "Gizmos", sales: 4000),
            Sale(department: "Production", product: "Gadgets", sales: 5000),
            Sale(department: "Marketing", product: "Gizmos", sales: 2000),
            Sale(department: "Marketing", product: "Gadgets", sales: 1000),
        ]
        let stacked = try Chart {
            ForEach(sales) { sale in
                if sale.sales > 0 {
                    BarMark(x: .value("Department", sale.department), y: .value("Sales", sale.sales))
                        .foregroundStyle(by: .value("Product", sale.product))
                }
            }
        }.dataChart()
        XCTAssertEqual(stacked.kind, .bar)
        XCTAssertEqual(stacked.x, .category(["Production", "Marketing"]))
        XCTAssertTrue(stacked.stacked)
        XCTAssertEqual(stacked.series.map(\.name), ["Gizmos", "Gadgets"])
        XCTAssertEqual(stacked.series[0].points.xs, [0, 1])
        XCTAssertEqual(stacked.series[0].points.ys, [4000, 2000])
        let grouped = try Chart(sales) {
            BarMark(x: .value("Department", $0.department), y: .value("Sales", $0.sales))
                .position(by: .value("Product", $0.product))
        }.dataChart()
        XCTAssertFalse(grouped.stacked)
        XCTAssertEqual(grouped.series.map(\.name), ["Gizmos", "Gadgets"])
    }

    /// A line with its points marked: LineMark and PointMark of the same data.
    func testALineWithItsPoints() throws {
        let chart = Chart(seattle) {
            LineMark(x: .value("Month", $0.date), y: .value("Hours", $0.hoursOfSunshine))
                .interpolationMethod(.monotone)
            PointMark(x: .value("Month", $0.date), y: .value("Hours", $0.hoursOfSunshine))
        }
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.kind, .line)
        XCTAssertEqual(drawn.markers, .always)
        XCTAssertEqual(drawn.series[0].points.count, 12)
        XCTAssertEqual(drawn.curve, .monotoneX)
    }

    /// Content not drawn yet is a thrown error naming it, never a picture missing marks.
    func testWhatIsNotDrawnYetSaysSo() throws {
        let mixed = Chart(seattle) {
            BarMark(x: .value("Month", $0.date), y: .value("Hours", $0.hoursOfSunshine))
            LineMark(x: .value("Month", $0.date), y: .value("Hours", $0.hoursOfSunshine))
        }
        XCTAssertThrowsError(try mixed.dataChart()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "marks of these kinds together (bar, line) are not drawn yet: one kind a chart, or line and point marks of the same data"
            )
        }
        let words = Chart { LineMark(x: .value("x", 1), y: .value("y", "high")) }
        XCTAssertThrowsError(try words.dataChart()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description, "mark 1: y (y) must be a number; categories and dates go on x")
        }
    }

    /// Swift Charts' steps: `stepStart` holds a value from its point on (d3's curveStepAfter),
    /// `stepEnd` up to its point (curveStepBefore), `stepCenter` around it (curveStep).
    func testStepInterpolationsAreD3sSteps() throws {
        for (method, change) in [
            (InterpolationMethod.stepStart, StepCurve.Change.after), (.stepEnd, .before), (.stepCenter, .middle),
        ] {
            let drawn = try Chart(seattle) {
                LineMark(x: .value("Month", $0.date), y: .value("Hours", $0.hoursOfSunshine))
                    .interpolationMethod(method)
            }.dataChart()
            XCTAssertEqual(drawn.kind, .step)
            XCTAssertEqual(drawn.stepChange, change, "\(method)")
        }
        let area = Chart(seattle) {
            AreaMark(x: .value("Month", $0.date), y: .value("Hours", $0.hoursOfSunshine))
                .interpolationMethod(.stepStart)
        }
        XCTAssertThrowsError(try area.dataChart()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description, "step interpolation is drawn for lines (LineMark) only, for now")
        }
    }

    /// Coloured by one value and grouped by another cannot be drawn yet: said, not drawn wrong.
    func testColourAndPositionByDifferentValuesIsRefused() throws {
        let sales = [Sale(department: "Production", product: "Gizmos", sales: 4000)]
        let chart = Chart(sales) {
            BarMark(x: .value("Department", $0.department), y: .value("Sales", $0.sales))
                .foregroundStyle(by: .value("Product", $0.product))
                .position(by: .value("Department", $0.department))
        }
        XCTAssertThrowsError(try chart.dataChart()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "foregroundStyle(by:) and position(by:) of different values are not drawn yet: give the same value to both"
            )
        }
    }

    /// `.value(_:_:unit:)` bins a date to the start of its unit, as bars over months are.
    func testADateBinnedToItsMonth() throws {
        let day = Date(timeIntervalSince1970: 1_584_316_800)  // 2020-03-16T00:00:00Z
        let chart = Chart { BarMark(x: .value("Month", day, unit: .month), y: .value("Sales", 3)) }
        // 2020-03-01T00:00:00Z is 1583020800 (`date -u -d 2020-03-01 +%s`).
        XCTAssertEqual(try chart.dataChart().series[0].points.xs, [1_583_020_800])
    }
}
