import Transport

/// What can go wrong talking to the payments service, each a line telling the user what to do.
public enum PaymentsError: Error, Equatable, CustomStringConvertible {
    /// No connection at all: the name did not resolve, the port refused, or connecting timed out.
    case unreachable(host: String, detail: String)
    /// The connection worked but the exchange did not (TLS, truncated answer, ...).
    case transport(TransportError)
    /// The server answered with an HTTP error status.
    case httpStatus(code: Int, reason: String)
    /// The service's own error answer, e.g. a wrong password.
    case refused(code: Int?, message: String)
    /// The token is expired or not accepted: the user must log in again.
    case tokenRejected(code: Int?, message: String)
    /// An answer that is not the service's JSON.
    case malformed(String)

    public var description: String {
        switch self {
        case .unreachable(let host, let detail):
            return "cannot reach \(host) (\(detail)): check --base-url and the network"
        case .transport(let error):
            return error.description
        case .httpStatus(let code, let reason):
            return
                "the payments service failed: HTTP status \(code)\(reason.isEmpty ? "" : " \(reason)"); try again later"
        case .refused(let code, let message):
            return "the payments service refused: \(message)\(Self.codeText(code))"
        case .tokenRejected(let code, let message):
            return "the payments service rejected the token (\(message)\(Self.codeText(code))):"
                + " log in again with plot payments login --login NAME"
        case .malformed(let detail):
            return "the payments service answered with something unexpected: \(detail)"
        }
    }

    private static func codeText(_ code: Int?) -> String { code.map { ", error \($0)" } ?? "" }

    /// Sorts a transport failure: no connection at all reads differently from everything else.
    static func from(_ error: TransportError) -> PaymentsError {
        switch error {
        case .cannotResolve(let host):
            return .unreachable(host: host, detail: "the name does not resolve")
        case .cannotConnect(let host, let port, let reason):
            return .unreachable(host: "\(host):\(port)", detail: reason)
        case .timedOut(let seconds, let phase) where phase.hasPrefix("connecting to "):
            return .unreachable(
                host: String(phase.dropFirst("connecting to ".count)),
                detail:
                    "no connection within \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s")
        default:
            return .transport(error)
        }
    }
}
