import DemoServer
import Foundation
import Transport
import XCTest

/// Starts a demo server on an ephemeral loopback port for one test and
/// stops it afterwards.
class DemoServerTestCase: XCTestCase {
    var server: DemoServer!
    var port = 0

    /// Override to change the server a test class runs against.
    var serverConfiguration: DemoServerConfiguration { DemoServerConfiguration(seed: 42) }

    override func setUp() async throws {
        server = try DemoServer(configuration: serverConfiguration)
        port = try await server.start().port
    }

    override func tearDown() async throws {
        await server.stop()
    }

    func url(_ path: String = "/mobws/json/pointsList", host: String = "localhost") -> String {
        "https://\(host):\(port)\(path)"
    }

    /// A client that trusts the demo CA (in memory).
    func trustingClient(_ options: TransportOptions = TransportOptions()) throws -> HTTPTransport {
        try HTTPTransport(trust: TrustSettings(caPEM: server.caCertificatePEM), options: options)
    }

    var leafPin: String {
        get throws { try spkiSHA256(of: server.certificates.serverCertificate) }
    }

    /// Runs `body`, expects a TransportError, and returns it.
    func expectTransportError(
        file: StaticString = #filePath,
        line: UInt = #line,
        _ body: () async throws -> Void
    ) async -> TransportError? {
        do {
            try await body()
            XCTFail("expected a TransportError, got success", file: file, line: line)
        } catch let error as TransportError {
            print("observed: \(error)")
            return error
        } catch {
            XCTFail("expected a TransportError, got \(type(of: error)): \(error)", file: file, line: line)
        }
        return nil
    }
}
