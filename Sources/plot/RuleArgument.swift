import Foundation
import Input
import PlotCore

/// `--hline VALUE[:LABEL]` and `--vline VALUE[:LABEL]`: a rule across the chart at a y or an x
/// value, in the axis's own units (dates and times on a time axis, read as `--x-range` reads
/// them), then `:LABEL` (`LabelledArgument`).
enum RuleArgument {
    static func rules(hlines: [String], vlines: [String], x: AxisKind, zone: TimeZone) throws -> [ChartRule] {
        try hlines.map { try rule($0, axis: .y, flag: "--hline", kind: .linear, zone: zone) }
            + vlines.map { try rule($0, axis: .x, flag: "--vline", kind: x, zone: zone) }
    }

    private static func rule(_ text: String, axis: ChartRule.Axis, flag: String, kind: AxisKind, zone: TimeZone)
        throws -> ChartRule
    {
        if let (at, label) = LabelledArgument.split(text, reads: { value($0, kind: kind, zone: zone) }) {
            return ChartRule(axis, at: at, label: label)
        }
        switch kind {
        case .category:
            throw CLIError("\(flag) \(text): x holds categories; a rule goes at a number or a time", status: .usage)
        case .time:
            throw CLIError(
                "\(flag) \(text): give a date or time on the x axis (2024-03-01 or 2024-03-01T12:00), then :LABEL if any",
                status: .usage)
        case .linear, .log:
            throw CLIError("\(flag) \(text): give a number, then :LABEL if any (\(flag) 0:freezing)", status: .usage)
        }
    }

    private static func value(_ text: String, kind: AxisKind, zone: TimeZone) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch kind {
        case .time: return TimeText.seconds(trimmed, timeZone: zone)
        case .category: return nil
        case .linear, .log:
            guard let number = Double(trimmed), number.isFinite else { return nil }
            return number
        }
    }
}
