import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// The HTTP client every service client of PlotKit uses: one request per
/// connection, HTTP/1.1 over TLS (or plain HTTP for services that only
/// speak it), redirects never followed, time and size bounded.
///
/// Written on NIO + NIOSSL rather than AsyncHTTPClient because AHC builds its
/// NIOSSLClientHandler itself and cannot take a custom verification callback,
/// which key pinning needs.
public final class HTTPTransport: Sendable {
    public let options: TransportOptions
    let sslContext: NIOSSLContext
    let verification: PeerVerification
    let group: any EventLoopGroup

    public init(
        trust: TrustSettings = .system,
        options: TransportOptions = TransportOptions(),
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) throws {
        self.options = options
        self.sslContext = try TLSContextFactory.makeContext(trust)
        let pins = try TLSContextFactory.normalizePins(trust.pins)
        self.verification = pins.isEmpty ? .standard : .pinned(pins)
        self.group = eventLoopGroup
    }

    public func get(url: String, headers: [(String, String)] = []) async throws -> HTTPResponse {
        try await send(method: .GET, url: url, headers: headers, body: nil)
    }

    /// POSTs `formBody` as application/x-www-form-urlencoded.
    public func post(url: String, formBody: [(String, String)], headers: [(String, String)] = []) async throws
        -> HTTPResponse
    {
        let body = PercentEncoding.form(formBody)
        let all = [("Content-Type", "application/x-www-form-urlencoded")] + headers
        return try await send(method: .POST, url: url, headers: all, body: Array(body.utf8))
    }

    func send(method: HTTPMethod, url: String, headers: [(String, String)], body: [UInt8]?) async throws
        -> HTTPResponse
    {
        let target = try RequestTarget(url)
        var head = HTTPRequestHead(version: .http1_1, method: method, uri: target.pathAndQuery)
        head.headers.add(name: "Host", value: target.hostHeader)
        head.headers.add(name: "User-Agent", value: options.userAgent)
        head.headers.add(name: "Accept", value: "*/*")
        head.headers.add(contentsOf: headers)
        if let body { head.headers.replaceOrAdd(name: "Content-Length", value: String(body.count)) }
        head.headers.replaceOrAdd(name: "Connection", value: "close")
        let recorder = PeerRecorder()
        let request = OutgoingRequest(head: head, body: body.map { ByteBuffer(bytes: $0) })
        do {
            let response = try await exchange(target, request: request, verification: verification, recorder: recorder)
            // A response goal always yields a response; nil would mean a bug.
            guard let response else { throw TransportError.connectionClosed(host: target.host) }
            return response
        } catch {
            throw await explain(error, target: target, recorder: recorder, waitingFor: "a response from")
        }
    }
}

/// A request ready to write; nil body for GET.
struct OutgoingRequest: Sendable {
    var head: HTTPRequestHead
    var body: ByteBuffer?
}
