/// How a failed call to a service reads to the user, which decides what they can do about it.
/// Every feature sorts its errors into these, so "is this a lost connection?" has one answer.
public enum FailureKind: Sendable, Equatable, CaseIterable {
    /// No answer at all: the name did not resolve, nothing listened, or the server closed the
    /// connection before it said anything. The network or the address is what to check.
    case noConnection
    /// Connecting or the whole exchange took longer than allowed.
    case timedOut
    /// The server could not be verified: its certificate is not trusted, names another host,
    /// or its key does not match a pin; or TLS itself failed, or the trust settings given
    /// (a CA file, a pin) cannot be used. Waiting does not help; trusting it (or not) does.
    case untrusted
    /// The server answered and said no: an HTTP error status, or the service's own error code.
    case refused
    /// The server answered with something unusable: not HTTP, cut off in the middle, larger
    /// than allowed, or a body that is not the service's format. The connection worked (a head
    /// or bytes arrived), so the network is not what to check.
    case malformed
    /// The call could not even be made as configured: a URL that cannot be used, or a CA file
    /// or pin that cannot be read. What the caller passed in is what to fix.
    case invalidSettings
}

/// An error that knows its `FailureKind`.
public protocol ClassifiedFailure: Error {
    var failureKind: FailureKind { get }
}

extension FailureKind {
    /// False when trying again, at once or later, cannot help: trusting a certificate and
    /// fixing a setting are the user's decisions. Retries and fallbacks to older data are
    /// only for the failures that may pass.
    public var mayPass: Bool {
        switch self {
        case .noConnection, .timedOut, .refused, .malformed: return true
        case .untrusted, .invalidSettings: return false
        }
    }

    /// The kind of any error a service call can throw; nil for an error nobody classified
    /// (a bug, or a local failure such as a full disk).
    public static func of(_ error: any Error) -> FailureKind? {
        (error as? any ClassifiedFailure)?.failureKind
    }
}
