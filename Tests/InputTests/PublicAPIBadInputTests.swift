import Foundation
import XCTest

@testable import Input
@testable import PlotCore

/// Bad data fed to Input's public entry points: thrown errors or values, never a trap. (The
/// readers' bytes are fuzzed: Fuzz/Tables, Fuzz/CSVPoints, Fuzz/JSONPoints.)
final class PublicAPIBadInputTests: XCTestCase {
    func testAColumnOutOfRangeIsAThrownError() throws {
        let table = try TableReader.read(Array("a,b\n1,2\n".utf8)).table
        XCTAssertEqual(try table.column(at: 1).name, "b")
        for index in [2, -1, Int.max, Int.min] {
            XCTAssertThrowsError(try table.column(at: index)) {
                XCTAssertEqual(
                    ($0 as? ChartDataError)?.description,
                    "the table has 2 columns, numbered 0 to 1, and the index is \(index)")
            }
        }
        XCTAssertNil(table.column(named: ""))
        var column = try table.column(at: 0)
        column.values = .categories(codes: [7, -9, Int32.max], labels: [])
        XCTAssertEqual(column.count, 3)
        XCTAssertEqual(column.missingCount, 1)
    }
}
