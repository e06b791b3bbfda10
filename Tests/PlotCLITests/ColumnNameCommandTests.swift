import Foundation
import XCTest

/// Naming columns as spreadsheets name them: with a comma in the name ("Осадки, мм"), or in a
/// file that is not UTF-8 (Excel's windows-1252).
final class ColumnNameCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    /// A Russian Excel export: `;`, decimal commas, "Осадки, мм" (precipitation, mm).
    let pogoda =
        "Дата;Осадки, мм;Погода;Макс. температура\n2012-01-01;0,0;drizzle;12,8\n2012-01-02;10,9;rain;10,6\n"
        + "2012-01-03;0,8;rain;11,7\n"

    func testAColumnWhoseNameHoldsACommaIsNamedWhole() throws {
        try plot.write("pogoda.csv", pogoda)
        let byName = try plot.run([
            "--input", "pogoda.csv", "--x", "Погода", "--y", "Осадки, мм", "--kind", "donut", "-o", "a.png",
        ])
        XCTAssertEqual(byName.status, 0, byName.stderr)
        let byNumber = try plot.run([
            "--input", "pogoda.csv", "--x", "Погода", "--y", "2", "--kind", "donut", "-o", "b.png",
        ])
        XCTAssertEqual(byNumber.status, 0, byNumber.stderr)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: plot.path("a.png"))),
            try Data(contentsOf: URL(fileURLWithPath: plot.path("b.png"))))
        // In a list beside another column, and without --x.
        let listed = try plot.run(["--input", "pogoda.csv", "--y", "Макс. температура,Осадки, мм", "-o", "c.png"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        // Written without its blank, the part is named as cut from the column.
        let cut = try plot.run(["--input", "pogoda.csv", "--x", "Дата", "--y", "Осадки,мм", "-o", "d.png"])
        XCTAssertEqual(cut.status, 64)
        XCTAssertEqual(
            cut.stderr,
            "plot: error: no column \"Осадки\": a comma separates the columns of a list, and \"Осадки, мм\" holds one;"
                + " name it whole or by its number, 2. The columns are \"Дата\", \"Осадки, мм\", \"Погода\", \"Макс. температура\"\n"
        )
    }

    /// A big file is streamed (PLOTKIT_STREAM_ABOVE=0): the list is split the same way.
    func testAStreamedFileSplitsTheListAlike() throws {
        let rows = (0..<10000).map { "\($0);\($0 % 7),5;\($0 % 3)\n" }
        try plot.write("big.csv", "t;Осадки, мм;b\n" + rows.joined())
        var pictures: [Data] = []
        for stream in ["0", "1000000000"] {
            let result = try plot.run(
                ["--input", "big.csv", "--x", "t", "--y", "Осадки, мм,b", "-o", "big\(stream).png"],
                environment: ["PLOTKIT_STREAM_ABOVE": stream])
            XCTAssertEqual(result.status, 0, result.stderr)
            pictures.append(try Data(contentsOf: URL(fileURLWithPath: plot.path("big\(stream).png"))))
        }
        XCTAssertEqual(pictures[0], pictures[1], "streamed or read whole, the same picture")
    }

}
