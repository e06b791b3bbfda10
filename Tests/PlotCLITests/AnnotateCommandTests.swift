import Foundation
import XCTest

/// `--annotate X,Y:TEXT` as a user types it: on a time axis and a category axis (the texts in
/// the PDF), and refused with one line and exit 64 where its point cannot be read.
final class AnnotateCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write("t.csv", "date,temp\n2024-01-01,-3\n2024-02-01,-1\n2024-03-01,4\n2024-04-01,9\n")
        try plot.write("c.csv", "shop,amount\nBooks,12\nCafé,30\nRent,500\n")
    }
    override func tearDown() { plot?.remove() }

    func testTextsAtPointsOfTimeAndCategoryAxes() throws {
        let time = try plot.run([
            "--input", "t.csv", "--annotate", "2024-03-01T12:00,4:spring: it thaws", "--annotate", "2024-01-01,-3:cold",
            "-o", "t.pdf",
        ])
        XCTAssertEqual(time.status, 0, time.stderr)
        let text = try plot.poppler("pdftotext", "t.pdf")
        XCTAssertTrue(text.contains("spring: it thaws"), text)
        XCTAssertTrue(text.contains("cold"), text)
        let bars = try plot.run(["--input", "c.csv", "--kind", "bar", "--annotate", "Rent,500:most", "-o", "c.pdf"])
        XCTAssertEqual(bars.status, 0, bars.stderr)
        XCTAssertTrue(try plot.poppler("pdftotext", "c.pdf").contains("most"))
    }

    func testAPointThatCannotBeReadIsRefused() throws {
        let cases: [(String, [String], String)] = [
            (
                "t.csv", ["--annotate", "March,3:x"],
                "--annotate March,3:x: give X,Y:TEXT, x a date or time (2024-03-01 or 2024-03-01T12:00) and y a number (--annotate 2024-03-01,12.5:launch)"
            ),
            (
                "t.csv", ["--annotate", "2024-03-01,4"],
                "--annotate 2024-03-01,4: give X,Y:TEXT, x a date or time (2024-03-01 or 2024-03-01T12:00) and y a number (--annotate 2024-03-01,12.5:launch)"
            ),
            (
                "c.csv", ["--kind", "bar", "--annotate", "Shoes,3:x"],
                "--annotate Shoes,3:x: give X,Y:TEXT, x a category's name and y a number (--annotate 2024-03-01,12.5:launch)"
            ),
            (
                "c.csv", ["--kind", "pie", "--annotate", "Rent,1:x"],
                "--annotate is for charts with axes of values (every --kind but pie, donut, heatmap and hist2d), not --kind pie (a pie writes its slices' values beside them): drop it"
            ),
        ]
        for (file, arguments, message) in cases {
            let result = try plot.run(["--input", file] + arguments + ["-o", "r.png"])
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, "plot: error: \(message)\n", "\(arguments)")
            XCTAssertFalse(try plot.files().contains("r.png"))
        }
    }
}
