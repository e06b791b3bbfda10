import SceneTesting
import XCTest

@testable import PlotCore

/// A data chart's page speaks one language (issue 26): every word PlotKit writes on it by itself
/// (the note, the count axis's title, time ticks, a table's later titles and page labels) is in
/// the page's language. Each kind is drawn in Russian from Russian data and must hold no Latin
/// word but the letters and names that are no language's (x, y, M4, LOESS, IQR, R², the
/// libraries named); drawn in English from English data, no Cyrillic letter.
final class ChartLanguageTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let page = PageSpec(size: Size(1200, 700))

    /// Names of methods and libraries, and the axes' letters: the same in either language.
    static let sharedWords: Set<String> = ["x", "y", "M", "LOESS", "lowess", "statsmodels", "IQR", "R"]

    struct Names {
        let date, temperature, rain, city, shop, amount, title: String
        let cities: [String]
        let shops: [String]
    }

    static let russian = Names(
        date: "дата", temperature: "температура", rain: "осадки", city: "город", shop: "магазин", amount: "сумма",
        title: "Погода", cities: ["Москва", "Казань", "Самара"],
        shops: ["Пятёрочка", "Магнит", "Перекрёсток", "Лента", "Ашан", "Дикси", "Окей", "Метро", "Спар"])
    static let english = Names(
        date: "date", temperature: "temperature", rain: "rain", city: "city", shop: "shop", amount: "amount",
        title: "Weather", cities: ["Moscow", "Kazan", "Samara"],
        shops: ["Tesco", "Lidl", "Aldi", "Asda", "Morrisons", "Iceland", "Waitrose", "Boots", "Spar"])

    /// 400 hourly rows over three cities from 1 January 2024 (UTC), a temperature missing, a
    /// rain column beside (so the picked columns are named in the note).
    func weather(_ names: Names, hours: Int = 400) -> DataTable {
        let times = (0..<hours).map { 1_704_067_200 + Double($0) * 3600 }
        let temperatures = (0..<hours).map { $0 == 7 ? Double.nan : 10 + 8 * sin(Double($0) / 24 * 2 * .pi) }
        return DataTable(columns: [
            DataColumn(name: names.date, values: .times(times)),
            DataColumn(name: names.temperature, values: .numbers(temperatures)),
            DataColumn(name: names.rain, values: .numbers((0..<hours).map { Double($0 % 5) })),
            DataColumn(
                name: names.city,
                values: .categories(codes: (0..<hours).map { Int32($0 % 3) }, labels: names.cities)),
        ])
    }

    /// Sums a shop, two of them zero or less (left out of a pie).
    func shops(_ names: Names) -> DataTable {
        let amounts: [Double] = [120, 90, 80, 60, 40, 30, 20, 0, -5, 15, 25]
        let codes = amounts.indices.map { Int32($0 % names.shops.count) }
        return DataTable(columns: [
            DataColumn(name: names.shop, values: .categories(codes: codes, labels: names.shops)),
            DataColumn(name: names.amount, values: .numbers(amounts)),
        ])
    }

    /// The charts of every kind, with every note PlotKit writes that a kind allows.
    func charts(_ names: Names, words: ChartWords) throws -> [(String, DataChart)] {
        var charts: [(String, DataChart)] = []
        func add(_ name: String, _ make: () throws -> DataChart) throws {
            var chart = try make()
            chart.title = names.title
            chart.words = words
            charts.append((name, chart))
        }
        let table = weather(names)
        try add("line, picked, gaps, rolling, trend, zoom") {
            var chart = try DataChart.from(table: table, kind: .line)
            chart.words = words
            chart.addRollingMeans(.span(7 * 86_400))
            chart.addTrends(.linear)
            chart.viewport.zoom = 2
            chart.curve = .monotoneX
            return chart
        }
        try add("scatter, LOESS") {
            var chart = try DataChart.from(table: table, columns: ChartColumns(x: 2, ys: [1]), kind: .scatter)
            chart.addTrends(.loess)
            return chart
        }
        try add("bars of months, averaged") {
            var chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1]), kind: .bar)
            chart.aggregate = .mean
            try chart.bin(x: .month)
            return chart
        }
        try add("bars of quarters") {
            let days = DataTable(columns: [
                DataColumn(name: names.date, values: .times((0..<400).map { 1_704_067_200 + Double($0) * 86_400 })),
                DataColumn(name: names.rain, values: .numbers((0..<400).map { Double($0 % 7) })),
            ])
            var chart = try DataChart.from(table: days, columns: ChartColumns(x: 0, ys: [1]), kind: .bar)
            try chart.bin(x: .quarter)
            return chart
        }
        try add("days with a 95% band, a day of one row") {
            var chart = try DataChart.from(
                table: weather(names, hours: 25), columns: ChartColumns(x: 0, ys: [1]), kind: .line)
            chart.aggregate = .mean
            let rows = chart.series.map(\.points)
            try chart.bin(x: .day)
            chart.addBands(.ci95, rows: rows)
            return chart
        }
        for band in ErrorBand.allCases {
            try add("bars by city with \(band) whiskers") {
                var chart = try DataChart.from(table: table, columns: ChartColumns(x: 3, ys: [1]), kind: .bar)
                chart.aggregate = .mean
                chart.addBands(band, rows: chart.series.map(\.points))
                return chart
            }
        }
        try add("scatter with intervals from columns") {
            var columns = ChartColumns(x: 0, ys: [1])
            (columns.yLower, columns.yUpper) = (2, 1)
            return try DataChart.from(table: table, columns: columns, kind: .scatter)
        }
        try add("hours, a day's ticks") {
            try DataChart.from(table: weather(names, hours: 30), columns: ChartColumns(x: 0, ys: [1]), kind: .line)
        }
        try add("histogram") {
            var chart = try DataChart.from(table: table, columns: ChartColumns(x: 1), kind: .histogram)
            chart.yTitle = words.countTitle
            return chart
        }
        try add("stacked area by city") {
            var chart = try DataChart.from(
                table: table, columns: ChartColumns(x: 0, ys: [2], groupBy: 3), kind: .area)
            chart.stacked = true
            return chart
        }
        for kind in [ChartKind.box, .violin] {
            try add("\(kind)") {
                try DataChart.from(table: table, columns: ChartColumns(x: 3, ys: [1]), kind: kind)
            }
        }
        for kind in [ChartKind.pie, .donut] {
            try add("\(kind) with Other and slices left out") {
                try DataChart.from(table: shops(names), columns: ChartColumns(x: 0, ys: [1]), kind: kind)
            }
        }
        try add("heat map, rows made one") {
            // Cities by rain: a number column's values are its categories.
            try DataChart.heatmap(table: table, x: 3, y: 2, value: 1, aggregate: .mean)
        }
        try add("2-D histogram") { try DataChart.hist2d(table: table, x: 1, y: 2, xBins: 4, yBins: 3) }
        try add("pie of months") {
            var chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [2]), kind: .pie)
            try chart.bin(x: .week)
            return chart
        }
        return charts
    }

    /// Every text of the chart's pages, and of the same chart beside its table.
    func texts(_ chart: DataChart) -> [String] {
        DataChartPage(chart: chart, page: page).scene(measurer: measurer).texts
            + DataChartTablePage(chart: chart, page: page).scene(measurer: measurer).texts
    }

    func testARussianChartWritesNoEnglishWord() throws {
        for (name, chart) in try charts(Self.russian, words: .russian) {
            let words = texts(chart).flatMap { $0.split(whereSeparator: { !$0.isASCII || !$0.isLetter }) }
            let english = Set(words.map(String.init)).subtracting(Self.sharedWords)
            XCTAssertEqual(english, [], "\(name): \(texts(chart).joined(separator: " | "))")
        }
    }

    func testAnEnglishChartWritesNoRussianWord() throws {
        for (name, chart) in try charts(Self.english, words: .english) {
            let cyrillic = texts(chart).filter { $0.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } }
            XCTAssertEqual(cyrillic, [], name)
        }
    }

    /// The phrases in Russian, with the noun's form for the number (CLDR's rules: 1, 21 строка;
    /// 2-4, 22 строки; 5-20, 11-14, 25 строк) and the page's number marks.
    func testRussianPhrases() throws {
        let words = ChartWords.russian
        XCTAssertEqual(
            [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1461].map { words.count($0, .row) },
            [
                "1 строка", "2 строки", "4 строки", "5 строк", "11 строк", "12 строк", "14 строк", "21 строка",
                "22 строки", "25 строк", "101 строка", "111 строк", "1\u{00A0}461 строка",
            ])
        XCTAssertEqual(words.count(12_345, .value), "12\u{00A0}345 значений")
        XCTAssertEqual(words.text(of: .aggregated(rows: 3, .mean, per: .month)), "строк того же месяца: 3, усреднены")
        XCTAssertEqual(words.text(of: .valuesMissing(2, gaps: true)), "нет значений: 2 (разрывы)")
        XCTAssertEqual(
            words.text(of: .boxes(values: 75, outliers: 3, reach: 1.5)), "75 значений · выбросов дальше 1,5 IQR: 3")
        XCTAssertEqual(words.text(of: .noTableAbove(5000, rows: true)), "без таблицы: больше 5\u{00A0}000 строк")
        XCTAssertEqual(words.zoom(2.5), "масштаб 2,5×")
        XCTAssertEqual(ChartWords.english.text(of: .noTableAbove(5000, rows: false)), "no table above 5,000 points")
    }

    /// Time ticks in Russian: day before month, weekdays and months by d3's ru-RU names, a
    /// 24-hour clock.
    func testRussianTimeTicks() {
        let clock = ZonedClock(.utc)
        let russian = TimeTickFormat(clock: clock, names: .russian)
        let english = TimeTickFormat(clock: clock)
        // 2024-02-06 (a Tuesday), 13:00 and 13:05; 2024-02-04 (a Sunday, a week's start in UTC's d3 weeks).
        let times: [Double] = [1_707_224_400, 1_707_224_700, 1_707_004_800, 1_706_745_600, 1_704_067_200]
        XCTAssertEqual(times.map(russian.string(for:)), ["13:00", "13:05", "04 фев", "Февраль", "2024"])
        XCTAssertEqual(times.map(english.string(for:)), ["01 PM", "01:05", "Feb 04", "February", "2024"])
        XCTAssertEqual(russian.string(for: 1_707_177_600), "вт 06")
    }
}
