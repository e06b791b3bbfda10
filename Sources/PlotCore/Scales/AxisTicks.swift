/// The ticks of one axis with their labels, chosen so that no two labels overlap: when they
/// would, fewer ticks are asked for until they fit.
package struct AxisTicks: Sendable, Equatable {
    package var values: [Double]
    package var labels: [String]
    /// Degrees the labels are turned (`TurnedLabels`): 0, or -45 and -90 for category labels
    /// too wide to stand side by side under their bands.
    package var labelAngle: Double = 0
    /// Grid lines across the plot at the values (`AxisMarkRequest` may leave them out).
    package var showsGrid = true
    /// Tick marks on the axis at the values.
    package var showsTickMarks = true

    /// The same ticks without their labels when `hidden` (a facet's inner panel: its outer
    /// panel labels the shared axis).
    func unlabelled(_ hidden: Bool) -> AxisTicks {
        guard hidden else { return self }
        var ticks = self
        ticks.labels = labels.map { _ in "" }
        return ticks
    }

    /// - Parameters:
    ///   - domain: the data values the axis spans.
    ///   - scale: maps those values to page units along the axis.
    ///   - preferredCount: the tick count to start from (d3's count argument).
    ///   - extentOfLabel: the label's size along the axis (width for x, height for y).
    ///   - gap: the least space between two labels.
    package static func fitting(
        domain: Interval, scale: LinearScale, preferredCount: Int, gap: Double,
        extentOfLabel: (String) -> Double
    ) -> AxisTicks {
        var count = max(1, preferredCount)
        while true {
            let values = Ticks.values(from: domain.lower, to: domain.upper, count: count)
            let format = TickLabelFormat(from: domain.lower, to: domain.upper, count: count)
            let labels = format.strings(for: values)
            if count == 1 || fits(values: values, labels: labels, scale: scale, gap: gap, extentOfLabel) {
                return AxisTicks(values: values, labels: labels)
            }
            count = count > 10 ? count * 2 / 3 : count - 1
        }
    }

    private static func fits(
        values: [Double], labels: [String], scale: LinearScale, gap: Double,
        _ extentOfLabel: (String) -> Double
    ) -> Bool {
        let extents = labels.map(extentOfLabel)
        for index in values.indices.dropFirst() {
            let distance = abs(scale(values[index]) - scale(values[index - 1]))
            if distance < (extents[index] + extents[index - 1]) / 2 + gap { return false }
        }
        return true
    }
}

extension AxisTicks {
    /// Ticks and labels from any scale, asking for fewer ticks until the labels that are not
    /// blank (a log axis blanks some) keep `gap` apart. A band scale's labels come back whole
    /// even if they crowd: the caller rotates or wraps them.
    package static func fitting<Scale: AxisScale>(
        scale: Scale, preferredCount: Int, gap: Double, extentOfLabel: (String) -> Double
    ) -> AxisTicks {
        var count = max(1, preferredCount)
        while true {
            let values = scale.ticks(count: count)
            let labels = scale.tickLabels(values, count: count)
            if count == 1 || scale is BandScale || labelsFit(values, labels, scale, gap, extentOfLabel) {
                let ticks = AxisTicks(values: values, labels: labels)
                return values.count >= 2 || scale is BandScale
                    ? ticks : atLeastTwo(scale, from: count, gap: gap, extentOfLabel) ?? ticks
            }
            count = count > 10 ? count * 2 / 3 : count - 1
        }
    }

    /// A short axis (a facet's panel) whose count gave one tick or none, as d3's ticks give
    /// [0] for -4.6...4.6 asked for 2: the first larger count, up to 10, whose two or more
    /// labels fit, so that the axis says its scale.
    private static func atLeastTwo<Scale: AxisScale>(
        _ scale: Scale, from count: Int, gap: Double, _ extentOfLabel: (String) -> Double
    ) -> AxisTicks? {
        for larger in (count + 1)..<max(count + 1, 11) {
            let values = scale.ticks(count: larger)
            let labels = scale.tickLabels(values, count: larger)
            guard values.count >= 2 else { continue }
            return labelsFit(values, labels, scale, gap, extentOfLabel)
                ? AxisTicks(values: values, labels: labels) : nil
        }
        return nil
    }

    private static func labelsFit<Scale: AxisScale>(
        _ values: [Double], _ labels: [String], _ scale: Scale, _ gap: Double, _ extentOfLabel: (String) -> Double
    ) -> Bool {
        var previous: (position: Double, extent: Double)?
        for (value, label) in zip(values, labels) where !label.isEmpty {
            let position = scale.position(value)
            let extent = extentOfLabel(label)
            if let previous, abs(position - previous.position) < (extent + previous.extent) / 2 + gap { return false }
            previous = (position, extent)
        }
        return true
    }
}

extension AxisTicks {
    /// Only the ticks at whole numbers, labelled without decimals: an axis of counts ticked
    /// 0, 0.2, 0.4 ... 1 keeps 0 and 1.
    package mutating func keepWholeNumbers() {
        guard values.contains(where: { $0 != $0.rounded() }) else { return }
        values = values.filter { $0 == $0.rounded() }
        labels = TickLabelFormat(decimals: 0).strings(for: values)
    }
}
