/// When to mark each data point of a line with a dot.
public enum MarkerMode: String, Sendable, CaseIterable {
    /// Only when few enough points are in view for the dots to stay apart (`autoLimit`).
    case auto
    /// On every line.
    case always
    /// On no line.
    case never

    /// `auto` marks a line's points up to this many in view.
    static let autoLimit = 60

    /// Whether lines with `inView` points in view over all of them are marked; `auto` never
    /// marks a line decimated to its pixel columns.
    func marks(inView: Int, decimated: Bool = false) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return !decimated && inView <= Self.autoLimit
        }
    }
}
