import SceneTesting
import XCTest

@testable import PlotCore

/// A chart from columns, as `plot --input` builds it: which columns are picked, how groups,
/// gaps, sums and log axes come out, and what the page says.
final class DataChartTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let frame = Rect(x: 0, y: 0, width: 900, height: 500)

    /// The weather file's shape: date, precipitation, temp_max, temp_min, weather.
    let weather = DataTable(columns: [
        DataColumn(name: "date", values: .times([0, 86_400, 172_800, 259_200])),
        DataColumn(name: "precipitation", values: .numbers([0, 10.9, .nan, 20.3])),
        DataColumn(name: "temp_max", values: .numbers([12.8, 10.6, 11.7, 12.2])),
        DataColumn(name: "temp_min", values: .numbers([5, 2.8, 7.2, 5.6])),
        DataColumn(name: "weather", values: .categories(codes: [0, 1, 1, -1], labels: ["drizzle", "rain"])),
    ])

    func testPicksTheFirstTimeColumnAndTheNextNumberColumnAndSaysSo() throws {
        let chart = try DataChart.from(table: weather)
        XCTAssertEqual(chart.series.map(\.name), ["precipitation"])
        XCTAssertEqual(chart.x, .time(TimeZone(identifier: "UTC")!))
        XCTAssertEqual(chart.xTitle, "date")
        XCTAssertEqual(chart.yTitle, "precipitation")
        XCTAssertTrue(chart.noteTexts.contains("x: date, y: precipitation (picked)"), "\(chart.noteTexts)")
        // The missing precipitation is a gap in a line, counted.
        XCTAssertEqual(chart.series[0].points.count, 4)
        XCTAssertEqual(chart.series[0].points.missingCount, 1)
        XCTAssertTrue(chart.noteTexts.contains("1 value missing (gaps)"), "\(chart.noteTexts)")
    }

    func testATwoColumnTableDrawsItsSecondColumnOverItsFirst() throws {
        let table = DataTable(columns: [
            DataColumn(name: "a", values: .numbers([3, 1, 2])), DataColumn(name: "b", values: .numbers([30, 10, 20])),
        ])
        let chart = try DataChart.from(table: table)
        XCTAssertEqual(chart.series.count, 1)
        XCTAssertEqual(chart.series[0].points.xs, [3, 1, 2])
        XCTAssertEqual(chart.noteTexts, [], "nothing was picked among several")
    }

    func testSeveralYColumnsAreSeveralSeriesAndScatterSkipsMissingValues() throws {
        let chart = try DataChart.from(table: weather, columns: ChartColumns(x: 0, ys: [1, 2]), kind: .scatter)
        XCTAssertEqual(chart.series.map(\.name), ["precipitation", "temp_max"])
        XCTAssertEqual(chart.series[0].points.count, 3, "a missing value has no marker")
        XCTAssertTrue(chart.noteTexts.contains("1 value missing, left out"), "\(chart.noteTexts)")
    }

    /// A row without x is one row left out, however many y columns it has (it was counted
    /// once a column: a trial's two rows without x were "4 rows", or 6 with three).
    func testARowWithoutXIsCountedOnce() throws {
        let table = DataTable(columns: [
            DataColumn(name: "x", values: .numbers([1, .nan, 3, .nan])),
            DataColumn(name: "a", values: .numbers([1, 2, 3, 4])),
            DataColumn(name: "b", values: .numbers([5, 6, 7, 8])),
            DataColumn(name: "c", values: .numbers([9, 8, 7, 6])),
        ])
        for kind in [ChartKind.scatter, .line, .bar] {
            let chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1, 2, 3]), kind: kind)
            XCTAssertTrue(chart.noteTexts.contains("2 rows without x left out"), "\(kind): \(chart.noteTexts)")
        }
    }

    /// A row with an empty `--group-by` cell is in no series: the note counts it (a trial's
    /// row vanished from the chart without a word).
    func testARowWithoutAGroupIsCounted() throws {
        let chart = try DataChart.from(table: weather, columns: ChartColumns(x: 0, ys: [2], groupBy: 4), kind: .scatter)
        XCTAssertEqual(chart.series.map(\.name), ["drizzle", "rain"])
        XCTAssertEqual(chart.series.map(\.points.count), [1, 2])
        XCTAssertTrue(chart.noteTexts.contains("1 row without a group left out"), "\(chart.noteTexts)")
    }

    func testGroupByMakesOneSeriesPerValueInFirstSeenOrder() throws {
        let chart = try DataChart.from(table: weather, columns: ChartColumns(x: 0, ys: [2], groupBy: 4))
        XCTAssertEqual(chart.series.map(\.name), ["drizzle", "rain"])
        XCTAssertEqual(chart.series.map(\.points.count), [1, 2], "the row without a weather is in no group")
    }

    func testWrongColumnKindsAreUsageErrors() {
        XCTAssertThrowsError(try DataChart.from(table: weather, columns: ChartColumns(x: 0, ys: [4]))) { error in
            XCTAssertEqual(
                error as? ChartDataError,
                ChartDataError("column weather holds categories; y takes number columns", isUsage: true))
        }
        XCTAssertThrowsError(try DataChart.from(table: weather, columns: ChartColumns(x: 2, ys: [3], groupBy: 0))) {
            XCTAssertEqual(
                $0 as? ChartDataError,
                ChartDataError("--group-by needs a category or number column; date holds times", isUsage: true))
        }
    }

    /// Grouped by a number column (a car's cylinders), the series go by value, smallest first,
    /// each saying what its number counts; a row without one is in no group.
    func testGroupByNumbersMakesOneSeriesPerValueInAscendingOrder() throws {
        let cars = DataTable(columns: [
            DataColumn(name: "hp", values: .numbers([130, 165, 95, 150, 88, 97])),
            DataColumn(name: "mpg", values: .numbers([18, 15, 24, 16, 27, 26])),
            DataColumn(name: "cylinders", values: .numbers([8, 8, 4, .nan, 4, 6])),
        ])
        let chart = try DataChart.from(table: cars, columns: ChartColumns(x: 0, ys: [1], groupBy: 2), kind: .scatter)
        XCTAssertEqual(chart.series.map(\.name), ["cylinders = 4", "cylinders = 6", "cylinders = 8"])
        XCTAssertEqual(chart.series.map(\.points.xs), [[95, 88], [97], [130, 165]])
    }

    func testALogAxisNamesTheFirstValueItCannotShow() {
        XCTAssertThrowsError(try DataChart.from(table: weather, columns: ChartColumns(x: 0, ys: [1]), logY: true)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description, "row 1, column \"precipitation\": 0 is not above 0 (log axis)")
        }
        // The value as the tool writes numbers: a tiny negative one is not "0" (six decimals).
        let tiny = DataTable(columns: [
            DataColumn(name: "x", values: .numbers([1, 2])), DataColumn(name: "y", values: .numbers([5, -0.0000001])),
        ])
        XCTAssertThrowsError(try DataChart.from(table: tiny, logY: true)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description, "row 2, column \"y\": −1e-07 is not above 0 (log axis)")
        }
    }

    /// Skipping bad rows, a row a log axis cannot place is left out and counted like one that
    /// does not read; a missing value stays a gap.
    func testSkippingBadRowsLeavesOutValuesALogAxisCannotShow() throws {
        let chart = try DataChart.from(
            table: weather, columns: ChartColumns(x: 0, ys: [1]), logY: true, skipBadRows: true)
        XCTAssertEqual(chart.series[0].points.xs, [86_400, 172_800, 259_200])
        XCTAssertEqual(chart.series[0].points.missingCount, 1)
        XCTAssertEqual(chart.skippedRows, 1)
        XCTAssertEqual(chart.firstSkipped, "row 1, column \"precipitation\": 0 is not above 0 (log axis)")
        XCTAssertEqual(chart.rowCount, 3)
        // A table read from a file names the row by its line, as the reader's messages do.
        let read = try DataChart.from(
            table: weather, columns: ChartColumns(x: 0, ys: [1]), logY: true, skipBadRows: true,
            rowPlace: { CellPlace.line($0 + 2) })
        XCTAssertEqual(read.firstSkipped, "line 2, column \"precipitation\": 0 is not above 0 (log axis)")
        let table = DataTable(columns: [
            DataColumn(name: "x", values: .numbers([-1, 1, 0, 10])),
            DataColumn(name: "y", values: .numbers([5, -2, 1, 2])),
        ])
        let both = try DataChart.from(table: table, logX: true, logY: true, skipBadRows: true)
        XCTAssertEqual(both.series[0].points.xs, [10])
        XCTAssertEqual(both.skippedRows, 3)
        let linear = try DataChart.from(table: table, skipBadRows: true)
        XCTAssertEqual(linear.skippedRows, 0, "a linear axis shows zero and below")
    }

    /// A y column of as many words as numbers was read as categories; picked as y, a word is
    /// the error it is, or with skipBadRows its row is left out and counted like a zero on a
    /// log axis (the first bad row named, whichever its reason), and the numbers are drawn.
    func testSkippingBadRowsLeavesOutWordsInAYColumnReadAsCategories() throws {
        let table = DataTable(columns: [
            DataColumn(name: "x", values: .numbers([1, 2, 3, 4, 5])),
            DataColumn(name: "y", values: .categories(codes: [0, 1, 2, 3, -1], labels: ["0", "2.5", "oops", "3"])),
        ])
        for logY in [false, true] {
            XCTAssertThrowsError(try DataChart.from(table: table, logY: logY)) {
                XCTAssertEqual(($0 as? ChartDataError)?.description, "row 3, column \"y\": \"oops\" is not a number")
            }
        }
        let linear = try DataChart.from(table: table, skipBadRows: true)
        XCTAssertEqual(linear.series[0].points.xs, [1, 2, 4, 5])
        XCTAssertEqual(Array(linear.series[0].points.ys.prefix(3)), [0, 2.5, 3])
        XCTAssertEqual(linear.series[0].points.missingCount, 1, "a missing value stays a gap")
        XCTAssertEqual(linear.skippedRows, 1)
        XCTAssertEqual(linear.firstSkipped, "row 3, column \"y\": \"oops\" is not a number")
        let log = try DataChart.from(table: table, logY: true, skipBadRows: true)
        XCTAssertEqual(log.series[0].points.xs, [2, 4, 5])
        XCTAssertEqual(log.skippedRows, 2)
        XCTAssertEqual(log.firstSkipped, "row 1, column \"y\": 0 is not above 0 (log axis)")
    }

    /// A column the reader could not read is picked as the kind it looks like, and then its
    /// reason is the error; one of no kind is never picked; when nothing fits, the reason is
    /// the error too, as that column may be the one that would have.
    func testAColumnNotReadIsAnErrorOnlyWhenUsed() throws {
        let empty = DataColumn(name: "when", values: .numbers([.nan, .nan, .nan]))
        let table = DataTable(columns: [
            DataColumn(name: "id", values: .numbers([1, 2, 3])), empty,
            DataColumn(name: "v", values: .numbers([5, 6, 7])),
        ])
        let why = "line 2, column \"when\": \"01/02/2026\" is ambiguous"
        let dates = ChartColumns(unreadable: [1: ChartColumns.Unreadable(kind: .time, reason: why)])
        XCTAssertThrowsError(try DataChart.from(table: table, columns: dates), "a time column is x") {
            XCTAssertEqual($0 as? ChartDataError, ChartDataError(why, namesCell: true))
        }
        XCTAssertEqual(try DataChart.from(table: table, columns: dates, kind: .bar).xTitle, "id")
        var given = dates
        given.x = 0
        XCTAssertEqual(try DataChart.from(table: table, columns: given).yTitle, "v")
        given.ys = [1]
        XCTAssertThrowsError(try DataChart.from(table: table, columns: given)) {
            XCTAssertEqual($0 as? ChartDataError, ChartDataError(why, namesCell: true))
        }
        let untyped = ChartColumns(unreadable: [1: ChartColumns.Unreadable(kind: nil, reason: why)])
        let drawn = try DataChart.from(table: table, columns: untyped)
        XCTAssertEqual([drawn.xTitle, drawn.yTitle], ["id", "v"])
        let two = DataTable(columns: [empty, DataColumn(name: "v", values: .numbers([5, 6, 7]))])
        XCTAssertThrowsError(
            try DataChart.from(
                table: two, columns: ChartColumns(unreadable: [0: ChartColumns.Unreadable(kind: nil, reason: why)]))
        ) {
            XCTAssertEqual($0 as? ChartDataError, ChartDataError(why, namesCell: true))
        }
    }

    /// A histogram of categories counts rows: its note says so, and no "of the same x summed"
    /// (it summed no values).
    func testACategoryHistogramSaysItCountsRows() throws {
        let table = DataTable(columns: [
            DataColumn(name: "day", values: .categories(codes: [0, 1, 0, 0, 1, 2], labels: ["Sun", "Sat", "Fri"]))
        ])
        let chart = try DataChart.from(table: table, columns: ChartColumns(x: 0), kind: .histogram)
        XCTAssertEqual(ChartMarks(chart).bars.map(\.y1), [3, 2, 1])
        XCTAssertEqual(chart.noteTexts, ["a count of rows per category"])
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
            in: frame, measurer: measurer)
        XCTAssertEqual(result.notes, [])
    }

    func testBarsOfTheSameXAreSummedAndStackedBarsStartWhereTheLastEnded() throws {
        let table = DataTable(columns: [
            DataColumn(name: "shop", values: .categories(codes: [0, 1, 0, 0, 1], labels: ["A", "B"])),
            DataColumn(name: "who", values: .categories(codes: [0, 0, 0, 1, 1], labels: ["me", "you"])),
            DataColumn(name: "sum", values: .numbers([1, 2, 3, 4, 5])),
        ])
        var chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .bar)
        chart.stacked = true
        let bars = ChartMarks(chart).bars.map { [$0.series, Int($0.x), Int($0.y0), Int($0.y1)] }
        XCTAssertEqual(bars, [[0, 0, 0, 4], [0, 1, 0, 2], [1, 0, 4, 8], [1, 1, 2, 7]])
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
            in: frame, measurer: measurer)
        XCTAssertEqual(result.notes, ["1 row of the same x summed"])
    }

    /// The trial's file: group a holds 1, 2, 2, 3 and group b 7, 8, 8, 9. Both are drawn, on one
    /// set of bins over all values (matplotlib's `hist([a, b], bins=8)`), with a legend.
    func testAGroupedHistogramDrawsEveryGroupOnSharedBins() throws {
        let table = DataTable(columns: [
            DataColumn(name: "g", values: .categories(codes: [0, 0, 0, 0, 1, 1, 1, 1], labels: ["a", "b"])),
            DataColumn(name: "v", values: .numbers([1, 2, 2, 3, 7, 8, 8, 9])),
        ])
        var chart = try DataChart.from(
            table: table, columns: ChartColumns(x: 1, ys: [], groupBy: 0), kind: .histogram)
        chart.bins = .count(8)
        let bars = ChartMarks(chart).bars
        XCTAssertEqual(bars.filter { $0.series == 0 }.map { Int($0.y1) }, [1, 2, 1, 0, 0, 0, 0, 0])
        XCTAssertEqual(
            bars.filter { $0.series == 1 }.map { Int($0.y1) }, [0, 0, 0, 0, 0, 0, 1, 3],
            "numpy: the last bin, [8, 9], is closed")
        XCTAssertEqual(bars.filter { $0.series == 0 }.map(\.x), bars.filter { $0.series == 1 }.map(\.x))
        XCTAssertEqual(Set(bars.map(\.slots)), [2], "side by side in each bin")
        chart.stacked = true
        let stacked = ChartMarks(chart).bars.filter { $0.series == 1 }
        XCTAssertEqual(stacked.map { Int($0.y0) }, [1, 2, 1, 0, 0, 0, 0, 0], "b stands on a")
        let style = ChartStyle(page: Size(900, 500))
        let result = DataChartLayout(chart: chart, style: style).layout(in: frame, measurer: measurer)
        XCTAssertNotNil(result.legendFrame)
        XCTAssertTrue(SceneRecorder(result.items).texts.contains("b"))
        let page = DataChartPage(chart: chart, page: PageSpec(size: Size(900, 500)))
        XCTAssertTrue(page.note(result).contains("8 bins"), page.note(result))
    }

    /// Stacked areas filling the plot from side to side (temperature under humidity, trial
    /// finding 7): every corner would cover a fill, so the legend goes beside the plot; the
    /// same areas reaching only a third of the way up leave the top corners free.
    func testALegendCoversNoAreaFill() throws {
        let hours = 96
        for (top, beside) in [(70.0, true), (4.0, false)] {
            let table = DataTable(columns: [
                DataColumn(name: "hour", values: .numbers((0..<hours).map(Double.init))),
                DataColumn(name: "temperature", values: .numbers((0..<hours).map { 20 + 5 * sin(Double($0) / 8) })),
                DataColumn(name: "humidity", values: .numbers((0..<hours).map { top + 10 * cos(Double($0) / 8) })),
            ])
            var chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1, 2]), kind: .area)
            chart.stacked = true
            if !beside {
                // A y axis three times the stack's height: the fills keep to its lower third.
                chart.viewport = ViewportRequest(yRange: Interval(0, 120))
            }
            let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
                in: frame, measurer: measurer)
            let legend = try XCTUnwrap(result.legendFrame)
            if beside {
                XCTAssertGreaterThanOrEqual(legend.minX, result.plotArea.maxX, "beside the plot")
            } else {
                XCTAssertTrue(result.plotArea.contains(Point(legend.midX, legend.midY)), "inside the plot")
                XCTAssertLessThan(legend.maxY, result.plotArea.midY, "in a top corner")
            }
        }
    }

    /// One series has no legend unless a place is asked for (trial: `--legend bottom` with one
    /// series drew none, without a word).
    func testOneSeriesHasALegendOnlyWhenAskedWhere() throws {
        let table = DataTable(columns: [
            DataColumn(name: "x", values: .numbers([1, 2, 3])), DataColumn(name: "sales", values: .numbers([4, 6, 5])),
        ])
        var chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1]))
        for (placement, shown) in [(LegendPlacement.auto, false), (.none, false), (.bottom, true), (.right, true)] {
            chart.legend = placement
            let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
                in: frame, measurer: measurer)
            XCTAssertEqual(result.legendFrame != nil, shown, "\(placement)")
            if shown { XCTAssertTrue(SceneRecorder(result.items).texts.contains("sales"), "\(placement)") }
        }
    }

    /// 142 series (gapminder by country): the legend fits beside the plot and says how many
    /// it leaves out, instead of running off the page.
    func testALegendTooLongForThePageSaysHowManyMore() throws {
        let countries = (0..<142).map { "country \($0)" }
        let rows = 142 * 2
        let table = DataTable(columns: [
            DataColumn(name: "year", values: .numbers((0..<rows).map { Double(1952 + $0 % 2 * 5) })),
            DataColumn(name: "life", values: .numbers((0..<rows).map { Double(40 + $0 % 30) })),
            DataColumn(
                name: "country", values: .categories(codes: (0..<rows).map { Int32($0 / 2) }, labels: countries)),
        ])
        let chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1], groupBy: 2))
        for placement in [LegendPlacement.right, .auto, .bottom] {
            var placed = chart
            placed.legend = placement
            let result = DataChartLayout(chart: placed, style: ChartStyle(page: Size(900, 500))).layout(
                in: frame, measurer: measurer)
            let legend = try XCTUnwrap(result.legendFrame)
            XCTAssertLessThanOrEqual(legend.maxY, frame.maxY + 0.01, "\(placement)")
            let texts = SceneRecorder(result.items).texts
            let more = try XCTUnwrap(texts.first { $0.hasPrefix("… ") && $0.hasSuffix(" more") }, "\(placement)")
            let shown = texts.filter { $0.hasPrefix("country ") }.count
            XCTAssertEqual(more, "… \(142 - shown) more", "\(placement)")
        }
    }

    /// `--legend bottom` on a portrait page (us-employment.csv, 11 series with long names,
    /// trial finding 8): every name is written, the plot giving up the height the rows need;
    /// on a frame too short for them the plot keeps half its height and the legend says how
    /// many more.
    func testALegendBelowTakesTheRowsItsNamesNeed() throws {
        let names = (0..<11).map { "education_and_health_services_\($0)" }
        let rows = 11 * 2
        let table = DataTable(columns: [
            DataColumn(name: "month", values: .numbers((0..<rows).map { Double($0 % 2) })),
            DataColumn(name: "jobs", values: .numbers((0..<rows).map { Double($0) })),
            DataColumn(name: "sector", values: .categories(codes: (0..<rows).map { Int32($0 / 2) }, labels: names)),
        ])
        var chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1], groupBy: 2))
        chart.legend = .bottom
        let portrait = Rect(x: 0, y: 0, width: 540, height: 960)
        let tall = DataChartLayout(chart: chart, style: ChartStyle(page: Size(540, 960))).layout(
            in: portrait, measurer: measurer)
        let texts = SceneRecorder(tall.items).texts
        XCTAssertEqual(texts.filter { $0.hasPrefix("education") }.count, 11, "\(texts)")
        XCTAssertFalse(texts.contains { $0.hasSuffix(" more") })
        XCTAssertGreaterThanOrEqual(tall.plotArea.height, portrait.height / 3)
        let short = Rect(x: 0, y: 0, width: 540, height: 200)
        let cut = DataChartLayout(chart: chart, style: ChartStyle(page: Size(540, 200))).layout(
            in: short, measurer: measurer)
        let cutTexts = SceneRecorder(cut.items).texts
        let shown = cutTexts.filter { $0.hasPrefix("education") }.count
        XCTAssertLessThan(shown, 11)
        XCTAssertTrue(cutTexts.contains("… \(11 - shown) more"), "\(cutTexts)")
        XCTAssertLessThanOrEqual(try XCTUnwrap(cut.legendFrame).height, short.height / 2 + 0.01)
    }

    /// A long first label (milliseconds since 1970) stays on the page.
    func testTheLeftmostXLabelStaysInsideTheFrame() throws {
        let table = DataTable(columns: [
            DataColumn(name: "ts_ms", values: .numbers([1_711_830_000_000, 1_711_830_500_000, 1_711_831_000_000])),
            DataColumn(name: "latency", values: .numbers([3, 5, 4])),
        ])
        let chart = try DataChart.from(table: table)
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
            in: frame, measurer: measurer)
        for run in SceneRecorder(result.items).runs {
            XCTAssertGreaterThanOrEqual(run.origin.x, frame.minX - 0.01, run.text)
        }
    }

    /// gapminder's GDP per person on a log axis: bins equal in log10, so 1-10-100-1000 are one
    /// bin each with 3 bins over 1...1000, not one bin holding everything below 334.
    func testALogXHistogramBinsInLogSpace() throws {
        let table = DataTable(columns: [DataColumn(name: "gdp", values: .numbers([1, 5, 20, 50, 300, 1000]))])
        var chart = try DataChart.from(table: table, kind: .histogram, logX: true)
        chart.bins = .count(3)
        let bars = ChartMarks(chart).bars
        XCTAssertEqual(bars.map { Int($0.y1) }, [2, 2, 2])
        for (bar, low) in zip(bars, [1.0, 10, 100]) {
            XCTAssertEqual(bar.left, low, accuracy: low * 1e-12)
            XCTAssertEqual(bar.right, low * 10, accuracy: low * 1e-11)
        }
    }

    /// `--kind bar --log-x`: a bar is 80% of the closest two x wide in log10, so on the page
    /// every bar is as wide as the next and centred on its x; a lone bar takes 0.8 of a decade.
    func testBarsOnALogAxisAreEvenAndCentredOnTheirX() throws {
        let sizes: [Double] = [1, 2, 10, 100, 1000]
        let table = DataTable(columns: [
            DataColumn(name: "size", values: .numbers(sizes)),
            DataColumn(name: "seconds", values: .numbers([3, 4, 6, 9, 15])),
        ])
        let chart = try DataChart.from(table: table, kind: .bar, logX: true)
        let half = 0.4 * log10(2.0)
        for (bar, x) in zip(ChartMarks(chart).bars, sizes) {
            XCTAssertEqual(bar.left, x / pow(10, half), accuracy: x * 1e-12)
            XCTAssertEqual(bar.right, x * pow(10, half), accuracy: x * 1e-12)
        }
        let style = ChartStyle(page: Size(900, 500))
        let result = DataChartLayout(chart: chart, style: style).layout(in: frame, measurer: measurer)
        let bars = SceneRecorder(result.items).filledRectangles([style.lineColor]).filter {
            result.plotArea.contains(Point($0.midX, $0.midY))
        }.sorted { $0.minX < $1.minX }
        XCTAssertEqual(bars.count, sizes.count)
        let widths = bars.map(\.width)
        XCTAssertEqual(widths.max()! - widths.min()!, 0, accuracy: 1e-9, "\(widths)")
        // Centred on x: 1 to 10, 10 to 100 and 100 to 1,000 are one decade apart on the page,
        // and 1 to 2 is log10(2) of one.
        let middles = bars.map(\.midX)
        let decade = middles[2] - middles[0]
        XCTAssertEqual(middles[3] - middles[2], decade, accuracy: 1e-9)
        XCTAssertEqual(middles[4] - middles[3], decade, accuracy: 1e-9)
        XCTAssertEqual(middles[1] - middles[0], decade * log10(2.0), accuracy: 1e-9)
        XCTAssertEqual(widths[0], decade * 2 * half, accuracy: 1e-9)

        let lone = try DataChart.from(
            table: DataTable(columns: [
                DataColumn(name: "size", values: .numbers([50])), DataColumn(name: "n", values: .numbers([2])),
            ]), kind: .bar, logX: true)
        let bar = try XCTUnwrap(ChartMarks(lone).bars.first)
        XCTAssertEqual(log10(bar.right) - log10(bar.left), 0.8, accuracy: 1e-12)
    }

    func testAPieKeepsSixSlicesAndOther() throws {
        let labels = (1...9).map { "s\($0)" }
        let table = DataTable(columns: [
            DataColumn(name: "what", values: .categories(codes: (0..<9).map(Int32.init), labels: labels)),
            DataColumn(name: "amount", values: .numbers((1...9).map(Double.init))),
        ])
        let chart = try DataChart.from(table: table, kind: .pie)
        let slices = PieChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).slices().slices
        XCTAssertEqual(slices.map(\.label), ["s9", "s8", "s7", "s6", "s5", "s4", "Other"])
        XCTAssertEqual(slices.last?.value, 6, "1 + 2 + 3")
    }

    /// A category keeps its colour from chart to chart: a slice takes the palette colour of its
    /// category's place in the data (the colour of its bars when grouped by it), not of its rank.
    func testASliceHasItsCategorysColourNotItsRanks() throws {
        let table = DataTable(columns: [
            DataColumn(name: "fuel", values: .categories(codes: [0, 1, 2], labels: ["Coal", "Gas", "Wind"])),
            DataColumn(name: "TWh", values: .numbers([10, 20, 30])),
        ])
        let chart = try DataChart.from(table: table, kind: .donut)
        let style = ChartStyle(page: Size(900, 500))
        let fills = PieChartLayout(chart: chart, style: style).layout(
            in: Rect(x: 0, y: 0, width: 900, height: 500), measurer: measurer
        ).items.compactMap { item -> Color? in
            if case .path(_, let pathStyle) = item { return pathStyle.fill }
            return nil
        }
        // Drawn largest first: Wind, Gas, Coal, coloured as their places 2, 1, 0.
        XCTAssertEqual(fills, [style.palette[2], style.palette[1], style.palette[0]])
    }

    /// Slices of months go round in time order, not by size.
    func testSlicesOfTimesGoInTimeOrder() throws {
        let months: [Double] = [1_704_067_200, 1_706_745_600, 1_709_251_200]  // 2024-01-01, 02-01, 03-01 UTC
        let table = DataTable(columns: [
            DataColumn(name: "month", values: .times(months)),
            DataColumn(name: "sales", values: .numbers([5, 30, 10])),
        ])
        let chart = try DataChart.from(table: table, kind: .pie)
        let slices = PieChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).slices().slices
        XCTAssertEqual(slices.map(\.value), [5, 30, 10])
    }

    /// Means (or percentiles) of slices add up to nothing: a donut of them has no total in its
    /// hole, and the note says how each slice's rows were made one.
    func testADonutOfMeansHasNoTotal() throws {
        let table = DataTable(columns: [
            DataColumn(name: "endpoint", values: .categories(codes: [0, 0, 1, 1], labels: ["/a", "/b"])),
            DataColumn(name: "ms", values: .numbers([10, 30, 40, 60])),
        ])
        var chart = try DataChart.from(table: table, kind: .donut)
        chart.aggregate = .mean
        let result = PieChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
            in: Rect(x: 0, y: 0, width: 900, height: 500), measurer: measurer)
        let texts = result.items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text }
            return nil
        }
        XCTAssertFalse(texts.contains { $0.contains("total") }, "\(texts)")
        XCTAssertEqual(result.notes, ["2 rows of the same x averaged"])
    }

    /// A chart's own words follow the language its text is written in: Russian shops gather
    /// their smaller ones as "Прочее", not "Other"; a mixed chart goes by most of its letters.
    func testAChartsWordsFollowTheLanguageOfItsText() throws {
        let shops = [
            "Пятёрочка", "Магнит", "Перекрёсток", "Лента", "ВкусВилл", "Ашан", "Дикси", "Окей", "Азбука вкуса",
        ]
        let table = DataTable(columns: [
            DataColumn(name: "магазин", values: .categories(codes: (0..<9).map(Int32.init), labels: shops)),
            DataColumn(name: "сумма", values: .numbers((1...9).map(Double.init))),
        ])
        var chart = try DataChart.from(table: table, kind: .pie)
        XCTAssertEqual(chart.ownText.prefix(2), ["магазин", "сумма"])
        chart.words = .matching(chart.ownText)
        XCTAssertEqual(chart.words, .russian)
        let slices = PieChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).slices().slices
        XCTAssertEqual(slices.last?.label, "Прочее")
        XCTAssertEqual(ChartWords.matching(["Lidl", "Aldi", "Rewe", "Магнит"]), .english)
        XCTAssertEqual(ChartWords.matching(["2024", "12,5", ""]), .english, "no letters: English")
        XCTAssertEqual(ChartWords.matching(["shop", "Пятёрочка"]), .russian)
    }

    /// A pie of times names its slices as dates on the chart's clock, as short as the values
    /// allow, never as seconds since 1970 ("1,191,196,800"). The instants are from
    /// `date -u -d 2000-01-01 +%s` and the like; New York's from `TZ=America/New_York date -d @…`.
    func testAPieOfTimesNamesItsSlicesAsDates() throws {
        func labels(_ times: [Double], zone: String = "UTC") throws -> [String] {
            let table = DataTable(columns: [
                DataColumn(name: "date", values: .times(times)),
                DataColumn(name: "amount", values: .numbers(times.indices.map { Double(times.count - $0) })),
            ])
            let chart = try DataChart.from(table: table, kind: .donut, timeZone: TimeZone(identifier: zone)!)
            return PieChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).slices().slices.map(\.label)
        }
        // 2000-01-01, 2000-01-02: days.
        XCTAssertEqual(try labels([946_684_800, 946_771_200]), ["2000-01-01", "2000-01-02"])
        // 2000-01-01, 2000-02-01: months; with 2001-01-01 as well, still months.
        XCTAssertEqual(try labels([946_684_800, 949_363_200]), ["Jan 2000", "Feb 2000"])
        // (In time order, not by size: slices of times go round as a clock reads them.)
        XCTAssertEqual(try labels([946_684_800, 978_307_200, 949_363_200]), ["Jan 2000", "Feb 2000", "Jan 2001"])
        // 2000-01-01 and 2001-01-01: years.
        XCTAssertEqual(try labels([946_684_800, 978_307_200]), ["2000", "2001"])
        // 2000-01-01T14:30Z beside a midnight: both to the minute.
        XCTAssertEqual(try labels([946_737_000, 946_684_800]), ["2000-01-01 00:00", "2000-01-01 14:30"])
        // 2000-01-01T05:00Z and 2000-02-01T05:00Z are New York's midnights of 1 January and
        // 1 February: months there, hours in UTC.
        XCTAssertEqual(try labels([946_702_800, 949_381_200], zone: "America/New_York"), ["Jan 2000", "Feb 2000"])
        XCTAssertEqual(try labels([946_702_800, 949_381_200]), ["2000-01-01 05:00", "2000-02-01 05:00"])
    }

    /// The donut's total sits in its hole, in the title's font when that fits, and is left out
    /// when not even the labels' font would (a small donut on a page of several charts).
    func testADonutsTotalFitsItsHoleOrIsLeftOut() throws {
        let table = DataTable(columns: [
            DataColumn(name: "what", values: .categories(codes: [0, 1, 2], labels: ["a", "b", "c"])),
            DataColumn(name: "amount", values: .numbers([1000, 2000, 3000])),
        ])
        var chart = try DataChart.from(table: table, kind: .donut)
        chart.yTitle = "₽"
        let style = ChartStyle(page: Size(900, 500))
        let large = DataChartLayout(chart: chart, style: style).layout(in: frame, measurer: measurer)
        let total = try XCTUnwrap(SceneRecorder(large.items).runs.first { $0.text == "6,000" })
        XCTAssertEqual(total.font, style.titleFont)
        XCTAssertTrue(SceneRecorder(large.items).texts.contains("total ₽"))
        let small = DataChartLayout(chart: chart, style: style).layout(
            in: Rect(x: 0, y: 0, width: 260, height: 90), measurer: measurer)
        XCTAssertFalse(SceneRecorder(small.items).texts.contains { $0 == "6,000" || $0 == "total ₽" })
    }

    func testSeveralSeriesGetALegendAndOneSeriesNone() throws {
        let many = try DataChart.from(table: weather, columns: ChartColumns(x: 0, ys: [2, 3]))
        let style = ChartStyle(page: Size(900, 500))
        let result = DataChartLayout(chart: many, style: style).layout(in: frame, measurer: measurer)
        let legend = try XCTUnwrap(result.legendFrame)
        XCTAssertTrue(result.plotArea.contains(Point(legend.midX, legend.midY)), "auto: inside the plot")
        let texts = SceneRecorder(result.items).texts
        XCTAssertTrue(texts.contains("temp_max") && texts.contains("temp_min"))
        var hidden = many
        hidden.legend = .none
        XCTAssertNil(DataChartLayout(chart: hidden, style: style).layout(in: frame, measurer: measurer).legendFrame)
        var right = many
        right.legend = .right
        let beside = try XCTUnwrap(
            DataChartLayout(chart: right, style: style).layout(in: frame, measurer: measurer).legendFrame)
        XCTAssertGreaterThan(
            beside.minX, DataChartLayout(chart: right, style: style).layout(in: frame, measurer: measurer).plotArea.maxX
        )
        let one = try DataChart.from(table: weather, columns: ChartColumns(x: 0, ys: [2]))
        XCTAssertNil(DataChartLayout(chart: one, style: style).layout(in: frame, measurer: measurer).legendFrame)
    }

    func testAllPositiveDataKeepsItsAxisAtZero() throws {
        // Precipitation from 0 up: the margin below would reach under zero, which no value does.
        let chart = try DataChart.from(table: weather, columns: ChartColumns(x: 0, ys: [1]))
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
            in: frame, measurer: measurer)
        XCTAssertEqual(result.yTicks.values.first, 0)
    }

    func testTheNoteSaysRowsSeriesKindAndWhatWasPicked() throws {
        let chart = try DataChart.from(table: weather, columns: ChartColumns(x: 0, ys: [2, 3]))
        let page = DataChartPage(chart: chart, page: PageSpec(size: Size(900, 500)))
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
            in: frame, measurer: measurer)
        XCTAssertEqual(page.note(result), "4 rows · 2 series · line")
    }

    /// The zoom in the note is written as the tool writes numbers (`NumberText.shortest`), not
    /// with six fixed decimals (`--zoom 1e-9` read "zoom 0×").
    func testTheNoteWritesTheZoomAsItWasGiven() throws {
        for (zoom, text) in [(1e-9, "1e-09"), (0.25, "0.25"), (2.5, "2.5"), (1e12, "1000000000000")] {
            var chart = try DataChart.from(table: weather, columns: ChartColumns(x: 0, ys: [2]))
            chart.viewport = ViewportRequest(zoom: zoom)
            let page = DataChartPage(chart: chart, page: PageSpec(size: Size(900, 500)))
            let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
                in: frame, measurer: measurer)
            XCTAssertEqual(page.note(result), "4 rows · line · zoom \(text)×")
        }
    }
    /// A million minutes from 2020-01-01 (the tables benchmark): the axis is niced to whole
    /// quarters as d3's time scale nices the data's extent, so it starts at 2020 (with a little
    /// room before it for the line's first point), not a quarter earlier in October 2019.
    func testATimeAxisStartsAtTheNicedDataNotATickStepBeforeIt() throws {
        let start = 1_577_836_800.0  // 2020-01-01T00:00:00Z (date -u -d 2020-01-01 +%s)
        let times = (0..<695).map { start + Double($0) * 86_400 }
        let table = DataTable(columns: [
            DataColumn(name: "time", values: .times(times)),
            DataColumn(name: "a", values: .numbers(times.indices.map { sin(Double($0) / 58) })),
        ])
        let chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1]), kind: .line)
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(1600, 1200))).layout(
            in: Rect(x: 0, y: 0, width: 1600, height: 1200), measurer: measurer)
        XCTAssertEqual(result.xTicks.values.first, start, "\(result.xTicks.labels)")
        XCTAssertEqual(result.xTicks.labels.first, "2020")
    }
    /// A few scatter markers are outlined in the background colour; thousands are not, or the
    /// densest part of the cloud turns pale (as matplotlib and Vega-Lite draw them).
    func testDenseScatterMarkersHaveNoOutline() throws {
        func markerStrokes(_ count: Int) throws -> (fills: Int, strokes: Int) {
            let table = DataTable(columns: [
                DataColumn(name: "x", values: .numbers((0..<count).map { Double($0 % 97) })),
                DataColumn(name: "y", values: .numbers((0..<count).map { Double($0 % 89) })),
            ])
            let chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1]), kind: .scatter)
            let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
                in: frame, measurer: measurer)
            let recorder = SceneRecorder(result.items)
            let color = ChartStyle(page: Size(900, 500)).background
            return (recorder.fills.count, recorder.strokes.filter { $0.color == color && $0.lineWidth > 0 }.count)
        }
        let few = try markerStrokes(50)
        XCTAssertGreaterThanOrEqual(few.strokes, 50, "each of 50 markers outlined")
        let many = try markerStrokes(5_000)
        XCTAssertGreaterThan(many.fills, 1_000)
        XCTAssertLessThan(many.strokes, 10, "5,000 markers: no outlines (a legend's marker may keep one)")
    }
    /// Eleven weeks of 2021: the ticks say "Mar 07", "April" but not the year, so the axis
    /// title does; weekly ticks across New Year ("Dec 26", "Jan 02") name both years; a year
    /// tick ("2021" of a two-year axis) says it, and the title stays the column's.
    func testATimeAxisWithoutAYearTickPutsTheYearInItsTitle() throws {
        func texts(from start: Double, days: Int) throws -> [String] {
            let times = (0..<days).map { start + Double($0) * 86_400 }
            let table = DataTable(columns: [
                DataColumn(name: "date", values: .times(times)),
                DataColumn(name: "t", values: .numbers(times.indices.map { Double($0 % 7) })),
            ])
            let chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1]), kind: .line)
            let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(960, 600))).layout(
                in: Rect(x: 0, y: 0, width: 960, height: 600), measurer: measurer)
            return SceneRecorder(result.items).texts
        }
        let spring = try texts(from: 1_614_556_800, days: 76)  // 2021-03-01 (date -u -d 2021-03-01 +%s)
        XCTAssertTrue(spring.contains("date (2021)"), "\(spring)")
        XCTAssertFalse(spring.contains("date"))
        let winter = try texts(from: 1_638_316_800, days: 62)  // 2021-12-01
        XCTAssertTrue(winter.contains("date (2021–2022)"), "\(winter)")
        let years = try texts(from: 1_577_836_800, days: 700)  // 2020-01-01
        XCTAssertTrue(years.contains("2021") && years.contains("date"), "\(years)")
    }

    /// `plot --x-range` asks for the x extent before the layout: read off the series for lines
    /// and areas, it is the extent the marks give, for every kind (unsorted points, gaps, a
    /// digest, stacks, bars' edges, bins).
    func testTheXExtentIsTheMarks() throws {
        var first = try PointSeries(xs: [5, -3, 2, 8], ys: [1, 4, .nan, 2])
        first.appendMissing(x: 11)
        let second = try PointSeries(xs: [-6, 0, 2], ys: [3, 1, 2])
        let digest = SeriesDigest(count: 4, missingCount: 0, xExtent: Interval(-20, 1), yExtent: Interval(0, 1))
        for kind in ChartKind.allCases {
            for stacked in [false, true] {
                var series = [ChartSeries(name: "a", points: first), ChartSeries(name: "b", points: second)]
                if [.line, .step, .scatter, .area].contains(kind) {
                    series.append(ChartSeries(name: "d", digest: digest))
                }
                let chart = DataChart(kind: kind, series: series, stacked: stacked)
                XCTAssertEqual(chart.xExtent, ChartMarks(chart).xExtent, "\(kind), stacked: \(stacked)")
            }
        }
        XCTAssertEqual(
            DataChart(kind: .line, series: [ChartSeries(name: "d", digest: digest)]).xExtent, Interval(-20, 1))
        XCTAssertEqual(
            DataChart(kind: .area, series: [ChartSeries(name: "a", points: first)]).xExtent, Interval(-3, 11))
        XCTAssertNil(DataChart(kind: .line, series: []).xExtent)
        XCTAssertNil(DataChart(kind: .pie, series: [ChartSeries(name: "a", points: first)]).xExtent)
    }
}
