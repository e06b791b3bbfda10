import PlotCore

/// One mark as the chart's content declared it, before the chart is made of them.
public struct ChartMarkRecord: Sendable, Equatable {
    /// What kind of mark.
    public enum Kind: Sendable, Equatable {
        case line, point, bar, area
        /// A line across the plot at a value, or along a span (`RuleMark`).
        case rule
        /// A filled rectangle between x and y values (`RectangleMark`).
        case rectangle
        /// A slice of a pie or a donut (`SectorMark`).
        case sector
    }

    /// A sector's radii and inset (`SectorMark`).
    struct Sector: Sendable, Equatable {
        var inner: PieRadius?
        var outer: PieRadius?
        var inset: Double?
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
    /// A rectangle that is a heat map's cell at two categories (`RectangleMark(x:y:)`), not a
    /// span between values.
    var isCell = false
    /// What few marks have, kept apart so that a record of a million marks stays small.
    private var details = SharedDetails.none

    init(kind: Kind, x: Field? = nil, y: Field? = nil, series: Field? = nil, xEnd: Field? = nil, yEnd: Field? = nil) {
        (self.kind, self.x, self.y, self.series) = (kind, x, y, series)
        if xEnd != nil { self.xEnd = xEnd }
        if yEnd != nil { self.yEnd = yEnd }
    }

    /// Whether any of the rare parts is set (a style, an end, an annotation...).
    var setsDetails: Bool { !details.isNone }

    /// The value `symbol(by:)` gives each series its symbol by.
    var symbolBy: Field? {
        get { details.value.symbolBy }
        set { details.update { $0.symbolBy = newValue } }
    }
    /// Where a ranged mark ends: `x` and `y` hold where it starts (`RuleMark(xStart:xEnd:y:)`).
    var xEnd: Field? {
        get { details.value.xEnd }
        set { details.update { $0.xEnd = newValue } }
    }
    var yEnd: Field? {
        get { details.value.yEnd }
        set { details.update { $0.yEnd = newValue } }
    }
    var sector: Sector? {
        get { details.value.sector }
        set { details.update { $0.sector = newValue } }
    }
    var function: Function? {
        get { details.value.function }
        set { details.update { $0.function = newValue } }
    }
    /// Its colour, opacity, stroke and symbol (`foregroundStyle(_:)`, `lineStyle(_:)`...).
    var style: MarkStyle {
        get { details.value.style }
        set { details.update { $0.style = newValue } }
    }
    var annotation: Annotation? {
        get { details.value.annotation }
        set { details.update { $0.annotation = newValue } }
    }
    /// Why the engine cannot draw the mark as declared (an argument it does not draw yet):
    /// thrown as a `ChartDataError` by `dataChart()`.
    var refusal: String? {
        get { details.value.refusal }
        set { details.update { $0.refusal = newValue } }
    }

    /// Coloured by one value and set side by side by another: what the engine cannot draw yet.
    var colourAndPositionDiffer: Bool {
        guard let position, let series else { return false }
        return position.label != series.label
    }
}

/// How a line or an area joins its points, as Swift Charts names the methods.
public enum InterpolationMethod: Sendable, Equatable {
    case linear, monotone, catmullRom, stepStart, stepCenter, stepEnd
    /// A cardinal spline of tension 0 through the points (d3's `curveCardinal`).
    case cardinal
}

extension ChartMarkRecord {
    /// Where a value of this mark goes on the x axis `axis` (or on y: a number), named
    /// `name` ("x", "yStart") in the error.
    /// - Throws: `ChartDataError` naming the mark and the value: a y that is not a number, a
    ///   value that is not finite.
    func position(_ field: Field, _ name: String, on axis: AxisKind, mark: String) throws(ChartDataError) -> Double {
        if name.hasPrefix("y"), !field.value.isNumber {
            throw ChartDataError(
                "\(mark): \(name) (\(field.label)) must be a number; categories and dates go on x", isUsage: true)
        }
        let value = field.value.position(on: axis)
        guard value.isFinite else {
            throw ChartDataError("\(mark): \(name) (\(field.label)) is \(value), not a finite number", isUsage: true)
        }
        return value
    }

    /// The range from `start` to `end` (either way round); nil without an end.
    func range(_ start: Field, _ end: Field?, _ name: String, on axis: AxisKind, mark: String) throws(ChartDataError)
        -> ClosedRange<Double>?
    {
        guard let end else { return nil }
        let a = try position(start, name + "Start", on: axis, mark: mark)
        let b = try position(end, name + "End", on: axis, mark: mark)
        return min(a, b)...max(a, b)
    }
}

extension PlottedValue {
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}

extension ChartMarkRecord {
    /// A mark's rarely set parts.
    struct Details: Sendable, Equatable {
        var symbolBy: Field?
        var xEnd: Field?
        var yEnd: Field?
        var sector: Sector?
        var function: Function?
        var style = MarkStyle()
        var annotation: Annotation?
        var refusal: String?
    }

    /// `Details` on the heap, one instance shared by every mark that sets none of them, copied
    /// when a shared one is changed.
    struct SharedDetails: Sendable, Equatable {
        private final class Storage: Sendable {
            let value: Details
            init(_ value: Details) { self.value = value }
        }

        private var storage: Storage
        static let none = SharedDetails(storage: Storage(Details()))

        var value: Details { storage.value }
        var isNone: Bool { storage === Self.none.storage }

        mutating func update(_ change: (inout Details) -> Void) {
            var value = storage.value
            change(&value)
            storage = Storage(value)
        }

        static func == (lhs: SharedDetails, rhs: SharedDetails) -> Bool {
            lhs.storage === rhs.storage || lhs.value == rhs.value
        }
    }
}
