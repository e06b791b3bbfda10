import Hummingbird
import ServiceLifecycle

/// `GET /events`: server-sent events for `plot serve --watch`'s pages. The stream first says
/// how often to reconnect (`retry`), then sends `event: change` with the count of changes since
/// start (`data: N`) at once and after each change, and a comment every `keepAlive` so that
/// nothing between the page and the server closes a quiet connection. It ends when the server is
/// told to stop, so SIGINT and SIGTERM are not kept waiting by open pages.
enum EventStream {
    /// How often a quiet stream says it is still there.
    static let keepAlive = Duration.seconds(15)
    /// How soon a page's `EventSource` tries again after a lost connection, in milliseconds.
    static let retryMilliseconds = 1000

    static func response(_ changes: ViewChanges?) -> Response {
        guard let changes else {
            return ServerAnswer.text(.notFound, "this server does not watch its file: start it with plot serve --watch")
        }
        guard let listener = changes.listen() else {
            return ServerAnswer.text(
                .serviceUnavailable,
                "\(ViewChanges.maxListeners) pages follow this server's changes already: close one and reload")
        }
        let body = ResponseBody { writer in
            let ticker = Task {
                while !Task.isCancelled {
                    try await Task.sleep(for: keepAlive)
                    listener.wake()
                }
            }
            defer { ticker.cancel() }
            try await writer.write(ByteBuffer(string: "retry: \(retryMilliseconds)\n\n"))
            var sent: Int?
            for await _ in listener.wakes.cancelOnGracefulShutdown() {
                let version = changes.version
                let text = version == sent ? ": keep-alive\n\n" : "event: change\ndata: \(version)\n\n"
                sent = version
                try await writer.write(ByteBuffer(string: text))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream"], body: body)
    }
}
