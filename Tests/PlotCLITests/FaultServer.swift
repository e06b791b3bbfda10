import DemoServer
import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// A TLS server that misbehaves below HTTP, where Hummingbird cannot: it resets the
/// connection in the middle of a body, closes before the promised length, or never answers.
/// The fault is the first path component (`/reset/...`), so every command's URL can carry it
/// whatever it appends. It answers as any service would, with the demo server's certificate.
final class FaultServer: Sendable {
    enum Fault: String, CaseIterable, Sendable {
        /// 200 promising 3,000 bytes, about 900 sent, then a TCP reset (no TLS close_notify).
        case reset
        /// 200 promising 1,000 bytes, 40 sent, then an orderly TLS close.
        case truncated
        /// Reads the request and never answers.
        case slow
        /// HTTP 500 with an HTML page, as a crashed upstream behind a proxy.
        case status500 = "status-500"
        /// A complete 200 answer of 64 KiB: over any --max-response below that.
        case tooLarge = "too-large"
        /// A complete 200 answer whose JSON stops in the middle.
        case malformed
    }

    static let tooLargeBytes = 65_536

    let port: Int
    private let channel: any Channel
    private let group: MultiThreadedEventLoopGroup

    init(certificates: DemoCertificates) throws {
        let context = try NIOSSLContext(configuration: certificates.serverTLSConfiguration())
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        channel = try ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandlers([
                        SocketCloser(), NIOSSLServerHandler(context: context), FaultHandler(),
                    ])
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress?.port ?? 0
    }

    /// The base of every URL that meets `fault`.
    func base(_ fault: Fault) -> String { "https://localhost:\(port)/\(fault.rawValue)" }

    func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}

/// Sits below TLS, so that a close sent from here skips the TLS close_notify: with SO_LINGER 0
/// the peer gets a bare TCP reset.
private final class SocketCloser: ChannelOutboundHandler, Sendable {
    typealias OutboundIn = ByteBuffer
}

/// Reads one request (head and Content-Length body), then answers with the fault its path names.
private final class FaultHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private var received: [UInt8] = []
    private var answered = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        received += buffer.readBytes(length: buffer.readableBytes) ?? []
        guard !answered, let request = Self.completeRequest(received) else { return }
        answered = true
        let fault = request.split(separator: "/").first.flatMap { FaultServer.Fault(rawValue: String($0)) }
        answer(fault, context: context)
    }

    /// The request's path once its head and body have all arrived.
    private static func completeRequest(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return nil }
        let head = text[..<headEnd.lowerBound]
        let length =
            head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        guard text.utf8.count - text[..<headEnd.upperBound].utf8.count >= length else { return nil }
        let target = head.split(separator: " ").dropFirst().first ?? ""
        return String(target)
    }

    private func answer(_ fault: FaultServer.Fault?, context: ChannelHandlerContext) {
        // The futures complete on the channel's loop: the context may be used there.
        let bound = context.loopBound
        let close: @Sendable (Result<Void, any Error>) -> Void = { _ in bound.value.close(promise: nil) }
        switch fault {
        case .reset:
            // Under any --max-response the matrix uses, so that only the reset can fail it.
            let body = #"{"result":0,"response":{"points":["# + String(repeating: #"{"x":"1","y":"2"},"#, count: 50)
            send(head(200, length: 3000) + body, context: context).whenComplete { _ in
                let context = bound.value
                guard let closer = try? context.pipeline.syncOperations.context(handlerType: SocketCloser.self),
                    let socket = context.channel as? any SocketOptionProvider
                else { return context.close(promise: nil) }
                let below = closer.loopBound
                socket.setSoLinger(linger(l_onoff: 1, l_linger: 0)).whenComplete { _ in
                    below.value.close(promise: nil)
                }
            }
        case .truncated:
            send(head(200, length: 1000) + #"{"result":0,"response":{"points":[{"x":"1""#, context: context)
                .whenComplete(close)
        case .slow:
            break
        case .status500:
            let page = "<html><body>500 Internal Server Error</body></html>"
            send(head(500, length: page.utf8.count, type: "text/html") + page, context: context).whenComplete(close)
        case .tooLarge:
            let body = #"{"result":0,"pad":""# + String(repeating: "x", count: FaultServer.tooLargeBytes - 21) + #""}"#
            send(head(200, length: body.utf8.count) + body, context: context).whenComplete(close)
        case .malformed:
            let body = #"{"result":0,"response":{"points":[{"x":"1.5","y":"#
            send(head(200, length: body.utf8.count) + body, context: context).whenComplete(close)
        case nil:
            send(head(404, length: 0), context: context).whenComplete(close)
        }
    }

    private func head(_ status: Int, length: Int, type: String = "application/json; charset=utf-8") -> String {
        let reason = [200: "OK", 404: "Not Found", 500: "Internal Server Error"][status] ?? "Status"
        return "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(length)\r\n"
            + "Connection: close\r\n\r\n"
    }

    private func send(_ text: String, context: ChannelHandlerContext) -> EventLoopFuture<Void> {
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: text)))
    }
}
