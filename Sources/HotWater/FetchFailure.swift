import Transport

/// A fetch that failed, with its `FailureKind` (nil for an error nobody classified) and the
/// underlying error's one line.
public struct FetchFailure: Error, CustomStringConvertible, Sendable {
    public var kind: FailureKind?
    public var reason: String

    public init(_ error: any Error) {
        kind = FailureKind.of(error)
        reason = String(describing: error)
    }

    /// Whether the cached schedule may stand in, and a retry may help. A certificate that is
    /// not trusted, or a setting that cannot be used, is for the user to fix: drawing old data
    /// would hide it, and waiting does not change it.
    public var mayPass: Bool { kind?.mayPass ?? true }

    public var description: String { reason }
}

/// A payload that is broken or hostile is an answer that cannot be used.
extension PayloadError: ClassifiedFailure {
    public var failureKind: FailureKind { .malformed }
}
