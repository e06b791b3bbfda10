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

extension ChartMarkRecord {
    /// A mark's annotation: its text and where it stands.
    struct Annotation: Sendable, Equatable {
        var text: String
        var position: ChartAnnotation.Position
        var spacing: Double?
    }
}
