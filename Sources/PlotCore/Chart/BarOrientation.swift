/// Which way a bar chart's bars run.
public enum BarOrientation: String, Sendable, CaseIterable {
    /// Up from the x axis, unless the category labels would not fit under the bars: then
    /// across from the left, the labels in full beside them; but when across the rows would
    /// be closer than a line, up, with the labels turned.
    case auto
    /// Up from the x axis: categories along the bottom.
    case vertical
    /// Across from the left: categories down the left side, values along the bottom.
    case horizontal
}

/// The way a layout drew the bars, and why: for the page, for tests, for a user asking.
package struct BarDirection: Sendable, Equatable {
    package enum Reason: Sendable, Equatable {
        /// Not a bar chart: histograms and the other kinds stand upright.
        case notBars
        /// `--bar-orientation` (or `DataChart.barOrientation`) said so.
        case requested
        /// Auto, and every category label fits under its bar (or the x axis has no categories).
        case labelsFit
        /// Auto, and this label, `width` wide, would not fit the `band` (the step between
        /// bars, less a gap) it would stand under: cut or thinned, so the bars turn.
        case labelTooWide(label: String, width: Double, band: Double)
        /// Auto, and this label would not fit under its bar, but across the rows would be
        /// closer than a line (only every k-th label written): the bars stand and their labels
        /// turn (-45° or -90°, `TurnedLabels`), which leaves out fewer.
        case labelsTurned(label: String, width: Double, band: Double)
    }

    package var horizontal: Bool
    package var reason: Reason

    package init(horizontal: Bool, reason: Reason) {
        self.horizontal = horizontal
        self.reason = reason
    }

    /// What a chart asks for before any label is measured: auto starts upright.
    static func requested(by chart: DataChart) -> BarDirection {
        guard chart.kind == .bar else { return BarDirection(horizontal: false, reason: .notBars) }
        switch chart.barOrientation {
        case .auto: return BarDirection(horizontal: false, reason: .labelsFit)
        case .vertical: return BarDirection(horizontal: false, reason: .requested)
        case .horizontal: return BarDirection(horizontal: true, reason: .requested)
        }
    }
}
