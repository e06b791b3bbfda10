/// A line of text, as SwiftUI's `Text`: what an annotation writes.
public struct Text: Sendable, Equatable {
    let content: String

    /// Text of this string.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text of this string, as written.
    public init(verbatim content: String) { self.content = content }

    /// The same text: annotations are written in the chart's note font (a documented no-op).
    public func font(_ font: Font?) -> Text { self }
}

/// SwiftUI's text styles, for `Text.font(_:)`: taken, not drawn (annotations use the chart's
/// note font).
public struct Font: Sendable, Equatable {
    let name: String

    /// SwiftUI's `.caption`.
    public static let caption = Font(name: "caption")
    /// SwiftUI's `.footnote`.
    public static let footnote = Font(name: "footnote")
    /// SwiftUI's `.body`.
    public static let body = Font(name: "body")
    /// SwiftUI's `.headline`.
    public static let headline = Font(name: "headline")
    /// SwiftUI's `.title`.
    public static let title = Font(name: "title")
}
