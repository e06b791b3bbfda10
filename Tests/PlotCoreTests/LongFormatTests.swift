import XCTest

@testable import PlotCore

/// A long-format table (`symbol,date,price`) charted without --group-by: the column that splits
/// it is found, and only when x repeats once a value of it.
final class LongFormatTests: XCTestCase {
    func table(symbols: [Int32], days: [Double]) -> DataTable {
        DataTable(columns: [
            DataColumn(name: "symbol", values: .categories(codes: symbols, labels: ["AAPL", "MSFT"])),
            DataColumn(name: "date", values: .times(days.map { $0 * 86_400 })),
            DataColumn(name: "price", values: .numbers(days.map { $0 * 2 })),
        ])
    }

    func testTheColumnThatSplitsARepeatingXIsFound() {
        let long = table(symbols: [0, 0, 0, 1, 1, 1], days: [1, 2, 3, 1, 2, 3])
        XCTAssertEqual(long.groupingColumn(forX: 1), 0)
    }

    func testNoneWhenXIsUniqueOrRepeatsWithinAGroup() {
        XCTAssertNil(table(symbols: [0, 0, 1, 1], days: [1, 2, 3, 4]).groupingColumn(forX: 1), "x never repeats")
        XCTAssertNil(
            table(symbols: [0, 0, 1, 1], days: [1, 1, 2, 2]).groupingColumn(forX: 1), "x repeats within a symbol too")
    }

    /// Only the first `longFormatSampleRows` rows are looked at: a repeat after them is not
    /// seen, and a table without a category column is not looked at at all.
    func testOnlyTheFirstRowsAreJudged() {
        let rows = DataTable.longFormatSampleRows
        let days = (0..<rows).map(Double.init) + [0, 1]
        XCTAssertFalse(ColumnValues.numbers(days).repeatsAValue, "0 and 1 repeat past the first rows")
        XCTAssertTrue(ColumnValues.numbers([5] + days.prefix(rows - 1)).repeatsAValue, "5 repeats early")
        let late = table(symbols: days.indices.map { $0 < rows ? 0 : 1 }, days: days)
        XCTAssertEqual(late.groupingColumn(forX: 1), 0, "past the first rows, x falls back where the symbol changes")
        // Sorted by symbol, then date (pandas' sort_values(['symbol', 'date'])), the first
        // symbol longer than the rows looked at: x falls back where the symbol changes, alone.
        let sorted = (0..<rows).map(Double.init)
        let bySymbol = table(symbols: sorted.map { _ in 0 } + sorted.map { _ in 1 }, days: sorted + sorted)
        XCTAssertEqual(bySymbol.groupingColumn(forX: 1), 0)
        let noCategories = DataTable(columns: [
            DataColumn(name: "x", values: .numbers([1, 1, 2, 2])),
            DataColumn(name: "y", values: .numbers([1, 2, 3, 4])),
        ])
        XCTAssertNil(noCategories.groupingColumn(forX: 0))
    }
}
