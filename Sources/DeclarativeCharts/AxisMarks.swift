import Foundation
import PlotCore

/// An axis's marks as Swift Charts declares them: which values, and at each a grid line, a
/// tick and a label. `.chartXAxis { AxisMarks(values: .stride(by: .month)) { _ in ... } }`.
/// The content is read once for every value: marks that differ by the value (an `if` on
/// `value.index`) are not supported.
public struct AxisMarks: Sendable {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    let parts: [AxisMarkPart]

    /// Marks at `values`, each drawn as `content` says.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: (AxisValue) -> [AxisMarkPart]
    ) {
        self.position = position
        self.values = values
        parts = content(AxisValue(index: 0, count: 0))
    }

    /// Marks at these values (numbers, dates or categories), each drawn as `content` says.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: (AxisValue) -> [AxisMarkPart]
    ) {
        self.init(
            preset: preset, position: position, values: AxisMarkValues(list: values.map(\.plottedValue)),
            content: content)
    }

    /// Marks at `values`, each a grid line, a tick and a label: the axis's own look.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic
    ) {
        self.init(preset: preset, position: position, values: values) { _ in
            AxisGridLine()
            AxisTick()
            AxisValueLabel()
        }
    }

    /// Marks at these values, each a grid line, a tick and a label.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value]
    ) {
        self.init(preset: preset, position: position, values: AxisMarkValues(list: values.map(\.plottedValue)))
    }
}

/// The value an axis mark stands at, as Swift Charts hands it to `AxisMarks`' content. Read
/// once for all values (see `AxisMarks`): its index and count are 0 and it holds no value.
public struct AxisValue: Sendable {
    /// The mark's place among the axis's marks.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int

    /// The value as `type`: nil, as the content is read once for every value.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { nil }
}

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable, Equatable {
        case automatic(Int?)
        case stride(Double)
        case calendar(Calendar.Component, Int)
        case list([PlottedValue])
    }

    let kind: Kind

    init(list: [PlottedValue]) { kind = .list(list) }
    init(kind: Kind) { self.kind = kind }

    /// The axis's own values.
    public static let automatic = AxisMarkValues(kind: .automatic(nil))

    /// About `desiredCount` round values.
    public static func automatic(
        desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount))
    }

    /// Every multiple of `stepSize` in view: `.stride(by: 10)`.
    public static func stride<P: BinaryFloatingPoint>(
        by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(Double(stepSize)))
    }

    /// The start of every `count`-th calendar unit in view (UTC): `.stride(by: .month)`.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .calendar(component, count))
    }
}

/// Where an axis's marks go, as Swift Charts' `AxisMarkPosition`. PlotKit draws the y axis's
/// on the leading side and the x axis's at the bottom.
public enum AxisMarkPosition: Sendable, Equatable {
    case automatic, leading, trailing, top, bottom
}

/// A preset look of axis marks, as Swift Charts' `AxisMarkPreset`: taken, the look is the
/// engine's.
public enum AxisMarkPreset: Sendable, Equatable {
    case automatic, extended, aligned, inset
}

/// One part of an axis mark: a grid line, a tick or a label (the chart's reading of an
/// `AxisMark`; a program writes the marks).
public struct AxisMarkPart: Sendable {
    enum Kind: Sendable {
        case grid, tick
        /// A label, written by a format (nil: the axis's own).
        case label((@Sendable (PlottedValue) -> String?)?)
    }

    let kind: Kind
}

/// A part of an axis's marks, as Swift Charts' `AxisMark`.
public protocol AxisMark: Sendable {
    /// What the part draws.
    var axisMarkPart: AxisMarkPart { get }
}

/// A grid line across the plot at the mark's value.
public struct AxisGridLine: AxisMark {
    public let axisMarkPart = AxisMarkPart(kind: .grid)

    /// A grid line; `centered` and `stroke` are taken, the line is the theme's grid line.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick on the axis at the mark's value.
public struct AxisTick: AxisMark {
    public let axisMarkPart = AxisMarkPart(kind: .tick)

    /// A tick; `centered`, `length` and `stroke` are taken, the tick is the axis's own.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

/// The mark's value written beside the axis.
public struct AxisValueLabel: AxisMark {
    public let axisMarkPart: AxisMarkPart

    /// The value as the axis writes it.
    public init(centered: Bool? = nil) {
        axisMarkPart = AxisMarkPart(kind: .label(nil))
    }

    /// The value written by a Foundation format style: `.dateTime.month(.abbreviated)` for
    /// dates (in UTC, as PlotKit shows dates), `.number.precision(.fractionLength(1))` for
    /// numbers. A value the style cannot take is left unwritten.
    public init<Format: FormatStyle & Sendable>(format: Format, centered: Bool? = nil)
    where Format.FormatOutput == String {
        let style = Self.inUTC(format)
        axisMarkPart = AxisMarkPart(
            kind: .label { value in
                switch value {
                case .date(let seconds):
                    return (Date(timeIntervalSince1970: seconds) as? Format.FormatInput).map(style.format)
                case .number(let number):
                    if let input = number as? Format.FormatInput { return style.format(input) }
                    if let input = Int(exactly: number.rounded()) as? Format.FormatInput { return style.format(input) }
                    return (Float(number) as? Format.FormatInput).map(style.format)
                case .category(let label): return (label as? Format.FormatInput).map(style.format)
                }
            })
    }

    /// A date style set to UTC, the zone PlotKit shows dates in; other styles as they are.
    private static func inUTC<Format: FormatStyle & Sendable>(_ format: Format) -> Format {
        guard var dates = format as? Date.FormatStyle else { return format }
        dates.timeZone = TimeZone(identifier: "UTC")!
        return (dates as? Format) ?? format
    }
}

/// Builds an axis mark's parts: `AxisGridLine()`, `AxisTick()`, `AxisValueLabel(...)`.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression(_ mark: some AxisMark) -> [AxisMarkPart] { [mark.axisMarkPart] }
    public static func buildBlock(_ parts: [AxisMarkPart]...) -> [AxisMarkPart] { parts.flatMap { $0 } }
    public static func buildOptional(_ parts: [AxisMarkPart]?) -> [AxisMarkPart] { parts ?? [] }
    public static func buildEither(first: [AxisMarkPart]) -> [AxisMarkPart] { first }
    public static func buildEither(second: [AxisMarkPart]) -> [AxisMarkPart] { second }
}

/// Builds an axis's content: its `AxisMarks`.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression(_ marks: AxisMarks) -> [AxisMarks] { [marks] }
    public static func buildBlock(_ parts: [AxisMarks]...) -> [AxisMarks] { parts.flatMap { $0 } }
}
