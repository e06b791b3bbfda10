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

    /// A windows-1252 file read as UTF-8: a column asked for by its real name is not found, and
    /// the error says why, as the note does when the chart is drawn.
    func testAColumnNotFoundInAFileThatIsNotUTF8SaysSo() throws {
        let wetter: [UInt8] =
            Array("Datum;H".utf8) + [246] + Array("chsttemperatur (".utf8) + [176] + Array("C)\n2012-01-01;12,8\n".utf8)
            + Array("2012-01-02;10,6\n".utf8)
        try Data(wetter).write(to: URL(fileURLWithPath: plot.path("wetter.csv")))
        let result = try plot.run(["--input", "wetter.csv", "--y", "Höchsttemperatur (°C)", "-o", "w.png"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.stderr,
            "plot: error: no column \"Höchsttemperatur (°C)\"; the columns are \"Datum\", \"H\u{FFFD}chsttemperatur (\u{FFFD}C)\";"
                + " the file holds text that is not UTF-8 (shown as �): give --encoding windows-1252 if it came from Excel\n"
        )
        let both = try plot.run([
            "--input", "wetter.csv", "--x", "Datum", "--y", "Höchsttemperatur (°C)", "-o", "w.png",
        ])
        XCTAssertEqual(both.stderr, result.stderr, "read with only the columns named: the same words")
        let read = try plot.run(
            ["--input", "wetter.csv", "--y", "Höchsttemperatur (°C)", "--encoding", "cp1252", "-o", "w.png"])
        XCTAssertEqual(read.status, 0, read.stderr)
    }
}
