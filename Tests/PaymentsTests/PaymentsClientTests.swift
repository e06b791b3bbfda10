import DemoServer
import Foundation
import Payments
import Transport
import XCTest

/// The real client against the demo server, over plain HTTP as upstream and over TLS as the
/// embedded default.
final class PaymentsClientTests: XCTestCase {
    func withServer(
        _ configuration: DemoServerConfiguration = DemoServerConfiguration(plainHTTP: true),
        base: String = "/api/",
        _ body: (PaymentsClient) async throws -> Void
    ) async throws {
        let server = try DemoServer(configuration: configuration)
        let (port, caPEM) = try await server.start()
        do {
            let client =
                configuration.plainHTTP
                ? PaymentsClient(transport: try HTTPTransport(), baseURL: "http://127.0.0.1:\(port)\(base)")
                : PaymentsClient(
                    transport: try HTTPTransport(trust: .only(caPEM: caPEM)),
                    baseURL: "https://localhost:\(port)\(base)")
            try await body(client)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    func expect(_ expected: PaymentsError, line: UInt = #line, _ body: () async throws -> Void) async {
        do {
            try await body()
            XCTFail("expected \(expected)", line: line)
        } catch {
            XCTAssertEqual(error as? PaymentsError, expected, line: line)
        }
    }

    func testLoginThenListOverPlainHTTP() async throws {
        try await withServer { client in
            let token = try await client.login("demo", password: "12345")
            let list = try await client.payments(token: token)
            XCTAssertEqual(list.payments.count, 11)
            XCTAssertEqual(list.skipped, 4)
            XCTAssertEqual(
                list.payments.prefix(8).map { $0.amount?.text },
                ["10.5", "100000000.00001", "5", "100", "1", "1", "1", "10"])
            XCTAssertEqual(list.payments[3].currency, nil, "empty currency")
            XCTAssertEqual(list.payments[5].created, nil, "created 0")
            XCTAssertEqual(list.payments[6].currency, nil, "missing currency")
            XCTAssertEqual(list.payments[0].created, 1_582_148_046)
        }
    }

    func testLoginThenListOverTLS() async throws {
        try await withServer(DemoServerConfiguration()) { client in
            let token = try await client.login("demo", password: "12345")
            let count = try await client.payments(token: token).payments.count
            XCTAssertEqual(count, 11)
        }
    }

    func testWrongPasswordGivesTheServersMessage() async throws {
        try await withServer { client in
            await expect(.refused(code: 1004, message: "Wrong login or password")) {
                _ = try await client.login("demo", password: "wrong")
            }
            await expect(.refused(code: 1004, message: "Wrong login or password")) {
                _ = try await client.login("someone", password: "12345")
            }
        }
    }

    func testHeadersAreChecked() async throws {
        try await withServer { client in
            var wrongKey = client
            wrongKey.appKey = "54321"
            await expect(.refused(code: 1001, message: "Invalid or missing app-key")) {
                _ = try await wrongKey.login("demo", password: "12345")
            }
            let token = try await client.login("demo", password: "12345")
            var wrongVersion = client
            wrongVersion.version = "2"
            await expect(.refused(code: 1002, message: "Unsupported API version")) {
                _ = try await wrongVersion.payments(token: token)
            }
        }
    }

    /// Each embedded run is a new server: a token from the last one must still work.
    func testATokenOutlivesTheServerThatIssuedIt() async throws {
        var token = ""
        try await withServer { client in token = try await client.login("demo", password: "12345") }
        try await withServer { client in
            let count = try await client.payments(token: token).payments.count
            XCTAssertEqual(count, 11)
        }
    }

    func testExpiredTokenIsRejected() async throws {
        try await withServer(DemoServerConfiguration(plainHTTP: true, paymentsTokenLifetime: 0)) { client in
            let token = try await client.login("demo", password: "12345")
            await expect(.tokenRejected(code: 1007, message: "Token expired")) {
                _ = try await client.payments(token: token)
            }
        }
    }

    func testForgedTokensAreRejected() async throws {
        try await withServer { client in
            let token = try await client.login("demo", password: "12345")
            let parts = token.split(separator: ".").map(String.init)
            XCTAssertEqual(parts.count, 3)
            // A later expiry with the old signature, a made-up token, and an empty one.
            let forged = [parts[0], "99999999999", parts[2]].joined(separator: ".")
            for bad in [forged, "not-a-token", token + "x"] {
                await expect(.tokenRejected(code: 1006, message: "Invalid token")) {
                    _ = try await client.payments(token: bad)
                }
            }
            await expect(.tokenRejected(code: 1005, message: "Token is required")) {
                _ = try await client.payments(token: "")
            }
        }
    }

    func testNoConnectionReadsDifferentlyFromAServerError() async throws {
        let nobody = PaymentsClient(transport: try HTTPTransport(), baseURL: "http://127.0.0.1:1/api/")
        let refused = PaymentsError.transport(
            .cannotConnect(host: "127.0.0.1", port: 1, reason: "connection refused"))
        await expect(refused) {
            _ = try await nobody.login("demo", password: "12345")
        }
        XCTAssertEqual(refused.failureKind, .noConnection)
        XCTAssertTrue(
            refused.description.hasPrefix("cannot reach the payments service: cannot connect"), refused.description)
        let failed = PaymentsError.httpStatus(code: 500, reason: "Internal Server Error")
        XCTAssertEqual(failed.failureKind, .refused)
        XCTAssertFalse(failed.description.contains("cannot reach"), failed.description)
    }

    func testServerFailures() async throws {
        try await withServer(base: "/test/payments/status-500/") { client in
            await expect(.httpStatus(code: 500, reason: "Internal Server Error")) {
                _ = try await client.login("demo", password: "12345")
            }
            await expect(.httpStatus(code: 500, reason: "Internal Server Error")) {
                _ = try await client.payments(token: "t")
            }
        }
        try await withServer(base: "/test/payments/html/") { client in
            do {
                _ = try await client.payments(token: "t")
                XCTFail("HTML was accepted")
            } catch let error as PaymentsError {
                guard case .malformed(let detail) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(detail.hasPrefix("not JSON"), detail)
            }
        }
    }
}
