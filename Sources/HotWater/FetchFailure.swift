import Transport

/// A fetch that failed, sorted into the task's two cases: no connection to the service, or
/// anything else (server error, refused TLS, broken or hostile payload).
public struct FetchFailure: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable, Equatable {
        case noInternet
        case unexpected
    }

    public var kind: Kind
    /// The underlying error's one line.
    public var reason: String

    public init(_ error: any Error) {
        kind = Self.kind(of: error)
        reason = String(describing: error)
    }

    static func kind(of error: any Error) -> Kind {
        guard let transport = error as? TransportError else { return .unexpected }
        switch transport {
        case .cannotResolve, .cannotConnect, .timedOut, .connectionClosed, .truncatedResponse: return .noInternet
        default: return .unexpected
        }
    }

    public var description: String { reason }
}
