import DemoServer
import Foundation
import Storage
import Transport
import XCTest

@testable import Receipts

/// A demo server with the receipts of a fixed clock, started for each test, and a scratch
/// folder for caches.
class ReceiptsServiceTestCase: XCTestCase {
    /// 2026-11-20T12:00:00Z: the data's "now".
    static let clock = Date(timeIntervalSince1970: 1_795_176_000)

    var server: DemoServer!
    var port = 0
    var folder: URL!

    var sessionLifetime: Int64 { 3600 }

    override func setUp() async throws {
        server = try DemoServer(
            configuration: DemoServerConfiguration(
                seed: 1, receiptsClock: Self.clock, receiptsSessionLifetime: sessionLifetime))
        port = try await server.start().port
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-receipts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        await server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The server's root, or one of its fault paths.
    func base(fault: String? = nil) -> String {
        "https://localhost:\(port)" + (fault.map { "/fault/\($0)" } ?? "")
    }

    func client(
        fault: String? = nil, jar: CookieJar = CookieJar(), clock: @escaping @Sendable () -> Date = Date.init
    ) throws -> ReceiptsClient {
        let transport = try HTTPTransport(trust: TrustSettings(caPEM: server.caCertificatePEM))
        return ReceiptsClient(transport: transport, baseURL: base(fault: fault), jar: jar, clock: clock)
    }

    /// A keeper of `account`'s session that answers an ended session with `recovery` and records
    /// what it says.
    func keeper(
        _ client: ReceiptsClient, account: Account? = nil, recovery: SessionRecovery = .fail
    ) -> (SessionKeeper, Notices) {
        let notices = Notices()
        let keeper = SessionKeeper(
            client: client, account: account, recover: { _ in recovery }, notice: { notices.lines.append($0) })
        return (keeper, notices)
    }

    func cache() throws -> ReceiptsCache {
        try ReceiptsCache(path: folder.appendingPathComponent("receipts.sqlite").path)
    }

    final class Notices: @unchecked Sendable {
        var lines: [SessionEvent] = []
    }
}
