/// One mark as the chart's content declared it, before the chart is made of them.
public struct ChartMarkRecord: Sendable, Equatable {
    /// What kind of mark.
    public enum Kind: Sendable, Equatable {
        case line, point, bar, area
    }

    /// A plotted value and its label.
    public struct Field: Sendable, Equatable {
        public var label: String
        public var value: PlottedValue
    }

    public var kind: Kind
    public var x: Field?
    public var y: Field?
    /// The series it belongs to: `foregroundStyle(by:)`, or a line's `series:`.
    public var series: Field?
    /// Grouped side by side rather than stacked (`position(by:)`).
    public var positioned = false
    /// The value `position(by:)` groups by, when another than the series' colour.
    public var position: Field?
    public var interpolation: InterpolationMethod?

    /// Coloured by one value and set side by side by another: what the engine cannot draw yet.
    var colourAndPositionDiffer: Bool {
        guard let position, let series else { return false }
        return position.label != series.label
    }
}

/// How a line or an area joins its points, as Swift Charts names the methods.
public enum InterpolationMethod: Sendable, Equatable {
    case linear, monotone, catmullRom, stepStart, stepCenter, stepEnd
}
