/// How a series' line is dashed. The palette's colours come first, all solid; the series past
/// them keep the colours in the same order and take the next dash, as matplotlib users cycle
/// `linestyle` by hand, so the 11th line is never the 1st one again.
package enum LineDash: Int, Sendable, CaseIterable {
    case solid, dashed, dotted, dashDot

    /// The n-th series' dash (0-based) with `colors` colours in the palette: solid for the
    /// first round of colours, dashed for the second, then dotted, then dash-dot, repeating.
    package static func forSeries(_ index: Int, colors: Int) -> LineDash {
        guard colors > 0, index >= 0 else { return .solid }
        return allCases[(index / colors) % allCases.count]
    }

    /// On and off lengths for a line this wide: matplotlib's `lines.dashed_pattern` (3.7, 1.6),
    /// `lines.dotted_pattern` (1, 1.65) and `lines.dashdot_pattern` (6.4, 1.6, 1, 1.6), scaled
    /// by the line width as its `lines.scale_dashes` does. Empty for a solid line.
    package func pattern(lineWidth: Double) -> [Double] {
        let units: [Double]
        switch self {
        case .solid: units = []
        case .dashed: units = [3.7, 1.6]
        case .dotted: units = [1, 1.65]
        case .dashDot: units = [6.4, 1.6, 1, 1.6]
        }
        return units.map { $0 * lineWidth }
    }
}
