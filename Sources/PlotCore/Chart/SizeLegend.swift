/// The legend of markers sized by value (`--size-by`), as seaborn and Vega-Lite draw one: its
/// title, then a few round values from the greatest down, each a marker of its size beside its
/// value, the markers' centres in one column.
struct SizeLegend {
    /// The greatest value, which takes the largest marker.
    var greatest: Double
    /// That marker's radius.
    var largest: Double
    var title: String
    var style: ChartStyle
    var words: ChartWords
    /// How many of the values are shown, the largest first: fewer when the plot is too short
    /// for them all (`EncodingLegend`).
    var shown = 3 {
        didSet { shown = max(shown, 1) }
    }

    /// Up to three round values from zero to the greatest, largest first (d3's ticks; the
    /// greatest itself when no round value above zero falls below it), `shown` of them.
    var values: [Double] {
        Array(allValues.prefix(shown))
    }

    private var allValues: [Double] {
        let round = Ticks.values(from: 0, to: greatest, count: 3).filter { $0 > 0 && $0 <= greatest }
        return (round.isEmpty ? [greatest] : round).reversed()
    }

    private var labels: [String] {
        let values = self.allValues
        let scale = LinearScale(domain: Interval(0, greatest), range: 0, 1)
        return Array(scale.tickLabels(values.reversed(), count: 3).reversed().map(words.number).prefix(shown))
    }

    private var gap: Double { style.font.size * 0.4 }

    private func radius(_ value: Double) -> Double {
        MarkEncodings.radius(
            value, greatest: greatest, largest: largest,
            smallest: largest / MarkEncodings.largestRadius * MarkEncodings.smallestRadius)
    }

    /// The legend's width and height.
    func size(measurer: some TextMeasuring) -> Size {
        let labelWidth = labels.map { measurer.measure($0, font: style.font).width }.max() ?? 0
        let titleSize = measurer.measure(title, font: style.font)
        let rows = values.map { max(2 * radius($0), titleSize.height) + gap }.reduce(0, +)
        return Size(max(titleSize.width, 2 * largest + gap + labelWidth), titleSize.height + gap + rows)
    }

    /// The legend with its top-left corner at `origin`, markers in `color` of `shape`.
    func items(at origin: Point, shape: MarkerShape, color: Color, measurer: some TextMeasuring) -> [SceneItem] {
        let titleSize = measurer.measure(title, font: style.font)
        var items: [SceneItem] = [
            .text(measurer.run(title, at: origin, anchor: .topLeft, font: style.font, color: style.mutedTextColor))
        ]
        var top = origin.y + titleSize.height + gap
        let markerStyle = PathStyle(stroke: style.background, lineWidth: style.markerOutline, fill: color)
        for (value, label) in zip(values, labels) {
            let row = max(2 * radius(value), titleSize.height)
            let center = Point(origin.x + largest, top + row / 2)
            items.append(.path(shape.path(center: center, radius: radius(value)), markerStyle))
            items.append(
                .text(
                    measurer.run(
                        label, at: Point(origin.x + 2 * largest + gap, center.y), anchor: .centerLeft,
                        font: style.font, color: style.textColor)))
            top += row + gap
        }
        return items
    }
}
