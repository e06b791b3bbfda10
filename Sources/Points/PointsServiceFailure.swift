import PlotCore
import Transport

/// The points service answered with something that is not its format.
public struct MalformedPointsAnswer: ClassifiedFailure, Equatable, CustomStringConvertible {
    public var description: String
    public var failureKind: FailureKind { .malformed }

    public init(_ description: String) { self.description = description }
}

/// The service's own error codes (-100, -1, ...) are its way of saying no.
extension PointsServiceError: ClassifiedFailure {
    public var failureKind: FailureKind { .refused }
}
