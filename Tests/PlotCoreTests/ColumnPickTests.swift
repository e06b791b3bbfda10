import XCTest

@testable import PlotCore

/// Which columns a chart draws when the user names few or none: a y given is never the x
/// too, a row index is never a y, and a column that did not read as numbers is named.
final class ColumnPickTests: XCTestCase {
    /// A day of hourly temperatures as a spreadsheet keeps them (`time,temp`, `00:00,56.8`):
    /// the times of day read as categories.
    let dayTimes = DataTable(columns: [
        DataColumn(name: "time", values: .categories(codes: [0, 1, 2], labels: ["00:00", "01:00", "02:00"])),
        DataColumn(name: "temp", values: .numbers([56.8, 56.4, 56.1])),
    ])

    func testAYColumnGivenIsNeverTheXTooTheOneOtherColumnIs() throws {
        let chart = try DataChart.from(table: dayTimes, columns: ChartColumns(ys: [1]))
        XCTAssertEqual(chart.xTitle, "time")
        XCTAssertEqual(chart.x, .category(["00:00", "01:00", "02:00"]))
        XCTAssertEqual(chart.series.map(\.name), ["temp"])
        XCTAssertEqual(chart.series[0].points.ys, [56.8, 56.4, 56.1])
    }

    /// README: "a two-column file draws its second column over its first", whatever the first holds.
    func testATwoColumnTableDrawsItsSecondOverItsFirstEvenWhenTheFirstIsCategories() throws {
        let chart = try DataChart.from(table: dayTimes)
        XCTAssertEqual(chart.xTitle, "time")
        XCTAssertEqual(chart.yTitle, "temp")
        XCTAssertEqual(chart.series[0].points.xs, [0, 1, 2])
    }

    /// Several y columns given and one column left: that one is x, though it holds categories.
    func testTheOneColumnLeftBesideTheYColumnsIsX() throws {
        let table = DataTable(columns: [
            DataColumn(name: "a", values: .numbers([1, 2])),
            DataColumn(name: "shop", values: .categories(codes: [0, 1], labels: ["Lidl", "Aldi"])),
            DataColumn(name: "b", values: .numbers([3, 4])),
        ])
        let chart = try DataChart.from(table: table, columns: ChartColumns(ys: [0, 2]))
        XCTAssertEqual(chart.xTitle, "shop")
        XCTAssertEqual(chart.series.map(\.name), ["a", "b"])
        XCTAssertEqual(chart.noteTexts, ["x: shop (picked)"])
        // Two category columns left: which one is x is the user's to say.
        let two = DataTable(
            columns: table.columns + [DataColumn(name: "city", values: .categories(codes: [0, 0], labels: ["Ulm"]))])
        XCTAssertThrowsError(try DataChart.from(table: two, columns: ChartColumns(ys: [0, 2]))) {
            XCTAssertEqual(
                $0 as? ChartDataError, ChartDataError("no number or time column for x: give --x COLUMN", isUsage: true))
        }
    }

    /// pandas' `to_csv()` writes its index as an unnamed first column (`,date,precipitation`):
    /// never a y; the time column is the better x, and the note says what was left out.
    func testARowIndexIsNeverAYAndATimeColumnIsTheBetterX() throws {
        let table = DataTable(columns: [
            DataColumn(name: "column 1", values: .numbers([0, 1, 2])),
            DataColumn(name: "date", values: .times([0, 86_400, 172_800])),
            DataColumn(name: "precipitation", values: .numbers([0, 10.9, 0.8])),
            DataColumn(name: "temp_max", values: .numbers([12.8, 10.6, 11.7])),
        ])
        let chart = try DataChart.from(table: table, columns: ChartColumns(rowIndex: 0))
        XCTAssertEqual(chart.xTitle, "date")
        XCTAssertEqual(chart.series.map(\.name), ["precipitation"])
        XCTAssertEqual(chart.noteTexts.first, "x: date, y: precipitation (picked; column 1, the row index, left out)")
        // Without the hint the index is a number column like any other, as before.
        XCTAssertEqual(try DataChart.from(table: table).series.map(\.name), ["column 1"])
        // A histogram does not count the index either.
        let counted = try DataChart.from(table: table, columns: ChartColumns(rowIndex: 0), kind: .histogram)
        XCTAssertEqual(counted.xTitle, "precipitation")
    }

    /// Without a time column the index is the x, as pandas' `df.plot()` draws over it.
    func testARowIndexIsTheXWhenNoTimeColumnIsThere() throws {
        let table = DataTable(columns: [
            DataColumn(name: "column 1", values: .numbers([0, 1, 2])),
            DataColumn(name: "a", values: .numbers([5, 3, 4])),
            DataColumn(name: "b", values: .numbers([1, 2, 3])),
        ])
        let chart = try DataChart.from(table: table, columns: ChartColumns(rowIndex: 0))
        XCTAssertEqual(chart.xTitle, "column 1")
        XCTAssertEqual(chart.series.map(\.name), ["a"])
        XCTAssertEqual(chart.noteTexts.first, "x: column 1 (the row index), y: a (picked)")
        // Only an index beside one column: that column is the y.
        let series = DataTable(columns: Array(table.columns.prefix(2)))
        XCTAssertEqual(try DataChart.from(table: series, columns: ChartColumns(rowIndex: 0)).series.map(\.name), ["a"])
    }

    /// French amounts with thousands blanks that did not read: the error names the column and
    /// its first cell, not the want of a column "besides" the one that failed.
    func testAColumnWrittenLikeNumbersThatDidNotReadIsNamedByItsFirstCell() {
        let table = DataTable(columns: [
            DataColumn(name: "mois", values: .times([0, 2_678_400])),
            DataColumn(name: "ventes", values: .categories(codes: [0, 1], labels: ["1 234,50", "12 400,00"])),
        ])
        for kind in [ChartKind.line, .bar] {
            XCTAssertThrowsError(try DataChart.from(table: table, kind: kind)) {
                XCTAssertEqual(
                    $0 as? ChartDataError,
                    ChartDataError(
                        "no number column for y: row 1, column \"ventes\": \"1 234,50\" is not a number", isUsage: true,
                        namesCell: true), "\(kind)")
            }
        }
        // Words are words: the message stays the one about the want of a column.
        let words = DataTable(columns: [
            table.columns[0],
            DataColumn(name: "shop", values: .categories(codes: [0, 1], labels: ["Lidl", "Aldi 2"])),
        ])
        XCTAssertThrowsError(try DataChart.from(table: words)) {
            XCTAssertEqual(
                $0 as? ChartDataError,
                ChartDataError("no number column for y besides mois: give --y COLUMN", isUsage: true))
        }
    }
}
