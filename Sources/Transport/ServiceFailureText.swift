/// The lines every service's failures share, named after the service ("the payments service",
/// "VK"), so that each client words a lost connection, an HTTP error status and an answer it
/// cannot read the same way; the service's own refusals stay its own.
public struct ServiceFailureText: Sendable {
    public let service: String

    public init(_ service: String) {
        self.service = service
    }

    /// "cannot reach VK: ..." when no connection was made; the transport's own line otherwise
    /// (timed out, not trusted, cut off...).
    public func transport(_ error: TransportError) -> String {
        error.failureKind == .noConnection ? "cannot reach \(service): \(error)" : error.description
    }

    /// "VK failed: HTTP status 503 Service Unavailable".
    public func httpStatus(code: Int, reason: String) -> String {
        "\(service) failed: HTTP status \(code)\(reason.isEmpty ? "" : " \(reason)")"
    }

    /// "VK answered with something unexpected: no items in the answer".
    public func malformed(_ detail: String) -> String {
        "\(service) answered with something unexpected: \(detail)"
    }
}
