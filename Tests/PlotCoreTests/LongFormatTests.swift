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
}
