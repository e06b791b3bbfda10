/// What a chart is made of: marks, `ForEach` over data, `Plot` groups, and what a
/// `ChartContentBuilder` makes of them, as in Swift Charts.
public protocol ChartContent {
    /// The marks this content declares, in order. (The chart's own reading of its content;
    /// a program writes marks, not records.)
    var markRecords: [ChartMarkRecord] { get }
}

/// Content made of other content: what the builder, `Plot` and the modifiers return.
public struct ChartContentGroup: ChartContent, Sendable {
    public let markRecords: [ChartMarkRecord]

    init(_ records: [ChartMarkRecord]) { markRecords = records }
}

/// Builds chart content from marks, `if`/`else`, loops and several marks per element.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression(_ content: some ChartContent) -> ChartContentGroup {
        ChartContentGroup(content.markRecords)
    }

    public static func buildBlock(_ parts: ChartContentGroup...) -> ChartContentGroup {
        // One mark an element is the common case: its records as they are, not copied.
        parts.count == 1 ? parts[0] : ChartContentGroup(parts.flatMap(\.markRecords))
    }

    public static func buildOptional(_ part: ChartContentGroup?) -> ChartContentGroup {
        part ?? ChartContentGroup([])
    }

    public static func buildEither(first: ChartContentGroup) -> ChartContentGroup { first }

    public static func buildEither(second: ChartContentGroup) -> ChartContentGroup { second }

    public static func buildArray(_ parts: [ChartContentGroup]) -> ChartContentGroup {
        ChartContentGroup(parts.flatMap(\.markRecords))
    }

    public static func buildLimitedAvailability(_ part: ChartContentGroup) -> ChartContentGroup { part }
}

/// A group of content, as Swift Charts' `Plot { ... }`.
public struct Plot: ChartContent {
    public let markRecords: [ChartMarkRecord]

    public init(@ChartContentBuilder content: () -> ChartContentGroup) { markRecords = content().markRecords }
}

/// Content for each element of a collection, as Swift Charts' `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: ChartContent {
    public let markRecords: [ChartMarkRecord]

    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ChartContentBuilder content: (Data.Element) -> ChartContentGroup
    ) {
        var records: [ChartMarkRecord] = []
        records.reserveCapacity(data.count)
        for element in data { records += content(element).markRecords }
        markRecords = records
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: (Data.Element) -> ChartContentGroup) {
        self.init(data, id: \.id, content: content)
    }
}
