/// Everything that can go wrong with one request, each with a one-line message that says what
/// happened. The messages name no command-line flags: the program using the transport adds
/// its own hints, by `failureKind`.
public enum TransportError: ClassifiedFailure, CustomStringConvertible, Sendable, Equatable {
    case invalidURL(String, reason: String)
    case cannotResolve(host: String)
    case cannotConnect(host: String, port: Int, reason: String)
    /// `phase` says what was going on, e.g. "connecting to host:443".
    case timedOut(seconds: Double, phase: String)
    /// `issuer` is the CA the presented chain ends at.
    case certificateNotTrusted(host: String, issuer: String, detail: String)
    case hostNameMismatch(host: String, certificateNames: [String])
    case pinMismatch(host: String, actualPin: String)
    /// Any other TLS failure (protocol versions, ciphers, ...).
    case tlsFailed(host: String, detail: String)
    case httpStatus(code: Int, reason: String, location: String?)
    case bodyTooLarge(limit: Int)
    /// The server closed before the body announced by Content-Length arrived.
    case truncatedResponse(host: String, received: Int, expected: Int?)
    /// The server closed before sending a response head.
    case connectionClosed(host: String)
    /// The bytes received are not HTTP.
    case malformedResponse(host: String, detail: String)
    /// A CA file or pin given by the user cannot be used.
    case invalidTrustSettings(detail: String)

    public var description: String {
        switch self {
        case .invalidURL(let url, let reason):
            return "invalid URL \"\(url)\": \(reason)"
        case .cannotResolve(let host):
            return "cannot resolve \(host): check the host name and your DNS or network"
        case .cannotConnect(let host, let port, let reason):
            return "cannot connect to \(host):\(port) (\(reason)): is the server running and the port right?"
        case .timedOut(let seconds, let phase):
            return "timed out after \(Self.format(seconds)) s \(phase)"
        case .certificateNotTrusted(let host, let issuer, let detail):
            return "certificate of \(host) not trusted: issued by \"\(issuer)\"\(detail.isEmpty ? "" : ", \(detail)")"
        case .hostNameMismatch(let host, let names):
            let list = names.isEmpty ? "no names" : names.joined(separator: ", ")
            return "host name mismatch: the certificate is for \(list), not \(host); connect by one of those names"
        case .pinMismatch(let host, let actual):
            return "pin mismatch: \(host) presented key pin \(actual), which is none of the pinned keys"
        case .tlsFailed(let host, let detail):
            return "TLS handshake with \(host) failed: \(detail)"
        case .httpStatus(let code, let reason, let location):
            let target = location.map { " (redirect to \($0) not followed)" } ?? ""
            return "HTTP status \(code)\(reason.isEmpty ? "" : " \(reason)")\(target)"
        case .bodyTooLarge(let limit):
            return "response body larger than the \(limit) bytes allowed: refused"
        case .truncatedResponse(let host, let received, let expected):
            let of = expected.map { " of \($0)" } ?? ""
            return "\(host) closed the connection mid-response (got \(received)\(of) body bytes)"
        case .connectionClosed(let host):
            return "\(host) closed the connection without answering"
        case .invalidTrustSettings(let detail):
            return detail
        case .malformedResponse(let host, let detail):
            return "\(host) did not answer with valid HTTP: \(detail)"
        }
    }

    /// Where the line between the kinds runs: a cut-off body and a body over the cap are
    /// `malformed`, not `noConnection`: the connection worked (the head arrived), so checking
    /// the network would be the wrong advice; what arrived is what cannot be used. A close
    /// before any answer is `noConnection`: nothing arrived at all.
    public var failureKind: FailureKind {
        switch self {
        case .cannotResolve, .cannotConnect, .connectionClosed: return .noConnection
        case .timedOut: return .timedOut
        case .certificateNotTrusted, .hostNameMismatch, .pinMismatch, .tlsFailed: return .untrusted
        case .httpStatus: return .refused
        case .bodyTooLarge, .truncatedResponse, .malformedResponse: return .malformed
        case .invalidURL, .invalidTrustSettings: return .invalidSettings
        }
    }

    /// 2.5 -> "2.5", 10 -> "10".
    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
