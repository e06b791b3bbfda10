/// When to mark each data point of a line with a dot.
public enum MarkerMode: String, Sendable, CaseIterable {
    /// Only when few enough points are in view for the dots to stay apart (`autoLimit`).
    case auto
    case always
    case never

    /// `auto` marks a line's points up to this many in view.
    public static let autoLimit = 60
}
