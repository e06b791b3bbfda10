import XCTest

@testable import PlotCore

final class DataTableTests: XCTestCase {
    /// A long-format stocks table: symbol, date, price.
    let stocks = DataTable(columns: [
        DataColumn(
            name: "symbol", values: .categories(codes: [0, 0, 1, 1, -1, 2, 1], labels: ["MSFT", "AMZN", "IBM"])),
        DataColumn(name: "date", values: .times([0, 86_400, 0, 86_400, 0, 0, 172_800])),
        DataColumn(name: "price", values: .numbers([39.81, 36.35, 64.56, .nan, 1, 100.52, 67])),
    ])

    func testLookupByNameAndPosition() {
        XCTAssertEqual(stocks.rowCount, 7)
        XCTAssertEqual(stocks.columnNames, ["symbol", "date", "price"])
        XCTAssertEqual(stocks.column(named: "price")?.kind, .number)
        XCTAssertNil(stocks.column(named: "Price"), "names are matched exactly")
        XCTAssertEqual(stocks.columns[1].kind, .time)
        XCTAssertEqual(DataTable(columns: []).rowCount, 0)
    }

    func testMissingCellsAreCounted() {
        XCTAssertEqual(stocks.column(named: "symbol")?.missingCount, 1)
        XCTAssertEqual(stocks.column(named: "price")?.missingCount, 1)
        XCTAssertEqual(stocks.column(named: "date")?.missingCount, 0)
        XCTAssertTrue(stocks.columns[2].isMissing(at: 3))
        XCTAssertEqual(stocks.columns[0].text(at: 4), "")
    }

    /// One sub-table per symbol in the order the symbols first appear; the row without a
    /// symbol belongs to none; rows keep their order within a group.
    func testGroupedByKeepsFirstSeenOrder() throws {
        let symbol = try XCTUnwrap(stocks.column(named: "symbol"))
        let groups = stocks.groupedBy(symbol)
        XCTAssertEqual(groups.map(\.label), ["MSFT", "AMZN", "IBM"])
        XCTAssertEqual(groups.map(\.table.rowCount), [2, 3, 1])
        XCTAssertEqual(groups[1].table.column(named: "date")?.values, .times([0, 86_400, 172_800]))
        guard case .numbers(let prices)? = groups[1].table.column(named: "price")?.values else { return XCTFail() }
        XCTAssertEqual(prices[0], 64.56)
        XCTAssertTrue(prices[1].isNaN)
        XCTAssertEqual(prices[2], 67)
        XCTAssertEqual(
            groups[2].table.column(named: "symbol")?.values,
            .categories(codes: [2], labels: ["MSFT", "AMZN", "IBM"]),
            "a group's categories keep the table's codes: its groups share one axis")
    }

