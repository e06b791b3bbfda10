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

/// A list of columns (`--y a,b`) split at its commas, but not inside a name that holds one.
final class ColumnListTests: XCTestCase {
    let names = ["Дата", "Осадки, мм", "Погода", "a", "b", "a,b,c"]

    func testANameHoldingACommaIsOneColumn() {
        XCTAssertEqual(ColumnReference.list("Осадки, мм", in: names), ["Осадки, мм"])
        XCTAssertEqual(ColumnReference.list("Погода,Осадки, мм", in: names), ["Погода", "Осадки, мм"])
        XCTAssertEqual(ColumnReference.list("Осадки, мм, Погода", in: names), ["Осадки, мм", " Погода"])
        XCTAssertEqual(ColumnReference.list("a,b", in: names), ["a", "b"])
        XCTAssertEqual(ColumnReference.list("a,b,c", in: names), ["a,b,c"], "the whole list names a column")
        XCTAssertEqual(ColumnReference.list("b,a,b,c", in: names), ["b", "a,b,c"], "the longest run")
        XCTAssertEqual(ColumnReference.list("1,2", in: names), ["1", "2"], "numbers never join")
        XCTAssertEqual(ColumnReference.list("a,x", in: names), ["a", "x"], "a part that names none stays")
        XCTAssertEqual(ColumnReference.list("a,, b,", in: names), ["a", " b"], "empty parts go, as a split omits them")
        XCTAssertEqual(ColumnReference.list("", in: names), [])
    }

    func testAPartCutFromANameHoldingAComma() {
        XCTAssertEqual(ColumnReference.nameCut(around: "Осадки", in: names), "Осадки, мм")
        XCTAssertEqual(ColumnReference.nameCut(around: " мм ", in: names), "Осадки, мм")
        XCTAssertNil(ColumnReference.nameCut(around: "x", in: names))
        XCTAssertNil(ColumnReference.nameCut(around: " ", in: names))
    }
}
