import Transport

/// Why no page could be drawn, in the words of the chosen language: each says what to do.
public enum HotWaterError: Error, CustomStringConvertible, Sendable {
    /// The fetch failed and the cache had nothing to fall back on, or must not stand in.
    case fetchFailed(FetchFailure)
    /// `--offline` with an empty cache.
    case offlineNoCache(path: String)

    /// nil when the failure is nobody's known kind, and for an empty cache (no call was made).
    public var kind: FailureKind? {
        if case .fetchFailed(let failure) = self { return failure.kind }
        return nil
    }

    public func message(_ strings: HotWaterStrings, remedies: HotWaterRemedies) -> String {
        switch self {
        case .fetchFailed(let failure):
            let template: String
            switch failure.kind {
            case .noConnection?: template = strings.noInternet
            case .timedOut?: template = strings.timedOut
            case .untrusted?: template = strings.certificateProblem
            case .invalidSettings?: return failure.reason
            case .refused?, .malformed?, nil: template = strings.unexpectedError
            }
            return strings.format(template, remedies.values.merging(["reason": failure.reason]) { $1 })
        case .offlineNoCache(let path):
            return strings.format(strings.offlineNoCache, remedies.values.merging(["path": path]) { $1 })
        }
    }

    public var description: String {
        switch self {
        case .fetchFailed(let failure): return failure.reason
        case .offlineNoCache(let path): return "no schedule in the cache (\(path))"
        }
    }
}
