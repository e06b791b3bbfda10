import Foundation
import Input
import PlotCore

/// `--annotate X,Y:TEXT`: a text centred above a point of the plot, x in the axis's own units
/// (a date or time on a time axis, a category's name on a category axis), y a number. X and Y
/// are split at the last comma before the text; the text follows the first ':' after Y.
enum AnnotateArgument {
    static func annotations(_ texts: [String], x: AxisKind, zone: TimeZone) throws -> [ChartAnnotation] {
        try texts.map { text in
            guard let (point, label) = LabelledArgument.split(text, reads: { point($0, x: x, zone: zone) }),
                let label
            else {
                throw CLIError(
                    "--annotate \(text): give X,Y:TEXT, x \(example(x)) and y a number (--annotate 2024-03-01,12.5:launch)",
                    status: .usage)
            }
            return ChartAnnotation(series: nil, x: point.x, y: point.y, text: label)
        }
    }

    private static func point(_ text: String, x: AxisKind, zone: TimeZone) -> Point? {
        guard let comma = text.lastIndex(of: ",") else { return nil }
        let (xText, yText) = (
            text[..<comma].trimmingCharacters(in: .whitespaces),
            text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces)
        )
        guard let y = Double(yText), y.isFinite else { return nil }
        switch x {
        case .time: return TimeText.seconds(xText, timeZone: zone).map { Point($0, y) }
        case .category(let labels): return labels.firstIndex(of: xText).map { Point(Double($0), y) }
        case .linear, .log:
            guard let value = Double(xText), value.isFinite else { return nil }
            return Point(value, y)
        }
    }

    private static func example(_ x: AxisKind) -> String {
        switch x {
        case .time: return "a date or time (2024-03-01 or 2024-03-01T12:00)"
        case .category: return "a category's name"
        case .linear, .log: return "a number"
        }
    }
}
