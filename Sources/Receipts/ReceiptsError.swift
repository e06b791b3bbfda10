import Foundation
import Transport

/// What can go wrong talking to the receipts service, each a line saying what happened. The
/// command adds what to do (which flag, which command), by `failureKind`.
public enum ReceiptsError: ClassifiedFailure, Equatable, CustomStringConvertible {
    /// The request did not get an HTTP answer: no connection, timed out, not trusted, cut off...
    case transport(TransportError)
    /// HTTP 401: the session cookie is missing, expired or not accepted.
    case sessionRejected
    /// A signed-in session ended before the command (its cookie expired in the jar), and the
    /// user chose not to renew it.
    case sessionEnded(Account, at: Date)
    /// The service's own error answer (wrong password, a QR it refuses...), with its HTTP status.
    case refused(status: Int, code: String?, message: String)
    /// An HTTP error status without the service's error body (a proxy's page, a crash).
    case httpStatus(code: Int, reason: String)
    /// An answer that is not the service's JSON.
    case malformed(String)

    public var failureKind: FailureKind {
        switch self {
        case .transport(let error): return error.failureKind
        case .sessionRejected, .sessionEnded, .refused, .httpStatus: return .refused
        case .malformed: return .malformed
        }
    }

    public var description: String {
        switch self {
        case .transport(let error):
            return Self.text.transport(error)
        case .sessionRejected:
            return "the receipts service ended the session (HTTP 401)"
        case .sessionEnded(let account, let at):
            return "the receipts session of \(account.name ?? "?") ended at \(Account.moment(at, timeZone: .current))"
        case .refused(let status, let code, let message):
            return "the receipts service refused: \(message) (HTTP \(status)\(code.map { ", \($0)" } ?? ""))"
        case .httpStatus(let code, let reason):
            return Self.text.httpStatus(code: code, reason: reason)
        case .malformed(let detail):
            return Self.text.malformed(detail)
        }
    }

    /// The session is over and the user chose to stop: never a reason to draw the cache.
    public var endsSession: Bool {
        switch self {
        case .sessionRejected, .sessionEnded: return true
        default: return false
        }
    }

    private static let text = ServiceFailureText("the receipts service")
}
