/// Why no page could be drawn, in the words of the chosen language: each says what to do.
public enum HotWaterError: Error, CustomStringConvertible, Sendable {
    /// The fetch failed and the cache had nothing to fall back on.
    case fetchFailed(FetchFailure)
    /// `--offline` with an empty cache.
    case offlineNoCache(path: String)

    public func message(_ strings: HotWaterStrings) -> String {
        switch self {
        case .fetchFailed(let failure):
            let template = failure.kind == .noInternet ? strings.noInternet : strings.unexpectedError
            return strings.format(template, ["reason": failure.reason])
        case .offlineNoCache(let path):
            return strings.format(strings.offlineNoCache, ["path": path])
        }
    }

    public var description: String {
        (try? HotWaterStrings.load(.en)).map(message) ?? String(describing: self)
    }
}
