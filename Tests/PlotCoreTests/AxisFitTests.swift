import XCTest

@testable import PlotCore

/// How a data chart's linear and log axes fit the data (`AxisFit`): what a user reading the
/// chart checks (the axis ends on a round value near the data, with a little room where the
/// data reaches the end), and d3-scale's own `nice()` values wherever d3's end is that near.
final class AxisFitTests: XCTestCase {
    private func assertInterval(
        _ interval: Interval, _ lower: Double, _ upper: Double, _ message: String = "", line: UInt = #line
    ) {
        XCTAssertEqual(interval.lower, lower, accuracy: abs(lower) * 1e-12, "lower \(message)", line: line)
        XCTAssertEqual(interval.upper, upper, accuracy: abs(upper) * 1e-12, "upper \(message)", line: line)
    }

    /// The x and y domains `plot --input` draws one scatter series on.
    private func domains(
        xs: [Double], ys: [Double], kind: ChartKind = .scatter, x: AxisKind = .linear, logY: Bool = false,
        viewport: ViewportRequest = ViewportRequest()
    ) -> (x: Interval, y: Interval) {
        // The tests' arrays are of one length.
        let series = ChartSeries(name: "a", points: try! PointSeries(xs: xs, ys: ys))
        let chart = DataChart(kind: kind, series: [series], x: x, logY: logY, viewport: viewport)
        let domains = Domains(chart: chart, marks: ChartMarks(chart))
        return (domains.x(0, 800).visible, domains.y(500, 0).visible)
    }

    /// 0...1000 ends at 1000 plus the room (1% of the span) for the markers on it, not at
    /// 1100; its ticks run 0 to 1000.
    func testALinearAxisEndsAtTheNicedDataPlusALittleRoom() {
        let fitted = domains(xs: [0, 250, 600, 1000], ys: [3, 7, 5, 9])
        assertInterval(fitted.x, -10, 1010)
        let ticks = Ticks.values(from: fitted.x.lower, to: fitted.x.upper, count: 10)
        XCTAssertEqual(ticks.first, 0)
        XCTAssertEqual(ticks.last, 1000)
    }

    /// Years 1700...2008: d3's nice(10) goes out to 2050 (42 empty years); the axis ends at
    /// 2010 and the room, and starts at 1700 less the room.
    func testAnEndFarFromD3sNiceEndTakesAFinerRoundValue() {
        XCTAssertEqual(Ticks.nice(Interval(1700, 2008), count: 10), Interval(1700, 2050), "d3's nice")
        let fitted = domains(xs: [1700, 1800, 1900, 2008], ys: [1, 2, 3, 4])
        assertInterval(fitted.x, 1700 - 3.08, 2008 + 3.08)
        XCTAssertEqual(Ticks.values(from: fitted.x.lower, to: fitted.x.upper, count: 10).first, 1700)
        // d3 linear-test.js "linear.nice(count) nices the domain": 0.7...11.001 is 0...12 in d3;
        // both d3 ends are more than 5% of the span away, so the finer nicing (steps of 0.2) ends it.
        assertInterval(AxisFit.linear(Interval(0.7, 11.001), room: 0, baseline: false)!, 0.6, 11.2)
    }

    /// Where d3's nice(10) end is near the data, it is the end, as in d3-scale's tests.
    func testNearEndsAreD3sNice() throws {
        // test/linear-test.js: "linear.nice(count) accepts a tick count to control nicing step",
        // "linear.nice(count) nices the domain, extending it to round numbers", "linear.nice() is
        // an alias for linear.nice(10)", "linear.nice(count) extends the domain to match the desired ticks".
        let cases: [(Interval, Interval)] = [
            (Interval(12, 87), Interval(10, 90)), (Interval(1.1, 10.9), Interval(1, 11)),
            (Interval(0, 0.49), Interval(0, 0.5)), (Interval(0, 0.96), Interval(0, 1)),
            (Interval(0, 96), Interval(0, 100)), (Interval(-96, 0), Interval(-100, 0)),
        ]
        for (data, d3) in cases {
            XCTAssertEqual(AxisFit.linear(data, room: 0, baseline: false), d3, "\(data)")
        }
        // With room: none where the data stops short of the end (12 > 10, 87 < 90).
        assertInterval(domains(xs: [12, 50, 87], ys: [1, 2, 3]).x, 10, 90)
    }

