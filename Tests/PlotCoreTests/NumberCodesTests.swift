import XCTest

@testable import PlotCore

/// Bars over codes: a few whole numbers, not consecutive, become categories smallest first (as
/// pandas' `DataFrame.plot.bar` draws every x by its value's text); quantities stay numbers.
final class NumberCodesTests: XCTestCase {
    func column(_ values: [Double]) -> DataColumn { DataColumn(name: "x", values: .numbers(values)) }

    func testHTTPStatusesAreCategories() throws {
        let codes = try XCTUnwrap(NumberCodes.asCategories(column([404, 200, .nan, 500, 200, 301, -0.0, 0])))
        XCTAssertEqual(
            codes.values, .categories(codes: [3, 1, -1, 4, 1, 2, 0, 0], labels: ["0", "200", "301", "404", "500"]))
        XCTAssertEqual(codes.name, "x")
    }

    func testQuantitiesStayNumbers() {
        XCTAssertNil(NumberCodes.asCategories(column([2019, 2020, 2021, 2020])), "consecutive years")
        XCTAssertNil(NumberCodes.asCategories(column([1, 2.5, 4])), "not whole")
        XCTAssertNil(NumberCodes.asCategories(column((0..<21).map { Double($0 * 10) })), "21 values")
        XCTAssertNil(NumberCodes.asCategories(column([7, 7, .nan])), "one value")
        XCTAssertNil(NumberCodes.asCategories(column([1e300, 5])), "not a code")
        XCTAssertNil(NumberCodes.asCategories(DataColumn(name: "t", values: .times([0, 86_400 * 3]))))
        XCTAssertNotNil(NumberCodes.asCategories(column((0..<20).map { Double($0 * 10) })), "20 values")
    }
}
