/// How far an exchange got before it failed; mapped to a TransportError by
/// `HTTPTransport`, which knows the host and may probe the certificate.
struct ExchangeFailure: Error {
    enum Cause {
        /// An error fired down the pipeline (TLS, HTTP parsing, I/O).
        case channelError(any Error)
        /// The connection closed without an error before the response ended.
        case closed
        case timedOut
        case bodyTooLarge
    }
    var cause: Cause
    var headReceived: Bool
    var bodyBytes: Int
    var expectedBodyBytes: Int? = nil
}
