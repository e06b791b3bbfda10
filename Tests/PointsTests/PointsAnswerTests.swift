import Foundation
import Input
import PlotCore
import Points
import XCTest

/// The points service's answer: from the service's bytes, and saved to a file for --input.
final class PointsAnswerTests: XCTestCase {
    func read(_ text: String) throws -> PointSeries {
        try JSONPointsReader.read(Data(text.utf8), envelope: PointsServiceResponse())
    }

    func testServiceAnswerWithStringCoordinates() throws {
        let series = try read(#"{"result":0,"response":{"points":[{"x":"1.23","y":"2.44"},{"x":-5,"y":0}]}}"#)
        XCTAssertEqual(series.xs, [1.23, -5])
    }

    func testServiceErrorCodes() {
        XCTAssertThrowsError(try read(#"{"result":-100}"#)) { error in
            XCTAssertEqual(error as? PointsServiceError, .rejectedParameters)
            XCTAssertEqual("\(error)", "the server rejected the request parameters (result -100)")
        }
        let russian = Data("Внутренняя ошибка сервера".utf8).base64EncodedString()
        XCTAssertThrowsError(try read(#"{"result":-1,"response":{"message":"\#(russian)"}}"#)) { error in
            XCTAssertEqual(error as? PointsServiceError, .server(message: "Внутренняя ошибка сервера"))
        }
        XCTAssertThrowsError(try read(#"{"response":{"result":-1,"message":"\#(russian)"}}"#)) { error in
            XCTAssertEqual(error as? PointsServiceError, .server(message: "Внутренняя ошибка сервера"))
        }
        XCTAssertThrowsError(try read(#"{"result":-1,"response":{"message":"Service unavailable"}}"#)) { error in
            XCTAssertEqual(error as? PointsServiceError, .server(message: "Service unavailable"))
        }
        XCTAssertThrowsError(try read(#"{"result":7}"#)) { error in
            XCTAssertEqual(error as? PointsServiceError, .unknownCode(7))
        }
    }

    func testMalformedAnswersSayWhatIsWrong() {
        let cases: [(String, String)] = [
            (#"{"result":0,"response":{}}"#, "the points service answer has no points list"),
            (#"{"result":0}"#, "the points service answer has no response"),
            (#"{"other":1}"#, "the points service answer has neither result nor response"),
            (#"{"result":0,"response":{"points":[{"x":1}]}}"#, "point 1 has no y"),
            (#"{"result":0,"response":{"points":[{"x":1,"y":"a"}]}}"#, "point 1: y \"a\" is not a number"),
            (#"{"result":0,"response":{"points":[{"x":1"#, "the JSON is malformed (at byte 40: expected '}')"),
            (#"1"#, "the JSON holds neither an array of points nor a points service answer"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try read(text), text) { error in XCTAssertEqual("\(error)", message) }
        }
    }

    func testDecodedFromTheBodyBytes() throws {
        let body = Array(#"{"result":0,"response":{"points":[{"x":1,"y":2}]}}"#.utf8)
        XCTAssertEqual(try PointsServiceResponse.decode(body).ys, [2])
        XCTAssertThrowsError(try PointsServiceResponse.decode(Array("[]".utf8))) {
            XCTAssertEqual("\($0)", "the points service answer is not a JSON object")
        }
        XCTAssertThrowsError(try PointsServiceResponse.decode(Array(#"{"result":-1}x"#.utf8))) {
            XCTAssertEqual("\($0)", "the points service answered with malformed JSON")
        }
        XCTAssertThrowsError(
            try PointsServiceResponse.decode(
                Array(#"{"result":-1,"response":{"message":"\u041e\u0448\u0438\u0431\u043a\u0430"}}"#.utf8))
        ) { error in
            XCTAssertEqual(error as? PointsServiceError, .server(message: "Ошибка"))
        }
    }

    func testDeepNestingIsRefusedNotACrash() {
        let deep = "{\"a\":" + String(repeating: "[", count: 300_000) + String(repeating: "]", count: 300_000) + "}"
        XCTAssertThrowsError(try PointsServiceResponse.decode(Array(deep.utf8))) {
            XCTAssertEqual("\($0)", "the points service answered with malformed JSON")
        }
        let fine =
            "{\"a\":" + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + ",\"result\":-100}"
        XCTAssertThrowsError(try PointsServiceResponse.decode(Array(fine.utf8))) { error in
            XCTAssertEqual(error as? PointsServiceError, .rejectedParameters)
        }
    }
}