    /// Bars stand on zero with no room below; their tops get room only if they reach the end.
    func testBarsStandOnZero() throws {
        // d3's nice(10) of 0...510 is 0...550: 40 empty is more than 5%; steps of 10 end at 510.
        assertInterval(
            try XCTUnwrap(AxisFit.linear(Interval(40, 510), room: AxisFit.roomShare, baseline: true)), 0, 515.1)
        // d3 linear-test.js: [-96, 0].nice(10) is [-100, 0]; the bars hang from zero.
        assertInterval(
            try XCTUnwrap(AxisFit.linear(Interval(-96, -20), room: AxisFit.roomShare, baseline: true)), -100, 0)
        let chart = DataChart(
            kind: .bar, series: [ChartSeries(name: "a", points: try PointSeries(xs: [0, 1, 2], ys: [40, 510, 300]))],
            x: .category(["a", "b", "c"]))
        assertInterval(Domains(chart: chart, marks: ChartMarks(chart)).y(500, 0).visible, 0, 515.1)
    }

    /// A zoom still shows 1/zoom of the domain it always did (the points chart's: 5% margin,
    /// niced, from zero for data from zero), and a given range is the axis exactly.
    func testZoomAndRangesAreAsBefore() {
        let zoomed = domains(xs: [0, 100], ys: [0, 100], viewport: ViewportRequest(zoom: 2))
        assertInterval(zoomed.x, 22.5, 77.5)
        let ranged = domains(
            xs: [0, 100], ys: [0, 100], viewport: ViewportRequest(xRange: Interval(5, 6), yRange: Interval(-3, 1.5)))
        XCTAssertEqual(ranged.x, Interval(5, 6))
        XCTAssertEqual(ranged.y, Interval(-3, 1.5))
    }

