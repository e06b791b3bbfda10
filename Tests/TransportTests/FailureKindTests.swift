import Transport
import XCTest

/// Where the lines between the kinds run, where a reader could guess either way.
final class FailureKindTests: XCTestCase {
    func testAnAnswerCutOffOrTooLargeIsMalformedNotALostConnection() {
        XCTAssertEqual(TransportError.truncatedResponse(host: "h", received: 10, expected: 99).failureKind, .malformed)
        XCTAssertEqual(TransportError.bodyTooLarge(limit: 16).failureKind, .malformed)
        XCTAssertEqual(TransportError.connectionClosed(host: "h").failureKind, .noConnection, "nothing arrived")
    }

    func testEveryTrustFailureIsUntrustedAndDoesNotPassByWaiting() {
        let untrusted: [TransportError] = [
            .certificateNotTrusted(host: "h", issuer: "CA", detail: ""),
            .hostNameMismatch(host: "h", certificateNames: []), .pinMismatch(host: "h", actualPin: "p"),
            .tlsFailed(host: "h", detail: "protocol version"),
        ]
        for error in untrusted {
            XCTAssertEqual(error.failureKind, .untrusted, "\(error)")
            XCTAssertFalse(error.failureKind.mayPass, "\(error)")
        }
        XCTAssertEqual(
            TransportError.invalidTrustSettings(detail: "cannot read CA file x").failureKind, .invalidSettings)
        XCTAssertTrue(TransportError.timedOut(seconds: 1, phase: "x").failureKind.mayPass)
    }
}
