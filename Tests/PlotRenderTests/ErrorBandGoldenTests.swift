import PlotCore
import XCTest

/// Error bars and bands as pictures: a band under each line, whiskers on grouped bars and on
/// scatter points (`--band`, `--y-lower`/`--y-upper`).
extension DataChartGoldenTests {
    /// Two cities' daily temperatures over 18 months.
    static let dailyTemperatures: DataTable = {
        var random = Seeded(state: 5)
        var (times, codes, values): ([Double], [Int32], [Double]) = ([], [], [])
        for (code, base) in [(0, 6.0), (1, 16.0)] {
            for d in 0..<548 {
                times.append(1_609_459_200 + Double(d) * day)
                codes.append(Int32(code))
                let season = -cos(Double(d) / 365.25 * 2 * .pi) * (code == 0 ? 10 : 7)
                values.append(((base + season + (random.next() - 0.5) * 12) * 10).rounded() / 10)
            }
        }
        return DataTable(columns: [
            DataColumn(name: "date", values: .times(times)),
            DataColumn(name: "city", values: .categories(codes: codes, labels: ["Oslo", "Lisbon"])),
            DataColumn(name: "temperature", values: .numbers(values)),
        ])
    }()

    /// `--x-unit month --agg mean --band ci95 --group-by city`: a point a month at its mean,
    /// the 95% t interval of the month's days shaded under each city's line.
    func testLineWithCI95BandOverMonths() throws {
        try check(
            "data-line-band-ci95", Self.dailyTemperatures, ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .line
        ) {
            $0.aggregate = .mean
            let rows = $0.series.map(\.points)
            try $0.bin(x: .month)
            $0.addBands(.ci95, rows: rows)
        }
    }

    /// `--agg mean --band sd --group-by year`: each variety's mean yield over its six sites, a
    /// bar a year side by side, one standard deviation either side as whiskers.
    func testGroupedBarsWithSDWhiskers() throws {
        try check("data-bar-whiskers-sd", Self.barley, ChartColumns(x: 0, ys: [3], groupBy: 2), kind: .bar) {
            $0.aggregate = .mean
            $0.addBands(.sd, rows: $0.series.map(\.points))
        }
    }

    /// `--kind scatter --y-lower lo --y-upper hi`: each measurement's own interval, one row
    /// without a lower end (no whisker) and one whose value is above its upper end.
    func testScatterWithWhiskersFromColumns() throws {
        let xs: [Double] = (0..<14).map { Double($0) * 0.5 + 1 }
        let ys = xs.map { 2 + 1.4 * $0 + sin($0 * 3) }
        let halves = xs.map { 0.4 + 0.15 * $0 }
        var lows = zip(ys, halves).map { $0 - $1 }
        var highs = zip(ys, halves).map { $0 + $1 * 1.5 }
        lows[4] = .nan
        highs[9] = ys[9] - 0.2
        let table = DataTable(columns: [
            DataColumn(name: "dose", values: .numbers(xs)),
            DataColumn(name: "response", values: .numbers(ys)),
            DataColumn(name: "lo", values: .numbers(lows)),
            DataColumn(name: "hi", values: .numbers(highs)),
        ])
        var columns = ChartColumns(x: 0, ys: [1])
        (columns.yLower, columns.yUpper) = (2, 3)
        try check("data-scatter-whiskers", table, columns, kind: .scatter)
    }
}
