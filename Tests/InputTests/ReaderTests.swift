import Foundation
import PlotCore
import XCTest

@testable import Input

final class CSVReaderTests: XCTestCase {
    func read(_ text: String) throws -> PointSeries { try CSVPointsReader.read(Array(text.utf8)) }

    func testHeaderCommentsBlankLinesAndWhitespace() throws {
        let series = try read("x,y\n# a comment\n\n1, 2\n -3.5 ,4e2\r\n")
        XCTAssertEqual(series.xs, [1, -3.5])
        XCTAssertEqual(series.ys, [2, 400])
    }

    func testSemicolonsWithDecimalCommasAndByteOrderMark() throws {
        let series = try read("\u{FEFF}x;y\n1,5;2,25\n3;4\n")
        XCTAssertEqual(series.xs, [1.5, 3])
        XCTAssertEqual(series.ys, [2.25, 4])
    }

    func testNoHeaderAndQuotedFields() throws {
        let series = try read("\"1\",\"2\"\n3,4")
        XCTAssertEqual(series.count, 2)
    }

    func testBadLineNamesItsNumber() {
        XCTAssertThrowsError(try read("x,y\n1,2\n3,abc\n")) { error in
            XCTAssertEqual("\(error)", "line 3: \"abc\" is not a number")
        }
        XCTAssertThrowsError(try read("1,2\n3,4,5\n")) { error in
            XCTAssertEqual("\(error)", "line 2: expected two values (x,y), found 3: 3,4,5")
        }
        XCTAssertThrowsError(try read("1,2\nx,y\n")) { error in
            XCTAssertEqual("\(error)", "line 2: \"x\" is not a number")
        }
    }

    func testNaNIsDroppedNotAnError() throws {
        let series = try read("1,2\nnan,3\n4,inf\n")
        XCTAssertEqual(series.count, 1)
        XCTAssertEqual(series.droppedNonFinite, 2)
    }
}

final class JSONReaderTests: XCTestCase {
    func read(_ text: String) throws -> PointSeries { try JSONPointsReader.read(Data(text.utf8)) }

    func testArrayOfNumbersOrStrings() throws {
        let series = try read(#"[{"x":1,"y":2.5},{"x":"-3","y":" 4 "}]"#)
        XCTAssertEqual(series.xs, [1, -3])
        XCTAssertEqual(series.ys, [2.5, 4])
    }

    /// An envelope supplied by the caller opens an object around the points; without one an
    /// object is refused with its name.
    func testEnvelopeOpensAnObjectTheReaderKnowsNothingOf() throws {
        let text = #"{"meta":{"points":[1]},"data":{"points":[{"x":"1.23","y":2}]}}"#
        let series = try JSONPointsReader.read(Data(text.utf8), envelope: DataEnvelope())
        XCTAssertEqual(series.xs, [1.23])
        XCTAssertEqual(series.ys, [2])
        XCTAssertThrowsError(try read(text)) { error in
            XCTAssertEqual("\(error)", "the JSON holds neither an array of points nor an envelope it knows")
        }
        XCTAssertThrowsError(try JSONPointsReader.read(Data(#"{"data":{}}"#.utf8), envelope: DataEnvelope())) {
            XCTAssertEqual("\($0)", "no data.points")
        }
        // Truncated: malformed wins over what the envelope would say of the part it saw.
        XCTAssertThrowsError(try JSONPointsReader.read(Data(#"{"data":{}"#.utf8), envelope: DataEnvelope())) {
            XCTAssertEqual("\($0)", "the JSON is malformed (at byte 10: expected '}')")
        }
    }

    func testMalformedAnswersSayWhatIsWrong() {
        let cases: [(String, String)] = [
            (#"[{"x":1}]"#, "point 1 has no y"),
            (#"[{"x":1,"y":"a"}]"#, "point 1: y \"a\" is not a number"),
            (#"[{"x":1,"y":2},{"x":true,"y":2}]"#, "point 2: x is not a number"),
            (#"[1,2]"#, "point 1 is not an object with x and y"),
            (#"[{"x":1"#, ""),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try read(text), text) { error in
                if message.isEmpty {
                    XCTAssertTrue("\(error)".hasPrefix("the JSON is malformed"), "\(error)")
                } else {
                    XCTAssertEqual("\(error)", message)
                }
            }
        }
    }

    func testFormatDetection() {
        XCTAssertEqual(PointsFormat.detect(name: "a.JSON", bytes: []), .json)
        XCTAssertEqual(PointsFormat.detect(name: "a.csv", bytes: Array("[".utf8)), .csv)
        XCTAssertEqual(PointsFormat.detect(name: nil, bytes: Array("  \n{".utf8)), .json)
        XCTAssertEqual(PointsFormat.detect(name: nil, bytes: Array("1,2".utf8)), .csv)
    }
}

/// `{"data":{"points":[...]}}`: a wrapper only this test knows.
struct DataEnvelope: PointsEnvelope {
    var name: String { "a data object" }

    func read(_ scanner: inout JSONScanner) throws -> PointSeries? {
        var series: PointSeries?
        try scanner.object { scanner, key in
            guard key == "data" else { return try scanner.skipValue() }
            try scanner.object { scanner, key in
                if key == "points" { series = try scanner.points() } else { try scanner.skipValue() }
            }
        }
        return series
    }

    func points(in content: PointSeries?) throws -> PointSeries {
        guard let content else { throw InputError("no data.points") }
        return content
    }
}