    /// A category x split by --group-by: each group's value sits at its own category, whatever
    /// order the group's rows come in (Q2 lists C first; its bars were drawn A=30, B=10, C=20).
    func testGroupsOfACategoryXKeepTheirCategories() throws {
        let table = DataTable(columns: [
            DataColumn(name: "shop", values: .categories(codes: [0, 1, 2, 2, 0, 1], labels: ["A", "B", "C"])),
            DataColumn(name: "quarter", values: .categories(codes: [0, 0, 0, 1, 1, 1], labels: ["Q1", "Q2"])),
            DataColumn(name: "amount", values: .numbers([1, 2, 3, 30, 10, 20])),
        ])
        for kind in [ChartKind.bar, .scatter, .line] {
            let chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [2], groupBy: 1), kind: kind)
            guard case .category(let labels) = chart.x else { return XCTFail("\(chart.x)") }
            let values = chart.series.map { series in
                Dictionary(uniqueKeysWithValues: zip(series.points.xs.map { labels[Int($0)] }, series.points.ys))
            }
            XCTAssertEqual(chart.series.map(\.name), ["Q1", "Q2"])
            XCTAssertEqual(values, [["A": 1, "B": 2, "C": 3], ["A": 10, "B": 20, "C": 30]], "\(kind)")
        }
        // Grouped by a number column (the year), likewise.
        let byYear = DataTable(columns: [
            table.columns[0], DataColumn(name: "year", values: .numbers([2023, 2023, 2023, 2024, 2024, 2024])),
            table.columns[2],
        ])
        let chart = try DataChart.from(table: byYear, columns: ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .bar)
        guard case .category(let labels) = chart.x else { return XCTFail("\(chart.x)") }
        XCTAssertEqual(
            chart.series.map { series in
                Dictionary(uniqueKeysWithValues: zip(series.points.xs.map { labels[Int($0)] }, series.points.ys))
            }, [["A": 1, "B": 2, "C": 3], ["A": 10, "B": 20, "C": 30]])
    }

    func testGroupOrderIsTheRowsNotTheLabels() {
        let column = DataColumn(name: "k", values: .categories(codes: [1, 0, 1], labels: ["b", "a"]))
        let groups = DataTable(columns: [column]).groupedBy(column)
        XCTAssertEqual(groups.map(\.label), ["a", "b"])
    }

    /// Number groups go by value, not by first appearance; -0 joins 0, NaN joins nothing, and a
    /// label writes its number as tick labels do (a true minus sign).
    func testGroupedByNumbersSortsTheValues() {
        let rating = DataColumn(name: "rating", values: .numbers([2.5, 0, .nan, -0.0, 10, 2.5, -1]))
        let id = DataColumn(name: "id", values: .numbers([1, 2, 3, 4, 5, 6, 7]))
        let groups = DataTable(columns: [id, rating]).groupedBy(numbers: rating)
        XCTAssertEqual(groups.map(\.label), ["rating = \u{2212}1", "rating = 0", "rating = 2.5", "rating = 10"])
        XCTAssertEqual(
            groups.map { $0.table.columns[0].values },
            [.numbers([7]), .numbers([2, 4]), .numbers([1, 6]), .numbers([5])])
    }

    /// Expected values from GNU date: `date -u -d 2012-01-01T10:00:00Z +%s` and the like.
    func testCivilTimeAgainstDate() {
        let cases: [(CivilTime, Double)] = [
            (CivilTime(year: 1970, month: 1, day: 1), 0),
            (CivilTime(year: 2012, month: 1, day: 1, hour: 10), 1_325_412_000),
            (CivilTime(year: 2016, month: 2, day: 29, hour: 12), 1_456_747_200),
            (CivilTime(year: 1969, month: 7, day: 20, hour: 20, minute: 17, second: 40), -14_182_940),
            (CivilTime(year: 1900, month: 1, day: 1), -2_208_988_800),
            (CivilTime(year: 2038, month: 1, day: 19, hour: 3, minute: 14, second: 7), 2_147_483_647),
        ]
        for (civil, seconds) in cases {
            XCTAssertEqual(civil.epochSeconds, seconds, "\(civil)")
            XCTAssertEqual(CivilTime(epochSeconds: seconds), civil)
        }
        XCTAssertEqual(CivilTime(epochSeconds: 1_325_412_030.25).iso8601, "2012-01-01T10:00:30.250Z")
        XCTAssertEqual(CivilTime(epochSeconds: 1_325_376_000).iso8601, "2012-01-01")
        XCTAssertEqual(CivilTime.daysIn(month: 2, year: 1900), 28)
        XCTAssertEqual(CivilTime.daysIn(month: 2, year: 2000), 29)
    }

    /// Every day of four centuries there and back: the two conversions agree.
    func testDaysRoundTrip() {
        for days in stride(from: -200_000, through: 200_000, by: 1) {
            let (year, month, day) = CivilTime.civil(fromDays: days)
            guard CivilTime.days(fromYear: year, month: month, day: day) == days,
                (1...CivilTime.daysIn(month: month, year: year)).contains(day)
            else { return XCTFail("day \(days) came back as \(year)-\(month)-\(day)") }
        }
    }
}
