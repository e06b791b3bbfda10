import PlotCore

extension Chart {
    /// The colour of each value of `foregroundStyle(by:)`: `["Gizmos": .green, "Gadgets": .purple]`.
    /// The series follow the mapping's order (in the legend, and in a stack from the bottom);
    /// values it does not name keep the palette's colours, after them. A mark's own
    /// `foregroundStyle(_:)` wins over the mapping.
    public func chartForegroundStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, Color>) -> Chart {
        var chart = self
        chart.styleScale = mapping.map { (Self.text($0.key.plottedValue), $0.value) }
        return chart
    }

    /// The colours of `foregroundStyle(by:)`'s values in order: the first value takes the first
    /// colour, and so on, the colours over again when fewer (`domain: ["Gizmos", "Gadgets"],
    /// range: [.green, .purple]`). The series follow the domain's order; values it does not
    /// name keep the palette's colours, after them. An empty range leaves the palette's.
    public func chartForegroundStyleScale<Domain: Collection, Range: Collection>(domain: Domain, range: Range)
        -> Chart
    where Domain.Element: Plottable, Range.Element == Color {
        guard !range.isEmpty else { return self }
        let colors = Array(range)
        var chart = self
        chart.styleScale = domain.enumerated().map { (Self.text($1.plottedValue), colors[$0 % colors.count]) }
        return chart
    }

    /// The series' names in the mapping's order, then the others in theirs.
    func inScaleOrder(_ names: [String]) -> [String] {
        let ranks = Dictionary(styleScale.enumerated().map { ($1.0, $0) }, uniquingKeysWith: { first, _ in first })
        return names.enumerated().sorted {
            (ranks[$0.element] ?? styleScale.count + $0.offset) < (ranks[$1.element] ?? styleScale.count + $1.offset)
        }.map(\.element)
    }

    /// The mapping's colour of a series, if it names it.
    func scaleColor(_ name: String) -> Color? { styleScale.first { $0.0 == name }?.1 }
}
