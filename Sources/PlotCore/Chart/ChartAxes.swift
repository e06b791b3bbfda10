/// The grid and the axes of a plot, for any pair of scales (the points chart's two linear ones,
/// a data chart's of any kind): grid lines at the ticks (zero a shade darker), the plot's frame,
/// tick marks and their labels. A band axis (along the bottom, or down the left when bars run
/// across) has no grid lines across its bands.
struct ChartAxes {
    let style: ChartStyle
    let plot: Rect

    func grid(x: ChartScale, y: ChartScale, xTicks: AxisTicks, yTicks: AxisTicks) -> [SceneItem] {
        var items: [SceneItem] = []
        let gridStyle = PathStyle(stroke: style.gridColor, lineWidth: style.gridWidth)
        let zeroStyle = PathStyle(stroke: style.zeroLineColor, lineWidth: style.gridWidth)
        if case .band = x {
        } else if xTicks.showsGrid {
            for value in xTicks.values {
                let position = x(value)
                items.append(
                    .path(
                        .segment(Point(position, plot.minY), Point(position, plot.maxY)),
                        value == 0 && x.hasZeroLine ? zeroStyle : gridStyle))
            }
        }
        if case .band = y {
        } else if yTicks.showsGrid {
            for value in yTicks.values {
                let position = y(value)
                items.append(
                    .path(
                        .segment(Point(plot.minX, position), Point(plot.maxX, position)),
                        value == 0 && y.hasZeroLine ? zeroStyle : gridStyle))
            }
        }
        return items
    }

    func frame(
        x: ChartScale, y: ChartScale, xTicks: AxisTicks, yTicks: AxisTicks, measurer: some TextMeasuring
    ) -> [SceneItem] {
        let tickLength = style.font.size * 0.3
        let axisStyle = PathStyle(stroke: style.axisColor, lineWidth: style.axisWidth)
        var items: [SceneItem] = [.path(.rectangle(plot), axisStyle)]
        for (value, label) in zip(xTicks.values, xTicks.labels) {
            let position = x(value)
            if xTicks.showsTickMarks {
                items.append(
                    .path(.segment(Point(position, plot.maxY), Point(position, plot.maxY + tickLength)), axisStyle))
            }
            guard !label.isEmpty else { continue }
            let top = plot.maxY + tickLength * 1.5
            if xTicks.labelAngle != 0 {
                let turned = TurnedLabels(angle: xTicks.labelAngle, every: 1)
                let size = measurer.measure(label, font: style.font)
                items.append(
                    .text(
                        turned.run(label, x: position, top: top, size: size, font: style.font, color: style.textColor)))
                continue
            }
            items.append(
                .text(
                    measurer.run(
                        label, at: Point(position, top), anchor: .topCenter, font: style.font,
                        color: style.textColor)))
        }
        for (value, label) in zip(yTicks.values, yTicks.labels) {
            let position = y(value)
            if yTicks.showsTickMarks {
                items.append(
                    .path(.segment(Point(plot.minX - tickLength, position), Point(plot.minX, position)), axisStyle))
            }
            guard !label.isEmpty else { continue }
            items.append(
                .text(
                    measurer.run(
                        label, at: Point(plot.minX - tickLength * 1.5, position), anchor: .centerRight,
                        font: style.font,
                        color: style.textColor)))
        }
        return items
    }

    /// A second y axis at the plot's right edge (`RightAxis`): tick marks out to the right and
    /// their labels after them. Its grid lines are the left axis's.
    func rightSide(y: ChartScale, ticks: AxisTicks, measurer: some TextMeasuring) -> [SceneItem] {
        let tickLength = style.font.size * 0.3
        let axisStyle = PathStyle(stroke: style.axisColor, lineWidth: style.axisWidth)
        var items: [SceneItem] = []
        for (value, label) in zip(ticks.values, ticks.labels) {
            let position = y(value)
            if ticks.showsTickMarks {
                items.append(
                    .path(.segment(Point(plot.maxX, position), Point(plot.maxX + tickLength, position)), axisStyle))
            }
            guard !label.isEmpty else { continue }
            items.append(
                .text(
                    measurer.run(
                        label, at: Point(plot.maxX + tickLength * 1.5, position), anchor: .centerLeft,
                        font: style.font, color: style.textColor)))
        }
        return items
    }
}
