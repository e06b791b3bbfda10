import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

extension HTTPTransport {
    /// Opens one connection, sends `request` (or only handshakes when nil),
    /// and returns the response. Errors are raw (NIO, NIOSSL, ExchangeFailure):
    /// `explain` turns them into TransportError.
    func exchange(
        _ target: RequestTarget,
        request: OutgoingRequest?,
        verification: PeerVerification,
        recorder: PeerRecorder
    ) async throws -> HTTPResponse? {
        let deadline = NIODeadline.now() + options.totalTimeout
        let maxBodyBytes = options.maxBodyBytes
        let sslContext = self.sslContext
        let bootstrap = ClientBootstrap(group: group)
            .connectTimeout(min(options.connectTimeout, options.totalTimeout))
        // Handlers go in once the winning connection is up (happy eyeballs
        // may try several): nothing is read before TLS starts, which only
        // happens when the NIOSSL handler is added here.
        let result = bootstrap.connect(host: target.host, port: target.port).flatMapThrowing { channel in
            do {
                let sync = channel.pipeline.syncOperations
                if target.isTLS {
                    // SNI must be a name: an IP literal is checked against IP SANs.
                    try sync.addHandler(
                        NIOSSLClientHandler(
                            context: sslContext,
                            serverHostname: target.hostIsIPAddress ? nil : target.host,
                            customVerificationCallback: verification.callback(recorder: recorder),
                            configuration: .init()
                        )
                    )
                }
                try sync.addHTTPClientHandlers()
                let collector = ResponseCollector(
                    goal: request == nil ? .handshakeOnly : .response,
                    maxBodyBytes: maxBodyBytes,
                    deadline: deadline
                )
                try sync.addHandler(collector)
                guard let future = collector.future, channel.isActive else {
                    throw ExchangeFailure(cause: .closed, headReceived: false, bodyBytes: 0)
                }
                if let request { Self.write(request, with: sync) }
                return future
            } catch {
                channel.close(promise: nil)
                throw error
            }
        }
        return try await result.flatMap { $0 }.get()
    }

    private static func write(_ request: OutgoingRequest, with sync: ChannelPipeline.SynchronousOperations) {
        sync.write(NIOAny(HTTPClientRequestPart.head(request.head)), promise: nil)
        if let body = request.body {
            sync.write(NIOAny(HTTPClientRequestPart.body(.byteBuffer(body))), promise: nil)
        }
        sync.writeAndFlush(NIOAny(HTTPClientRequestPart.end(nil)), promise: nil)
    }
}
