import NIOCore
import NIOHTTP1
import NIOSSL
import NIOTLS

/// Last handler of a client connection: gathers one response (or just waits
/// for the TLS handshake), enforces the body cap and the overall deadline,
/// and completes its future exactly once, then closes the channel.
final class ResponseCollector: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPClientResponsePart

    enum Goal { case response, handshakeOnly }

    private let goal: Goal
    private let maxBodyBytes: Int
    private let deadline: NIODeadline
    private var promise: EventLoopPromise<HTTPResponse?>?
    private var timer: Scheduled<Void>?
    private var head: HTTPResponseHead?
    private var body = ByteBuffer()
    private var expectedBodyBytes: Int?

    init(goal: Goal, maxBodyBytes: Int, deadline: NIODeadline) {
        self.goal = goal
        self.maxBodyBytes = maxBodyBytes
        self.deadline = deadline
    }

    /// Set once the handler is in a pipeline.
    private(set) var future: EventLoopFuture<HTTPResponse?>?

    func handlerAdded(context: ChannelHandlerContext) {
        let promise = context.eventLoop.makePromise(of: HTTPResponse?.self)
        self.promise = promise
        future = promise.futureResult
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(deadline: deadline) {
            let (handler, context) = loopBound.value
            handler.fail(.timedOut, context: context)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        // A connection that lost the happy-eyeballs race, or any other
        // early removal: the promise must never leak.
        guard let promise else { return }
        self.promise = nil
        timer?.cancel()
        promise.fail(ExchangeFailure(cause: .closed, headReceived: head != nil, bodyBytes: body.readableBytes))
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let received):
            head = received
            expectedBodyBytes = received.headers.first(name: "content-length").flatMap { Int($0) }
            if let expected = expectedBodyBytes, expected > maxBodyBytes {
                fail(.bodyTooLarge, context: context)
            }
        case .body(var part):
            guard body.readableBytes + part.readableBytes <= maxBodyBytes else {
                fail(.bodyTooLarge, context: context)
                return
            }
            body.writeBuffer(&part)
        case .end:
            guard let head else { return }
            let response = HTTPResponse(
                status: Int(head.status.code),
                reason: head.status.reasonPhrase,
                headers: head.headers.map { ($0.name, $0.value) },
                body: Array(body.readableBytesView)
            )
            finish(.success(response), context: context)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if goal == .handshakeOnly, case .handshakeCompleted = event as? TLSUserEvent {
            finish(.success(nil), context: context)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        fail(.channelError(error), context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        fail(.closed, context: context)
        context.fireChannelInactive()
    }

    private func fail(_ cause: ExchangeFailure.Cause, context: ChannelHandlerContext) {
        let failure = ExchangeFailure(
            cause: cause,
            headReceived: head != nil,
            bodyBytes: body.readableBytes,
            expectedBodyBytes: expectedBodyBytes
        )
        finish(.failure(failure), context: context)
    }

    /// The first outcome wins; later events (close after error...) are ignored.
    private func finish(_ result: Result<HTTPResponse?, any Error>, context: ChannelHandlerContext) {
        guard let promise else { return }
        self.promise = nil
        timer?.cancel()
        promise.completeWith(result)
        context.close(promise: nil)
    }
}
