import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// One golden per kind of data chart, light and dark, with dates, a legend and gaps. Every
/// picture was looked at before it was committed. The data is made here from a fixed seed.
final class DataChartGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    static let page = PageSpec(size: Size(960, 600))
    static let day = 86_400.0
    /// 2021-03-01T00:00:00Z (date -u -d 2021-03-01 +%s).
    static let start = 1_614_556_800.0

    /// A seeded generator: the same data on every machine.
    struct Seeded {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// Long-format daily readings of three cities over 75 days, Oslo missing a week.
    static let cities: DataTable = {
        var random = Seeded(state: 7)
        var times: [Double] = []
        var codes: [Int32] = []
        var values: [Double] = []
        for (code, base) in [(0, 4.0), (1, 11.0), (2, 17.0)] {
            for d in 0..<75 {
                times.append(start + Double(d) * day)
                codes.append(Int32(code))
                let missing = code == 0 && (30..<37).contains(d)
                values.append(missing ? .nan : base + Double(d) * 0.12 + 3 * sin(Double(d) / 6) + random.next() * 2)
            }
        }
        return DataTable(columns: [
            DataColumn(name: "date", values: .times(times)),
            DataColumn(name: "city", values: .categories(codes: codes, labels: ["Oslo", "Lisbon", "Cairo"])),
            DataColumn(name: "temperature", values: .numbers(values)),
        ])
    }()

    /// Spending by shop and quarter, rows repeated so bars and slices sum them.
    static let spending: DataTable = {
        var random = Seeded(state: 11)
        let shops = ["Groceries", "Transport", "Rent", "Books", "Cafés", "Sport", "Gifts", "Pharmacy", "Cinema"]
        var shopCodes: [Int32] = []
        var quarterCodes: [Int32] = []
        var amounts: [Double] = []
        for quarter in 0..<3 {
            for (index, _) in shops.enumerated() {
                for _ in 0..<2 {
                    shopCodes.append(Int32(index))
                    quarterCodes.append(Int32(quarter))
                    amounts.append(((Double(9 - index) * 40 + random.next() * 60) * 100).rounded() / 100)
                }
            }
        }
        return DataTable(columns: [
            DataColumn(name: "shop", values: .categories(codes: shopCodes, labels: shops)),
            DataColumn(name: "quarter", values: .categories(codes: quarterCodes, labels: ["Q1", "Q2", "Q3"])),
            DataColumn(name: "amount", values: .numbers(amounts)),
        ])
    }()

    /// Barley yields in the shape of Vega's barley.json (ten varieties, six sites, two years;
    /// the yields are made here), for bars whose labels do not fit under them.
    static let barley: DataTable = {
        var random = Seeded(state: 13)
        let varieties = [
            "Manchuria", "Glabron", "Svansota", "Velvet", "Trebi", "No. 457", "No. 462", "Peatland", "No. 475",
            "Wisconsin No. 38",
        ]
        let sites = ["University Farm", "Waseca", "Morris", "Crookston", "Grand Rapids", "Duluth"]
        var varietyCodes: [Int32] = []
        var siteCodes: [Int32] = []
        var yearCodes: [Int32] = []
        var yields: [Double] = []
        for (variety, _) in varieties.enumerated() {
            for (site, _) in sites.enumerated() {
                for year in 0..<2 {
                    varietyCodes.append(Int32(variety))
                    siteCodes.append(Int32(site))
                    yearCodes.append(Int32(year))
                    let base = 22 + Double(variety % 4) * 3 + Double(5 - site) * 2.5 + Double(year) * 3
                    yields.append(((base + random.next() * 12) * 10).rounded() / 10)
                }
            }
        }
        return DataTable(columns: [
            DataColumn(name: "variety", values: .categories(codes: varietyCodes, labels: varieties)),
            DataColumn(name: "site", values: .categories(codes: siteCodes, labels: sites)),
            DataColumn(name: "year", values: .categories(codes: yearCodes, labels: ["1931", "1932"])),
            DataColumn(name: "yield", values: .numbers(yields)),
        ])
    }()

    /// 400 samples of two normal-ish measures, for scatter and histogram.
    static let samples: DataTable = {
        var random = Seeded(state: 3)
        var xs: [Double] = []
        var ys: [Double] = []
        var groups: [Int32] = []
        for index in 0..<400 {
            let group = index % 3
            let x = 10 + Double(group) * 6 + (random.next() + random.next() + random.next() - 1.5) * 8
            xs.append((x * 100).rounded() / 100)
            ys.append(((x * (1.5 - Double(group) * 0.4) + (random.next() - 0.5) * 12) * 100).rounded() / 100)
            groups.append(Int32(group))
        }
        return DataTable(columns: [
            DataColumn(name: "length", values: .numbers(xs)),
            DataColumn(name: "weight", values: .numbers(ys)),
            DataColumn(name: "species", values: .categories(codes: groups, labels: ["Adelie", "Gentoo", "Chinstrap"])),
        ])
    }()

    func check(
        _ name: String, _ table: DataTable, _ columns: ChartColumns, kind: ChartKind, theme: Theme = .light,
        logX: Bool = false, logY: Bool = false, page: PageSpec = page,
        edit: (inout DataChart) throws -> Void = { _ in },
        line: UInt = #line
    ) throws {
        var chart = try DataChart.from(table: table, columns: columns, kind: kind, logX: logX, logY: logY)
        chart.title = name
        try edit(&chart)
        let scene = DataChartPage(chart: chart, page: page, theme: theme).scene(measurer: RenderFixtures.text)
        let image = try SceneOutput(text: RenderFixtures.text).raster(scene)
        try GoldenImage.assertMatches(image, named: name, line: line)
    }

    func testLinesWithDatesLegendAndAGap() throws {
        try check("data-line", Self.cities, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .line)
    }

    func testLinesDark() throws {
        try check("data-line-dark", Self.cities, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .line, theme: .dark) {
            $0.curve = .monotoneX
        }
    }

    /// Fourteen series of four points: the 11th to 14th keep the first colours, dashed; 56 points
    /// in view, so every line carries its markers, and the legend shows dash and marker alike.
    func testManySeriesDashedPastThePaletteWithMarkers() throws {
        var random = Seeded(state: 5)
        var weeks: [Double] = []
        var codes: [Int32] = []
        var values: [Double] = []
        for team in 0..<14 {
            for week in 1...4 {
                weeks.append(Double(week))
                codes.append(Int32(team))
                values.append(((Double(team) * 3 + Double(week) + random.next() * 4) * 10).rounded() / 10)
            }
        }
        let table = DataTable(columns: [
            DataColumn(name: "week", values: .numbers(weeks)),
            DataColumn(name: "team", values: .categories(codes: codes, labels: (1...14).map { "team \($0)" })),
            DataColumn(name: "points", values: .numbers(values)),
        ])
        try check("data-line-many", table, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .line)
    }

    func testStep() throws {
        try check("data-step", Self.cities, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .step) {
            $0.viewport = ViewportRequest(xRange: Interval(Self.start + 40 * Self.day, Self.start + 55 * Self.day))
        }
    }

    /// The same days with `--step after`: each reading holds until the next (d3's curveStepAfter).
    func testStepAfter() throws {
        try check("data-step-after", Self.cities, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .step) {
            $0.viewport = ViewportRequest(xRange: Interval(Self.start + 40 * Self.day, Self.start + 55 * Self.day))
            $0.stepChange = .after
        }
    }

    func testStackedArea() throws {
        try check("data-area-stacked", Self.cities, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .area) {
            $0.stacked = true
        }
    }

    func testScatterShapesAndColours() throws {
        try check("data-scatter", Self.samples, ChartColumns(x: 0, ys: [1], groupBy: 2), kind: .scatter)
    }

    /// `--trend linear` on the scatter: a dashed least-squares line per group in its colour,
    /// each legend entry with its equation and R².
    func testScatterWithLinearTrends() throws {
        try check("data-scatter-trend", Self.samples, ChartColumns(x: 0, ys: [1], groupBy: 2), kind: .scatter) {
            $0.addTrends(.linear)
        }
    }

    /// `--rolling 7d --trend loess` on the cities: each city faint, its weekly mean over it, its
    /// LOESS trend dashed; Oslo's gap breaks its line and its mean alike.
    func testRollingMeansAndLoessTrends() throws {
        try check("data-line-rolling", Self.cities, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .line) {
            $0.addRollingMeans(.span(7 * Self.day))
            $0.addTrends(.loess)
        }
    }

    /// `--hline 20:warm --vline DATE:launch --span A..B:holiday --annotate X,Y:peak`: a rule
    /// across at a y, one down at a date, a grey span under the lines, a ringed note.
    func testRulesSpanAndAnnotation() throws {
        try check("data-annotations", Self.cities, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .line) {
            let (week, peak) = (Self.start + 21 * Self.day, Self.start + 51 * Self.day)
            $0.rules = [
                ChartRule(.y, at: 20, label: "warm"), ChartRule(.x, at: Self.start + 45 * Self.day, label: "launch"),
            ]
            $0.rectangles = [.span(week...(week + 7 * Self.day), label: "holiday")]
            $0.annotations = [ChartAnnotation(series: nil, x: peak, y: 27.4, text: "peak")]
        }
    }

    func testScatterDark() throws {
        try check(
            "data-scatter-dark", Self.samples, ChartColumns(x: 0, ys: [1], groupBy: 2), kind: .scatter, theme: .dark)
    }

    func testGroupedBars() throws {
        try check("data-bar-grouped", Self.spending, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .bar)
    }

    func testStackedBarsDark() throws {
        try check(
            "data-bar-stacked-dark", Self.spending, ChartColumns(x: 1, ys: [2], groupBy: 0), kind: .bar, theme: .dark
        ) { $0.stacked = true }
    }

    /// Auto: the varieties' names do not fit under their bars, so the bars run across.
    func testHorizontalBarsWhenTheLabelsAreLong() throws {
        try check("data-bar-horizontal", Self.barley, ChartColumns(x: 0, ys: [3], groupBy: 2), kind: .bar)
    }

    /// Upright bars asked for: the varieties' names turn -45°, whole, ending at their bars.
    func testUprightBarsTurnLongLabels() throws {
        try check("data-bar-turned", Self.barley, ChartColumns(x: 0, ys: [3], groupBy: 2), kind: .bar) {
            $0.barOrientation = .vertical
        }
    }

    /// 56 categories: across, the rows would leave every other label out, so the bars stand and
    /// every label turns upright (-90°).
    func testManyCategoriesStandWithUprightLabels() throws {
        var random = Seeded(state: 17)
        let labels = (1...56).map { "Station " + ($0 < 10 ? "0" : "") + String($0) }
        let table = DataTable(columns: [
            DataColumn(name: "station", values: .categories(codes: (0..<56).map(Int32.init), labels: labels)),
            DataColumn(name: "rainfall", values: .numbers((0..<56).map { _ in (random.next() * 900).rounded() / 10 })),
        ])
        try check("data-bar-many", table, ChartColumns(x: 0, ys: [1]), kind: .bar)
    }

    /// Ten hours across midnight: the first tick and the day's start say the date.
    func testHoursAcrossMidnightSayTheDate() throws {
        var random = Seeded(state: 19)
        let times = (0..<61).map { Self.start - 4 * 3600 + Double($0) * 600 }
        let table = DataTable(columns: [
            DataColumn(name: "time", values: .times(times)),
            DataColumn(
                name: "load", values: .numbers(times.indices.map { 40 + 20 * sin(Double($0) / 9) + random.next() * 5 })),
        ])
        try check("data-line-hours", table, ChartColumns(), kind: .line)
    }

    func testHorizontalStackedBarsDark() throws {
        try check(
            "data-bar-horizontal-stacked-dark", Self.barley, ChartColumns(x: 0, ys: [3], groupBy: 1), kind: .bar,
            theme: .dark
        ) { $0.stacked = true }
    }

    func testHistogram() throws {
        try check("data-histogram", Self.samples, ChartColumns(x: 0), kind: .histogram)
    }

    /// 400 yearly incomes spread log-normally about 30,000, from a few hundred to a million.
    static let incomes: DataTable = {
        var random = Seeded(state: 11)
        let incomes = (0..<400).map { _ in
            (pow(10, 4.5 + (random.next() + random.next() + random.next() + random.next() - 2) * 0.9)).rounded()
        }
        return DataTable(columns: [DataColumn(name: "income", values: .numbers(incomes))])
    }()

    /// `--kind histogram --log-x`: bins equal in log10, so every bar is as wide as the next on
    /// the page and the axis is the bins' edges, from the smallest income to the largest.
    func testHistogramOnALogAxis() throws {
        try check("data-histogram-log", Self.incomes, ChartColumns(x: 0), kind: .histogram, logX: true)
    }

    func testDonutWithOther() throws {
        try check("data-donut", Self.spending, ChartColumns(x: 0, ys: [2]), kind: .donut)
    }

    func testPieDark() throws {
        try check("data-pie-dark", Self.spending, ChartColumns(x: 1, ys: [2]), kind: .pie, theme: .dark)
    }

    /// Weekly downloads growing tenfold every 15 weeks, from about 1 to 8,000.
    static let downloads: DataTable = {
        var random = Seeded(state: 5)
        let xs = (0..<60).map(Double.init)
        let ys = xs.map { pow(10, $0 / 15) * (0.8 + random.next() * 0.4) }
        return DataTable(columns: [
            DataColumn(name: "week", values: .numbers(xs)), DataColumn(name: "downloads", values: .numbers(ys)),
        ])
    }()

    func testLogY() throws {
        try check("data-log-y", Self.downloads, ChartColumns(), kind: .line, logY: true)
    }

    /// `--y-range 10..1000` on the log axis: the axis is that range exactly, ticked 10, 20...
    /// 1,000; the line enters at the bottom and leaves at the top, clipped.
    func testLogYRange() throws {
        try check("data-line-log-range", Self.downloads, ChartColumns(), kind: .line, logY: true) {
            $0.viewport = ViewportRequest(yRange: Interval(10, 1000))
        }
    }

    /// Sales of two shops on the 5th of 18 months from July 2020 (trial report, finding 9).
    static let monthlySales: DataTable = {
        var random = Seeded(state: 23)
        var times: [Double] = []
        var codes: [Int32] = []
        var amounts: [Double] = []
        for shop in 0..<2 {
            for month in 0..<18 {
                let days = CivilTime.days(fromYear: 2020 + (month + 6) / 12, month: (month + 6) % 12 + 1, day: 5)
                times.append(Double(days) * day)
                codes.append(Int32(shop))
                amounts.append((100 + Double(shop) * 40 + Double(month) * 6 + random.next() * 50).rounded())
            }
        }
        return DataTable(columns: [
            DataColumn(name: "month", values: .times(times)),
            DataColumn(name: "shop", values: .categories(codes: codes, labels: ["North", "South"])),
            DataColumn(name: "sales", values: .numbers(amounts)),
        ])
    }()

    /// Monthly bars on a time axis: a label under every pair of bars ("Jul 2020", "Aug"...
    /// "Jan 2021"), no weekly ticks between them, no grid line through them.
    func testMonthlyBarsAreLabelledBarByBar() throws {
        try check("data-bar-months", Self.monthlySales, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .bar)
    }

    /// `--x-unit week --agg mean` over the cities' daily readings: a bar a week and city, the
    /// three side by side within their week (Monday to Sunday, 10% short of each end), each
    /// week labelled by its Monday, the year said once in the axis title.
    func testWeeklyMeansSpanTheirWeeks() throws {
        try check("data-bar-weeks", Self.cities, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .bar) {
            $0.aggregate = .mean
            try $0.bin(x: .week)
        }
    }

    /// `--x-range 2020-10-01..2021-06-01` on those bars: October's and May's are whole, the
    /// axis reaching their outer edges (finding 10), and the labels say 2020 once and 2021 once.
    func testARangeOnBarsKeepsThemWhole() throws {
        try check("data-bar-months-range", Self.monthlySales, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .bar) {
            let october = Double(CivilTime.days(fromYear: 2020, month: 10, day: 1)) * Self.day
            let june = Double(CivilTime.days(fromYear: 2021, month: 6, day: 1)) * Self.day
            $0.viewport = ViewportRequest(xRange: Interval(october, june))
        }
    }

    /// Eleven sectors with long names, the legend asked below a portrait chart (trial finding
    /// 8): every name is written, in as many rows as they need, the plot a little shorter.
    func testALegendBelowNamesEverySeries() throws {
        let sectors = [
            "mining_and_logging", "construction", "manufacturing", "wholesale_trade", "retail_trade", "information",
            "financial_activities", "leisure_and_hospitality", "government", "education_and_health_services",
            "professional_and_business_services",
        ]
        var random = Seeded(state: 29)
        var years: [Double] = []
        var codes: [Int32] = []
        var jobs: [Double] = []
        for sector in sectors.indices {
            for year in 2006...2015 {
                years.append(Double(year))
                codes.append(Int32(sector))
                jobs.append((Double(sector + 1) * 2_000 + Double(year - 2006) * 100 + random.next() * 500).rounded())
            }
        }
        let table = DataTable(columns: [
            DataColumn(name: "year", values: .numbers(years)),
            DataColumn(name: "sector", values: .categories(codes: codes, labels: sectors)),
            DataColumn(name: "jobs", values: .numbers(jobs)),
        ])
        try check(
            "data-legend-bottom-portrait", table, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .line,
            page: PageSpec(size: Size(540, 960))
        ) { $0.legend = .bottom }
    }

    /// Quarterly inflation that turns negative for two quarters under unemployment, stacked
    /// (trial finding 3): the negative part stacks down from zero, the unemployment layer
    /// stays on the positives, nothing overlaps.
    func testStackedAreasOfMixedSignsStackApart() throws {
        let inflation: [Double] = [2.6, 4.0, -1.6, 3.3, 4.6, 2.7, 3.5, 6.4, 2.8, 8.5, -3.2, -8.8, 0.9, 3.4, 3.6]
        let unemployment: [Double] = [4.7, 4.7, 4.8, 4.4, 4.5, 4.5, 4.7, 4.8, 5.0, 5.3, 6.0, 6.9, 8.1, 9.2, 9.6]
        let quarters = inflation.indices.map { index in
            Double(CivilTime.days(fromYear: 2006 + index / 4, month: index % 4 * 3 + 1, day: 1)) * Self.day
        }
        let table = DataTable(columns: [
            DataColumn(name: "period", values: .times(quarters)),
            DataColumn(name: "infl", values: .numbers(inflation)),
            DataColumn(name: "unemp", values: .numbers(unemployment)),
        ])
        try check("data-area-stacked-diverging", table, ChartColumns(x: 0, ys: [1, 2]), kind: .area) {
            $0.stacked = true
        }
    }

    /// profit.csv's donut: Wholesale (-40) has no slice, so the centre says "230 total profit
    /// in slices", not "total profit" (finding 3).
    func testDonutWithANegativeCategory() throws {
        let table = DataTable(columns: [
            DataColumn(
                name: "segment",
                values: .categories(codes: [0, 1, 2, 3], labels: ["Retail", "Online", "Wholesale", "Export"])),
            DataColumn(name: "profit", values: .numbers([120, 80, -40, 30])),
        ])
        try check("data-donut-negative", table, ChartColumns(x: 0, ys: [1]), kind: .donut)
    }

    /// Response times of four endpoints, cache hit or miss, spread log-normally so that each
    /// box has slow requests beyond its whisker.
    static let latencies: DataTable = {
        var random = Seeded(state: 23)
        let endpoints = ["/", "/search", "/login", "/api/items"]
        var endpointCodes: [Int32] = []
        var cacheCodes: [Int32] = []
        var times: [Double] = []
        for (endpoint, _) in endpoints.enumerated() {
            for cache in 0..<2 {
                for _ in 0..<60 {
                    endpointCodes.append(Int32(endpoint))
                    cacheCodes.append(Int32(cache))
                    let normal = random.next() + random.next() + random.next() + random.next() - 2
                    let median = 40 + Double(endpoint) * 25 + Double(cache) * 30
                    times.append((median * exp(normal * 0.6) * 10).rounded() / 10)
                }
            }
        }
        return DataTable(columns: [
            DataColumn(name: "endpoint", values: .categories(codes: endpointCodes, labels: endpoints)),
            DataColumn(name: "cache", values: .categories(codes: cacheCodes, labels: ["hit", "miss"])),
            DataColumn(name: "ms", values: .numbers(times)),
        ])
    }()

    /// `--kind box --group-by cache`: a box per endpoint and cache side by side, the slow
    /// requests as the series' markers beyond the whiskers.
    func testGroupedBoxes() throws {
        try check("data-box-grouped", Self.latencies, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .box)
    }

    /// `--kind violin`: the penguins' weights per species, one density scale for all three.
    func testViolins() throws {
        try check("data-violin", Self.samples, ChartColumns(x: 2, ys: [1]), kind: .violin)
    }

    /// `--y2`: Berlin's monthly mean temperature (°C, left) and precipitation (mm, right; DWD
    /// 1991-2020 normals, rounded), the precipitation on a scale of its own.
    func testASecondYAxis() throws {
        let months = (0..<12).map { Self.start + Double($0) * 30.4 * Self.day }
        let table = DataTable(columns: [
            DataColumn(name: "month", values: .times(months)),
            DataColumn(name: "temperature °C", values: .numbers([1, 2, 5, 10, 14, 18, 20, 19, 15, 10, 5, 2])),
            DataColumn(name: "precipitation mm", values: .numbers([47, 36, 38, 31, 53, 59, 73, 62, 45, 38, 41, 44])),
        ])
        var columns = ChartColumns(x: 0, ys: [1])
        columns.y2s = [2]
        try check("data-y2", table, columns, kind: .line)
    }

    /// `--size-by` with `--group-by` and `--log-x`: Gapminder's 2007 income and life
    /// expectancy, a bubble's area its population (the gapminder dataset, rounded).
    func testBubbles() throws {
        let rows: [(String, String, Double, Double, Double)] = [
            ("China", "Asia", 4959, 73.0, 1318.7), ("India", "Asia", 2452, 64.7, 1110.4),
            ("Japan", "Asia", 31656, 82.6, 127.5), ("Indonesia", "Asia", 3541, 70.6, 223.5),
            ("United States", "Americas", 42952, 78.2, 301.1), ("Brazil", "Americas", 9066, 72.4, 190.0),
            ("Mexico", "Americas", 11978, 76.2, 108.7), ("Germany", "Europe", 32170, 79.4, 82.4),
            ("United Kingdom", "Europe", 33203, 79.4, 60.8), ("Nigeria", "Africa", 2014, 46.9, 135.0),
            ("Ethiopia", "Africa", 691, 52.9, 76.5), ("South Africa", "Africa", 9270, 49.3, 44.0),
            ("Egypt", "Africa", 5581, 71.3, 80.3), ("Australia", "Oceania", 34435, 81.2, 20.4),
        ]
        let continents = ["Asia", "Americas", "Europe", "Africa", "Oceania"]
        let table = DataTable(columns: [
            DataColumn(name: "income per person ($)", values: .numbers(rows.map(\.2))),
            DataColumn(name: "life expectancy (years)", values: .numbers(rows.map(\.3))),
            DataColumn(name: "population (millions)", values: .numbers(rows.map(\.4))),
            DataColumn(
                name: "continent",
                values: .categories(codes: rows.map { Int32(continents.firstIndex(of: $0.1)!) }, labels: continents)),
        ])
        var columns = ChartColumns(x: 0, ys: [1], groupBy: 3)
        columns.sizeBy = 2
        try check("data-bubbles", table, columns, kind: .scatter, logX: true)
    }

    /// `--color-by`: the penguins' length and weight, each marker coloured by its length along
    /// magma, with the colour bar.
    func testMarkersColouredByValue() throws {
        var columns = ChartColumns(x: 0, ys: [1])
        columns.colorBy = 0
        try check("data-color-by", Self.samples, columns, kind: .scatter) { $0.colormap = .magma }
    }
}
