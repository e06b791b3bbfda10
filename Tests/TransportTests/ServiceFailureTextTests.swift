import Transport
import XCTest

/// The words every service client shares for a lost connection, an HTTP error status and an
/// answer it cannot read.
final class ServiceFailureTextTests: XCTestCase {
    func testTheServiceIsNamedWhereTheTransportDoesNotSayIt() {
        let text = ServiceFailureText("the payments service")
        let refused = TransportError.cannotConnect(host: "localhost", port: 1, reason: "Connection refused")
        XCTAssertEqual(refused.failureKind, .noConnection)
        XCTAssertEqual(text.transport(refused), "cannot reach the payments service: \(refused)")
        let slow = TransportError.timedOut(seconds: 5, phase: "reading")
        XCTAssertEqual(text.transport(slow), slow.description, "the transport's own line")
        XCTAssertEqual(
            text.httpStatus(code: 503, reason: "Service Unavailable"),
            "the payments service failed: HTTP status 503 Service Unavailable")
        XCTAssertEqual(text.httpStatus(code: 500, reason: ""), "the payments service failed: HTTP status 500")
        XCTAssertEqual(
            ServiceFailureText("VK").malformed("no items in the answer"),
            "VK answered with something unexpected: no items in the answer")
    }
}
