import PlotCore
import XCTest

/// One rule for naming a column, a file's or a query's.
final class ColumnReferenceTests: XCTestCase {
    func testNameThenTrimmedNameThenNumber() {
        let names = ["x", " a", "b", "3"]
        XCTAssertEqual(ColumnReference.index(of: "x", in: names), 0)
        XCTAssertEqual(ColumnReference.index(of: " a", in: names), 1, "the exact name, blanks and all")
        XCTAssertEqual(ColumnReference.index(of: " b ", in: names), 2, "blanks around a name")
        XCTAssertEqual(ColumnReference.index(of: "3", in: names), 3, "a column named 3 before the third")
        XCTAssertEqual(ColumnReference.index(of: " 2 ", in: names), 1, "a 1-based number, blanks around it")
        XCTAssertNil(ColumnReference.index(of: "5", in: names))
        XCTAssertNil(ColumnReference.index(of: "0", in: names))
        XCTAssertNil(ColumnReference.index(of: "B", in: names))
        XCTAssertNil(ColumnReference.index(of: "", in: names))
    }
}
