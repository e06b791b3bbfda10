import Foundation
import XCTest

/// Every request says which PlotKit sent it: the User-Agent carries the version `plot --version`
/// prints, from the one place it is written.
final class UserAgentTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    func testTheUserAgentNamesTheVersion() throws {
        let version = String(decoding: try plot.run(["--version"]).stdout, as: UTF8.self)
            .trimmingCharacters(in: .newlines)
        let listener = try OneRequestListener()
        let result = try plot.run(
            [
                "payments", "login", "--url", "http://127.0.0.1:\(listener.port)/api/", "--login", "demo",
                "--password-stdin",
            ], stdin: Data("12345\n".utf8))
        XCTAssertNotEqual(result.status, 0, "the listener answers 500")
        let head = try XCTUnwrap(listener.request(), "no request arrived")
        let agent = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("user-agent:") }
        XCTAssertEqual(agent.map(String.init), "User-Agent: PlotKit/\(version)", head)
    }
}

/// A plain-HTTP listener on a loopback port that keeps the head of the first request and
/// answers it with a 500.
final class OneRequestListener: @unchecked Sendable {
    let port: Int
    private let socketFD: Int32
    private let done = DispatchSemaphore(value: 0)
    private var head: String?

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 1) == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketFD = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in serveOne() }
    }

    private func serveOne() {
        defer { done.signal() }
        let connection = accept(socketFD, nil, nil)
        guard connection >= 0 else { return }
        defer { close(connection) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: bytes, as: UTF8.self).contains("\r\n\r\n") {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        head = String(decoding: bytes, as: UTF8.self)
        let answer = Array("HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
        _ = answer.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
    }

    /// The request's head, once it came (nil after 20 s without one).
    func request() -> String? {
        _ = done.wait(timeout: .now() + 20)
        close(socketFD)
        return head
    }
}
