import SceneTesting
import XCTest

@testable import PlotCore

/// Bars on a time axis are labelled bar by bar in the shortest form that tells them apart, the
/// year said once, and a range on bars keeps whole bars (trial report, findings 9 and 10).
final class TimeBarLabelsTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let utc = ZonedClock(TimeZone(identifier: "UTC")!)

    /// Seconds since 1970 of a UTC date (days from CivilTime, as the reader computes them).
    func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Double {
        Double(CivilTime.days(fromYear: year, month: month, day: day)) * 86_400 + Double(hour) * 3_600
    }

    func labels(_ times: [Double]) -> (TimeBarLabels.Form, [String], String?) {
        let bars = TimeBarLabels(times: times, clock: utc)
        return (bars.form, bars.labels(), bars.titleYear)
    }

    func testOneBarAMonthIsNamedByItsMonthAndTheYearGoesToTheTitle() {
        // sales_us.csv: the 5th of three months of 2024, the times given twice (two regions).
        let sales = [date(2024, 1, 5), date(2024, 2, 5), date(2024, 3, 5)]
        let (form, written, year) = labels(sales + sales)
        XCTAssertEqual(form, .month)
        XCTAssertEqual(written, ["Jan", "Feb", "Mar"])
        XCTAssertEqual(year, "2024")
        // precip_monthly.csv: the first of every month of 2015.
        let precip = labels((1...12).map { date(2015, $0, 1) })
        XCTAssertEqual(
            precip.1, ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        XCTAssertEqual(precip.2, "2015")
    }

    func testBarsOverYearsSayTheYearOnTheFirstBarAndWhereItChanges() {
        let quarters = labels([date(2009, 10, 1), date(2010, 1, 1), date(2010, 4, 1), date(2010, 7, 1)])
        XCTAssertEqual(quarters.1, ["Oct 2009", "Jan 2010", "Apr", "Jul"])
        XCTAssertNil(quarters.2)
        let years = labels([date(2019, 7, 1), date(2020, 7, 1), date(2021, 7, 1)])
        XCTAssertEqual(years.0, .year)
        XCTAssertEqual(years.1, ["2019", "2020", "2021"])
        XCTAssertNil(years.2)
    }

    /// `--x-unit quarter`: bars of quarters are named Q1...Q4, the year on the first and where it changes.
    func testQuartersAreNamedAsQuarters() {
        let starts = [date(2023, 10, 1), date(2024, 1, 1), date(2024, 4, 1), date(2024, 7, 1)]
        let bars = TimeBarLabels(times: starts, clock: utc, quarters: true)
        XCTAssertEqual(bars.labels(), ["Q4 2023", "Q1 2024", "Q2", "Q3"])
    }

    func testDailyBarsAreNamedByDay() {
        let march = labels([date(2021, 3, 1), date(2021, 3, 2), date(2021, 3, 8)])
        XCTAssertEqual(march.0, .day)
        XCTAssertEqual(march.1, ["Mar 01", "Mar 02", "Mar 08"])
        XCTAssertEqual(march.2, "2021")
        let newYear = labels([date(2023, 12, 31), date(2024, 1, 1), date(2024, 1, 2)])
        XCTAssertEqual(newYear.1, ["Dec 31, 2023", "Jan 01, 2024", "Jan 02"])
        XCTAssertNil(newYear.2)
    }

    /// Several bars a day: d3's labels with the date on the first (`TimeTickFormat.labels`).
    func testHourlyBarsKeepTheTimeAxisLabels() {
        let hours = labels([date(2021, 3, 5, hour: 13), date(2021, 3, 5, hour: 14), date(2021, 3, 5, hour: 15)])
        XCTAssertEqual(hours.0, .time)
        XCTAssertEqual(hours.1, ["Mar 05, 01 PM", "02 PM", "03 PM"])
        XCTAssertEqual(hours.2, "2021")
    }

    /// Thinned evenly, every k-th bar from the first; the year on the first label written and
    /// on each whose year differs from the label written before it.
    func testThinnedLabelsAreEveryKthBarAndKeepTheYear() {
        let months = (0..<14).map { date(2009 + ($0 + 9) / 12, ($0 + 9) % 12 + 1, 1) }  // Oct 2009 ... Nov 2010
        let bars = TimeBarLabels(times: months, clock: utc)
        let every3 = bars.labels(every: 3)
        XCTAssertEqual(every3.filter { !$0.isEmpty }, ["Oct 2009", "Jan 2010", "Apr", "Jul", "Oct"])
        XCTAssertEqual(every3.count, 14)
        let every4 = bars.labels(every: 4)
        XCTAssertEqual(every4.filter { !$0.isEmpty }, ["Oct 2009", "Feb 2010", "Jun", "Oct"])
        // Labels 10 units wide, a gap of 2, bars 5 apart: every third is the first that keeps them apart.
        let ticks = bars.ticks(position: { ($0 - months[0]) / (months[1] - months[0]) * 5 }, gap: 2) { _ in 10 }
        XCTAssertEqual(ticks.values, months)
        XCTAssertEqual(ticks.labels, every3)
    }

    func chart(_ times: [Double], values: [Double], groups: [Int32]? = nil) throws -> DataChart {
        var columns = [
            DataColumn(name: "Date", values: .times(times)), DataColumn(name: "Revenue", values: .numbers(values)),
        ]
        if let groups {
            columns.append(DataColumn(name: "Region", values: .categories(codes: groups, labels: ["North", "South"])))
        }
        return try DataChart.from(
            table: DataTable(columns: columns),
            columns: ChartColumns(x: 0, ys: [1], groupBy: groups == nil ? nil : 2), kind: .bar)
    }

    func layout(_ chart: DataChart, width: Double = 960) -> DataChartLayout.Result {
        DataChartLayout(chart: chart, style: ChartStyle(page: Size(width, 600))).layout(
            in: Rect(x: 0, y: 0, width: width, height: 600), measurer: measurer)
    }

    /// sales_us.csv's chart: a label under each pair of bars and "Date (2024)", not weekly
    /// ticks and "(2023–2024)" from the room before January's bar; no grid line across the bars.
    func testDatedBarsAreLabelledUnderEveryBar() throws {
        let times = [date(2024, 1, 5), date(2024, 2, 5), date(2024, 3, 5)]
        let result = layout(
            try chart(
                times + times, values: [12_450, 9_800.5, -1_200, 7_450, 8_100, 10_020], groups: [0, 0, 0, 1, 1, 1]))
        XCTAssertEqual(result.xTicks.values, times)
        XCTAssertEqual(result.xTicks.labels, ["Jan", "Feb", "Mar"])
        let recorder = SceneRecorder(result.items)
        XCTAssertTrue(recorder.texts.contains("Date (2024)"), "\(recorder.texts)")
        let upright = recorder.strokes.filter {
            guard let box = $0.path.bounds else { return false }
            return box.width < 0.01 && box.height >= result.plotArea.height - 0.01
        }
        XCTAssertTrue(upright.isEmpty, "no vertical grid line: \(upright.count)")
        // Twelve months of first-of-month bars: every month is written.
        let precip = layout(try chart((1...12).map { date(2015, $0, 1) }, values: (1...12).map(Double.init)))
        XCTAssertEqual(precip.xTicks.labels.count, 12)
        XCTAssertFalse(precip.xTicks.labels.contains(""), "\(precip.xTicks.labels)")
        // Five years of daily bars do not fit: written evenly, every k-th.
        let days = (0..<1_826).map { date(2020, 1, 1) + Double($0) * 86_400 }
        let daily = layout(try chart(days, values: days.map { _ in 1 }))
        let written = daily.xTicks.labels.indices.filter { !daily.xTicks.labels[$0].isEmpty }
        XCTAssertGreaterThan(written.count, 3)
        let step = written[1] - written[0]
        XCTAssertGreaterThan(step, 1)
        XCTAssertTrue(zip(written, written.dropFirst()).allSatisfy { $1 - $0 == step }, "\(written)")
        XCTAssertEqual(daily.xTicks.labels[0], "Jan 01, 2020")
    }

    /// `--x-range 2009-01-01..2010-03-01` on monthly bars: the bars of January 2009 and March
    /// 2010 are drawn whole, the axis reaching their outer edges; February 2009 is inside too.
    func testARangeOnBarsKeepsWholeBars() throws {
        let months = (0..<24).map { date(2008 + ($0 + 6) / 12, ($0 + 6) % 12 + 1, 1) }  // Jul 2008 ... Jun 2010
        var dated = try chart(
            months + months, values: (0..<48).map { Double($0 % 7 + 1) }, groups: (0..<48).map { Int32($0 / 24) })
        dated.viewport = ViewportRequest(xRange: Interval(date(2009, 1, 1), date(2010, 3, 1)))
        let result = layout(dated)
        XCTAssertEqual(result.xTicks.values.first, date(2009, 1, 1))
        XCTAssertEqual(result.xTicks.values.last, date(2010, 3, 1))
        XCTAssertEqual(result.xTicks.values.count, 15)
        let plot = result.plotArea
        let bars = SceneRecorder(result.items).fills.compactMap { $0.clip == plot ? $0.path.bounds : nil }
        let inside = bars.filter { $0.minX >= plot.minX - 0.01 && $0.maxX <= plot.maxX + 0.01 }
        XCTAssertEqual(inside.count, 30, "15 months of two bars, whole")
        XCTAssertEqual(inside.map(\.minX).min() ?? 0, plot.minX, accuracy: 0.01)
        XCTAssertEqual(inside.map(\.maxX).max() ?? 0, plot.maxX, accuracy: 0.01)
        let cut = bars.filter { $0.maxX > plot.minX + 0.01 && $0.minX < plot.maxX - 0.01 }
        XCTAssertEqual(cut.count, 30, "no bar is cut by the frame")
        // A range on numbered bars alike.
        let numbered = try DataChart.from(
            table: DataTable(columns: [
                DataColumn(name: "n", values: .numbers((1...10).map(Double.init))),
                DataColumn(name: "v", values: .numbers((1...10).map(Double.init))),
            ]), columns: ChartColumns(x: 0, ys: [1]), kind: .bar)
        var ranged = numbered
        ranged.viewport = ViewportRequest(xRange: Interval(3, 6))
        let visible = Domains(chart: ranged, marks: ChartMarks(ranged)).x(0, 1).visible
        XCTAssertEqual(visible.lower, 2.6, accuracy: 1e-9)
        XCTAssertEqual(visible.upper, 6.4, accuracy: 1e-9)
    }
}