    /// A range on a log axis is its domain exactly, as on a linear one (neither niced nor
    /// padded), ticked by the log ticks: d3-scale test/log-test.js "log.ticks() generates the
    /// expected power-of-ten ticks for small domains" (1...5) and "log.ticks() generates the
    /// expected power-of-ten for ascending ticks" (0.1...10).
    func testALogAxisTakesAGivenRangeExactly() {
        let xs = (1...199).map(Double.init)
        let ys = xs.map { exp($0 / 20) }
        let ranged = domains(
            xs: xs, ys: ys, x: .log, logY: true,
            viewport: ViewportRequest(xRange: Interval(1, 5), yRange: Interval(0.1, 10)))
        XCTAssertEqual(ranged.x, Interval(1, 5))
        XCTAssertEqual(ranged.y, Interval(0.1, 10))
        XCTAssertEqual(LogScale(domain: ranged.x, range: 0, 1).ticks(), [1, 2, 3, 4, 5])
        XCTAssertEqual(
            LogScale(domain: ranged.y, range: 0, 1).ticks(),
            [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        // A range the log axis cannot show (the CLI refuses it) leaves the fitted axis.
        let fitted = domains(xs: xs, ys: ys, x: .log, logY: true)
        for range in [Interval(0, 100), Interval(-5, 10)] {
            XCTAssertEqual(
                domains(xs: xs, ys: ys, x: .log, logY: true, viewport: ViewportRequest(xRange: range, yRange: range))
                    .y, fitted.y)
        }
    }

    /// A zoom on a log axis shows 1/zoom of its fitted decades about the data's middle in
    /// logarithms (or `center`), geometrically; a range still wins on its own axis.
    func testALogZoomShowsFewerDecadesAboutTheMiddle() {
        let values: [Double] = [1, 10, 100, 1000, 10_000]
        let fitted = domains(xs: values, ys: values, x: .log, logY: true)
        let zoomed = domains(xs: values, ys: values, x: .log, logY: true, viewport: ViewportRequest(zoom: 2))
        let centered = domains(
            xs: values, ys: values, x: .log, logY: true, viewport: ViewportRequest(zoom: 4, center: Point(1000, 10)))
        for (full, view, zoom, middle) in [
            (fitted.x, zoomed.x, 2.0, 100.0), (fitted.y, zoomed.y, 2, 100), (fitted.x, centered.x, 4, 1000),
            (fitted.y, centered.y, 4, 10),
        ] {
            XCTAssertEqual(log10(view.upper / view.lower), log10(full.upper / full.lower) / zoom, accuracy: 1e-12)
            XCTAssertEqual((view.lower * view.upper).squareRoot(), middle, accuracy: middle * 1e-12)
        }
        let ranged = domains(
            xs: values, ys: values, x: .log, logY: true, viewport: ViewportRequest(zoom: 2, yRange: Interval(3, 30)))
        XCTAssertEqual(ranged.y, Interval(3, 30))
        XCTAssertEqual(ranged.x, zoomed.x)
    }

    /// An x range alone: a log y axis fits the values in it, as a linear one does.
    func testALogYAxisFitsTheValuesInAnXRange() {
        let xs = (1...100).map(Double.init)
        let ranged = domains(
            xs: xs, ys: xs.map { $0 * $0 }, logY: true, viewport: ViewportRequest(xRange: Interval(10, 20)))
        XCTAssertEqual(ranged.x, Interval(10, 20))
        XCTAssertEqual(ranged.y, AxisFit.log(Interval(100, 400), room: AxisFit.roomShare))
    }

    /// Points outside a log range are clipped and not counted in view; ranges and zooms far
    /// from the data draw an empty plot with ticks, nothing worse.
    func testPointsOutsideALogRangeAreLeftOut() throws {
        let xs = (1...199).map(Double.init)
        let ys = xs.map { exp($0 / 20) }
        let series = [ChartSeries(name: "y", points: try PointSeries(xs: xs, ys: ys))]
        func layout(_ viewport: ViewportRequest, x: AxisKind = .linear) -> DataChartLayout.Result {
            let chart = DataChart(kind: .line, series: series, x: x, logY: true, viewport: viewport)
            return DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
                in: Rect(x: 0, y: 0, width: 900, height: 500), measurer: FixedTextMeasurer())
        }
        let ranged = layout(ViewportRequest(yRange: Interval(10, 1000)))
        XCTAssertEqual(ranged.visibleCount, ys.filter { $0 >= 10 && $0 <= 1000 }.count)
        XCTAssertEqual(ranged.yTicks.values.first, 10)
        XCTAssertEqual(ranged.yTicks.values.last, 1000)
        let far = [
            (ViewportRequest(yRange: Interval(1e200, 1e300)), AxisKind.linear),
            (ViewportRequest(xRange: Interval(1e-300, 1e-200)), .log), (ViewportRequest(zoom: 1e12), .log),
            (ViewportRequest(zoom: 1e-9, center: Point(1e-300, 1e300)), .log),
        ]
        for (viewport, x) in far {
            let result = layout(viewport, x: x)
            XCTAssertFalse(result.yTicks.values.isEmpty, "\(viewport)")
            XCTAssertTrue(result.yTicks.values.allSatisfy { $0 > 0 && $0.isFinite }, "\(viewport)")
        }
        XCTAssertEqual(layout(ViewportRequest(yRange: Interval(1e200, 1e300))).visibleCount, 0)
    }

    /// The cars' horsepower (46...230) and miles per gallon (9...47) on log axes: within a few
    /// percent of the data, not 10...1,000 and 1...100.
    func testAShortLogAxisEndsNearTheData() {
        let fitted = domains(xs: [46, 100, 230], ys: [47, 20, 9], x: .log, logY: true)
        // 40 (the tick below 46) would leave 9% of the axis empty: steps of 5 give 45.
        assertInterval(fitted.x, 45, 240)
        // 9 is a tick value and the data is on it: the room below, 1% of the logarithms' span.
        assertInterval(fitted.y, 9 / pow(10, 0.01 * log10(47.0 / 9)), 50)
        XCTAssertEqual(LogScale(domain: fitted.x, range: 0, 1).ticks(), [50, 60, 70, 80, 90, 100, 200])
        XCTAssertEqual(LogScale(domain: fitted.y, range: 0, 1).ticks(), [9, 10, 20, 30, 40, 50])
    }

    /// Over many decades the ends are whole powers or the ticks' 1-9 multiples.
    func testAWideLogAxisEndsOnPowersOrTickValues() {
        // d3-scale log-test.js "log.ticks() generates ticks that cover the niced domain" nices
        // 0.0124123...1230.4 to 0.01...10,000; the top decade would be 18% of the axis: 2,000 ends it.
        assertInterval(AxisFit.log(Interval(0.0124123, 1230.4), room: AxisFit.roomShare), 0.01, 2000)
        // Both powers near the data: d3's log.nice(); as the data is within 1% of the span of
        // both, the room widens them a little.
        let wide = LogScale(domain: 0.012, 9e9, range: 0, 1).niced()
        XCTAssertEqual([wide.domainStart, wide.domainEnd], [0.01, 1e10])
        assertInterval(AxisFit.log(Interval(0.012, 9e9), room: 0), 0.01, 1e10)
        let roomy = AxisFit.log(Interval(0.012, 9e9), room: AxisFit.roomShare)
        XCTAssertTrue(roomy.lower < 0.01 && roomy.lower > 0.009 && roomy.upper > 1e10 && roomy.upper < 1.2e10)
        // log-test.js "log.nice() works on degenerate domains": 0.5 gives 0.1...1.
        assertInterval(AxisFit.log(Interval(0.5, 0.5), room: AxisFit.roomShare), 0.1, 1)
        assertInterval(AxisFit.log(Interval(10, 10), room: AxisFit.roomShare), 1, 100)
    }

    /// Data at the ends of what a double holds keeps an axis with positive, finite ends.
    func testExtremeDataKeepsAUsableAxis() throws {
        // Subnormal doubles, written as multiples of the smallest (5e-324) so no literal underflows.
        let tiny = Double.leastNonzeroMagnitude
        for data in [Interval(tiny, 1.7e308), Interval(2024 * tiny, 4048 * tiny), Interval(1e300, 1.7e308)] {
            let log = AxisFit.log(data, room: AxisFit.roomShare)
            XCTAssertTrue(log.lower > 0 && log.upper.isFinite && log.lower <= data.lower, "\(data): \(log)")
            XCTAssertTrue(log.upper >= data.upper, "\(data): \(log)")
        }
        for data in [Interval(-1.7e308, 1.7e308), Interval(1e308, 1.7e308), Interval(-2024 * tiny, 2024 * tiny)] {
            guard let linear = AxisFit.linear(data, room: AxisFit.roomShare, baseline: false) else { continue }
            XCTAssertTrue(linear.span.isFinite && linear.lower <= data.lower && linear.upper >= data.upper, "\(linear)")
        }
    }

    /// The 1-9 multiples beside a value, as exact decimals.
    func testMultiplesOfPowers() {
        let scale = LogScale(domain: 1, 10, range: 0, 1)
        XCTAssertEqual(scale.multiple(atOrBelow: 46), 40)
        XCTAssertEqual(scale.multiple(atOrAbove: 230), 300)
        XCTAssertEqual(scale.multiple(atOrAbove: 950), 1000)
        XCTAssertEqual(scale.multiple(atOrBelow: 0.31), 0.3)
        XCTAssertEqual(scale.multiple(atOrBelow: 9), 9)
        XCTAssertEqual(scale.multiple(atOrAbove: 0.0007), 0.0007)
    }

    /// d3's tickFormat(5) on 46...70 blanks every tick that ticks(5) gives (it weighs 5
    /// against the 13 ticks for 10); weighed against these three ticks, all keep their labels.
    func testAShortLogAxisKeepsItsLabels() {
        let scale = LogScale(domain: 46, 70, range: 0, 300)
        let ticks = scale.ticks(count: 5)
        XCTAssertEqual(ticks, [50, 60, 70])
        XCTAssertEqual(ticks.map(scale.tickFormat(count: 5).string(for:)), ["", "", ""], "d3's format")
        XCTAssertEqual(scale.tickLabels(ticks, count: 5), ["50", "60", "70"])
        // Asked for one tick, 40...300 gets nine; d3's k labels 100 alone, the axis 100 and 200.
        let short = LogScale(domain: 40, 300, range: 0, 300)
        XCTAssertEqual(
            short.tickLabels(short.ticks(count: 1), count: 1), ["", "", "", "", "", "", "100", "200", ""])
        // Fewer multiples than half the count: d3's linear ticks, every one labelled.
        let shorter = LogScale(domain: 45.2, 68.9, range: 0, 300)
        XCTAssertEqual(shorter.ticks(count: 6), [50, 55, 60, 65])
        XCTAssertEqual(shorter.tickLabels(shorter.ticks(count: 6), count: 6), ["50", "55", "60", "65"])
        // d3-scale log-test.js "log.tickFormat(count) filters ticks to about count" and
        // "log.ticks() generates ticks that cover the domain" (count 20): unchanged.
        let decade = LogScale(domain: 1, 10, range: 0, 1)
        XCTAssertEqual(
            decade.tickLabels(decade.ticks(count: 10), count: 5), ["1", "2", "3", "4", "5", "", "", "", "", "10"])
        let wide = LogScale(domain: 0.01, 10000, range: 0, 1)
        let labels = wide.tickLabels(wide.ticks(count: 20), count: 20)
        XCTAssertEqual(labels.filter { !$0.isEmpty }.count, 19)
        XCTAssertEqual(Array(labels.prefix(10)), ["0.01", "0.02", "0.03", "", "", "", "", "", "", "0.1"])
    }

    /// A cars-like log-log scatter on a page: several labels on each axis.
    func testALogLogScatterLabelsBothAxes() throws {
        let horsepower: [Double] = [46, 65, 88, 95, 110, 130, 150, 165, 190, 230]
        let mpg: [Double] = [47, 36, 30, 26, 24, 18, 16, 14, 12, 9]
        let table = DataTable(columns: [
            DataColumn(name: "horsepower", values: .numbers(horsepower)),
            DataColumn(name: "mpg", values: .numbers(mpg)),
        ])
        let chart = try DataChart.from(table: table, kind: .scatter, logX: true, logY: true)
        for size in [Size(900, 500), Size(480, 300)] {
            let result = DataChartLayout(chart: chart, style: ChartStyle(page: size)).layout(
                in: Rect(x: 0, y: 0, width: size.width, height: size.height), measurer: FixedTextMeasurer())
            let x = result.xTicks.labels.filter { !$0.isEmpty }
            let y = result.yTicks.labels.filter { !$0.isEmpty }
            XCTAssertGreaterThanOrEqual(x.count, 3, "\(size): \(result.xTicks.labels)")
            XCTAssertGreaterThanOrEqual(y.count, 3, "\(size): \(result.yTicks.labels)")
            XCTAssertTrue(x.contains("100"), "\(result.xTicks.labels)")
        }
    }

    /// Monthly prices from January 2000 to March 2010 (a new user's stock file): d3's
    /// `time.nice()` goes on to 2011, nine empty months; the axis ends at the month after the
    /// data (the finer nicing) and its room. Data from 1 January to 31 December stays on whole
    /// years (d3's end is that near).
    func testATimeAxisEndsNearTheData() {
        let january2000 = 946_684_800.0  // date -u -d 2000-01-01 +%s
        let march2010 = 1_267_401_600.0  // date -u -d 2010-03-01 +%s
        let april2010 = 1_270_080_000.0  // date -u -d 2010-04-01 +%s
        let data = Interval(january2000, march2010)
        let scale = TimeScale(domain: data, range: 0, 800)
        XCTAssertEqual(scale.niced().domainEnd, 1_293_840_000, "d3 ends at 2011-01-01")
        let fitted = AxisFit.time(scale, data: data, room: 0)
        XCTAssertEqual(fitted, Interval(january2000, april2010))
        let year = Interval(1_325_376_000, 1_356_998_400 - 86_400)  // 2012-01-01 ... 2012-12-31
        XCTAssertEqual(
            AxisFit.time(TimeScale(domain: year, range: 0, 800), data: year, room: 0),
            Interval(1_325_376_000, 1_356_998_400), "2012 on 2012-01-01 ... 2013-01-01")
    }
}
