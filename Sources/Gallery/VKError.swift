import Transport

/// What can go wrong talking to VK, each a line saying what happened; the command adds what to
/// do by `failureKind` (and a login for `tokenRejected`).
public enum VKError: ClassifiedFailure, Equatable, CustomStringConvertible {
    case transport(TransportError)
    case httpStatus(code: Int, reason: String)
    /// Error 5: the token is expired, revoked or not VK's: log in again.
    case tokenRejected(message: String)
    /// Error 6, still there after the retries.
    case tooManyRequests(message: String)
    /// Any other error code of VK's.
    case refused(code: Int, message: String)
    case malformed(String)

    public var failureKind: FailureKind {
        switch self {
        case .transport(let error): return error.failureKind
        case .httpStatus, .tokenRejected, .tooManyRequests, .refused: return .refused
        case .malformed: return .malformed
        }
    }

    public var description: String {
        switch self {
        case .transport(let error): return Self.text.transport(error)
        case .httpStatus(let code, let reason): return Self.text.httpStatus(code: code, reason: reason)
        case .tokenRejected(let message): return "VK rejected the token (error 5: \(message))"
        case .tooManyRequests(let message): return "VK kept refusing: error 6, \(message)"
        case .refused(let code, let message): return "VK refused: error \(code), \(message)"
        case .malformed(let detail): return Self.text.malformed(detail)
        }
    }

    private static let text = ServiceFailureText("VK")
}
