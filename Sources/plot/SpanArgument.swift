import ArgumentParser
import Foundation
import Input
import PlotCore

/// `--span A..B[:LABEL]`: a shaded span of x, in the x axis's own units (dates and times on a
/// time axis, read as `--x-range` reads them), then `:LABEL` (`LabelledArgument`):
/// `2024-03-01T09:00..2024-03-01T17:00:open`.
enum SpanArgument {
    static func rectangles(_ spans: [String], x: AxisKind, zone: TimeZone, format: TimeFormat?) throws
        -> [ChartRectangle]
    {
        try spans.map { try rectangle($0, x: x, zone: zone, format: format) }
    }

    private static func rectangle(_ text: String, x: AxisKind, zone: TimeZone, format: TimeFormat?) throws
        -> ChartRectangle
    {
        if x.isCategory {
            throw CLIError("--span \(text): x holds categories; a span goes between numbers or times", status: .usage)
        }
        let span = LabelledArgument.split(text) { candidate in
            (try? RangeArgument(argument: candidate).bounds(
                option: "--span", timeZone: x.isTime ? zone : nil, format: format)).flatMap {
                    $0.isTime == x.isTime ? $0.interval : nil
                }
        }
        if let (interval, label) = span {
            return ChartRectangle.span(interval.lower...interval.upper, label: label)
        }
        throw CLIError(
            "--span \(text): give A..B, "
                + (x.isTime ? "two dates or times (2024-03-01..2024-03-15)" : "two numbers, A less than B")
                + ", then :LABEL if any",
            status: .usage)
    }
}
