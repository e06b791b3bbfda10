import Transport

/// What can go wrong talking to the payments service, each a line saying what happened. The
/// command adds what to do (which flag, which command), by `failureKind`.
public enum PaymentsError: ClassifiedFailure, Equatable, CustomStringConvertible {
    /// The request did not get an HTTP answer: no connection, timed out, not trusted, cut off...
    case transport(TransportError)
    /// The server answered with an HTTP error status.
    case httpStatus(code: Int, reason: String)
    /// The service's own error answer, e.g. a wrong password.
    case refused(code: Int?, message: String)
    /// The token is expired or not accepted: the user must log in again.
    case tokenRejected(code: Int?, message: String)
    /// An answer that is not the service's JSON.
    case malformed(String)

    public var failureKind: FailureKind {
        switch self {
        case .transport(let error): return error.failureKind
        case .httpStatus, .refused, .tokenRejected: return .refused
        case .malformed: return .malformed
        }
    }

    public var description: String {
        switch self {
        case .transport(let error):
            return Self.text.transport(error)
        case .httpStatus(let code, let reason):
            return Self.text.httpStatus(code: code, reason: reason)
        case .refused(let code, let message):
            return "the payments service refused: \(message)\(Self.codeText(code))"
        case .tokenRejected(let code, let message):
            return "the payments service rejected the token (\(message)\(Self.codeText(code)))"
        case .malformed(let detail):
            return Self.text.malformed(detail)
        }
    }

    private static let text = ServiceFailureText("the payments service")

    private static func codeText(_ code: Int?) -> String { code.map { ", error \($0)" } ?? "" }
}
