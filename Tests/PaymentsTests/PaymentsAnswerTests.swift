import Input
import XCTest

@testable import Payments

/// The envelope around every answer: success as upstream's string, the error shape, and
/// answers that are not the service's at all.
final class PaymentsAnswerTests: XCTestCase {
    func read(_ json: String) throws -> Result<JSONValue, PaymentsAnswer.ServiceError> {
        try PaymentsAnswer.read(Array(json.utf8))
    }

    func testSuccessIsTheStringTrueOrABoolean() throws {
        XCTAssertEqual(try read(#"{"success":"true","response":[]}"#), .success(.array([])))
        XCTAssertEqual(
            try read(#"{"success":true,"response":{"token":"t"}}"#), .success(.object(["token": .string("t")])))
        XCTAssertEqual(try read(#"{"response":[]}"#), .success(.array([])), "no success flag: the response decides")
    }

    func testTheErrorShape() throws {
        XCTAssertEqual(
            try read(#"{"success":"false","error":{"error_code":1004,"error_msg":"Wrong login or password"}}"#),
            .failure(.init(code: 1004, message: "Wrong login or password")))
        XCTAssertEqual(
            try read(#"{"success":false,"error":{"error_code":"7"}}"#),
            .failure(.init(code: 7, message: "no reason given")))
        XCTAssertEqual(
            try read(#"{"error":{"error_msg":"Token expired"}}"#), .failure(.init(code: nil, message: "Token expired")))
    }

    func testAnswersThatAreNotTheServicesAreMalformed() {
        let cases = [
            ("", "an empty answer"),
            ("<html>502 Bad Gateway</html>", "not JSON"),
            ("[1,2]", "JSON that is not an object"),
            (#"{"success":"true"}"#, "no response and no error"),
            (#"{"success":"true","response":null}"#, "no response and no error"),
        ]
        for (body, expected) in cases {
            XCTAssertThrowsError(try read(body), body) { error in
                guard case .malformed(let detail) = error as? PaymentsError else { return XCTFail("\(error)") }
                XCTAssertTrue(detail.contains(expected), detail)
            }
        }
    }
}
