import Foundation
import PlotCore

/// Where an annotation or a legend stands, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Sendable, Equatable {
    let name: String

    /// The chart's choice: above a mark; a legend where the engine finds room.
    public static let automatic = AnnotationPosition(name: "automatic")
    /// Above.
    public static let top = AnnotationPosition(name: "top")
    /// Below.
    public static let bottom = AnnotationPosition(name: "bottom")
    /// Before (left of).
    public static let leading = AnnotationPosition(name: "leading")
    /// After (right of).
    public static let trailing = AnnotationPosition(name: "trailing")
    /// Over the mark.
    public static let overlay = AnnotationPosition(name: "overlay")

    /// The engine's position of an annotation.
    var annotation: ChartAnnotation.Position {
        switch self {
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        case .overlay: return .overlay
        default: return .top
        }
    }
}

extension ChartContent {
    /// Writes a text beside each mark (bars and points; a line's points): above it by default.
    /// - Parameters:
    ///   - position: where the text goes around the mark's frame: `.top` (also for
    ///     `.automatic`), `.bottom`, `.leading`, `.trailing` or `.overlay`.
    ///   - spacing: points between the mark and the text; nil for a third of the font size.
    ///   - content: the text, as `Text("...")`.
    public func annotation(
        position: AnnotationPosition = .automatic, spacing: CGFloat? = nil, content: () -> Text
    ) -> ChartContentGroup {
        let text = content().content
        return ChartContentGroup(
            markRecords.map {
                var record = $0
                record.annotation = ChartMarkRecord.Annotation(
                    text: text, position: position.annotation, spacing: spacing.map(Double.init))
                return record
            })
    }
}

extension ChartContent {
    /// Writes a text beside each mark, lined up with the mark's frame as `alignment` says:
    /// above a bar with `.leading`, the text starts where the bar starts; beside it with
    /// `.top`, its top is the bar's top. The part of `alignment` across the side the text
    /// stands on is the position's (`.topLeading` above a mark is `.leading`).
    public func annotation(
        position: AnnotationPosition = .automatic, alignment: Alignment, spacing: CGFloat? = nil,
        content: () -> Text
    ) -> ChartContentGroup {
        let text = content().content
        return ChartContentGroup(
            markRecords.map {
                var record = $0
                record.annotation = ChartMarkRecord.Annotation(
                    text: text, position: position.annotation, spacing: spacing.map(Double.init),
                    alignment: alignment.edges)
                return record
            })
    }
}

/// How a text lines up with what it stands beside, as SwiftUI's `Alignment`.
public struct Alignment: Sendable, Equatable {
    let edges: ChartAnnotation.Alignment

    /// Middle to middle.
    public static let center = Alignment(edges: .init())
    /// The leading (left) edges together.
    public static let leading = Alignment(edges: .init(horizontal: -1))
    /// The trailing (right) edges together.
    public static let trailing = Alignment(edges: .init(horizontal: 1))
    /// The tops together.
    public static let top = Alignment(edges: .init(vertical: -1))
    /// The bottoms together.
    public static let bottom = Alignment(edges: .init(vertical: 1))
    /// The tops and the leading edges together.
    public static let topLeading = Alignment(edges: .init(horizontal: -1, vertical: -1))
    /// The tops and the trailing edges together.
    public static let topTrailing = Alignment(edges: .init(horizontal: 1, vertical: -1))
    /// The bottoms and the leading edges together.
    public static let bottomLeading = Alignment(edges: .init(horizontal: -1, vertical: 1))
    /// The bottoms and the trailing edges together.
    public static let bottomTrailing = Alignment(edges: .init(horizontal: 1, vertical: 1))
}

extension ChartMarkRecord {
    /// A mark's annotation: its text and where it stands.
    struct Annotation: Sendable, Equatable {
        var text: String
        var position: ChartAnnotation.Position
        var spacing: Double?
        var alignment = ChartAnnotation.Alignment()
    }
}
