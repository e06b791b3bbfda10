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
        XCTAssertEqual(chart.notes, ["x: shop (picked)"])
        // Two category columns left: which one is x is the user's to say.
        let two = DataTable(
            columns: table.columns + [DataColumn(name: "city", values: .categories(codes: [0, 0], labels: ["Ulm"]))])
        XCTAssertThrowsError(try DataChart.from(table: two, columns: ChartColumns(ys: [0, 2]))) {
            XCTAssertEqual(
                $0 as? ChartDataError, ChartDataError("no number or time column for x: give --x COLUMN", isUsage: true))
        }
    }

}
