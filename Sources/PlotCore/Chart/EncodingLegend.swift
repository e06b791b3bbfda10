/// The legends of a scatter whose markers are coloured or sized by value (`MarkEncodings`), in
/// a column at the plot's right: the colour bar (`ColorBar`) along the plot's height, or its
/// upper part when a size legend (`SizeLegend`) stands under it.
struct EncodingLegend {
    var colorBar: ColorBar?
    var sizes: SizeLegend?
    var style: ChartStyle
    /// The markers' shape and colour in the size legend: the first series' shape, grey (not a
    /// series' colour, nor a value's).
    var shape: MarkerShape
    var sizeColor: Color

    /// Nil for a chart whose markers are neither coloured nor sized by value.
    init?(chart: DataChart, style: ChartStyle) {
        guard chart.kind == .scatter, !chart.encodings.isEmpty else { return nil }
        let colors = chart.encodedColorScale
        colorBar = colors.map {
            ColorBar(
                scale: $0, title: chart.encodings.colorTitle, wholeNumbers: false, style: style, words: chart.words)
        }
        let plain = chart.largestPlainMarkerRadius(style)
        sizes = chart.greatestSizeValue.map {
            SizeLegend(
                greatest: $0, largest: plain * MarkEncodings.largestRadius, title: chart.encodings.sizeTitle ?? "",
                style: style, words: chart.words)
        }
        guard colorBar != nil || sizes != nil else { return nil }
        self.style = style
        shape = chart.series.isEmpty ? .circle : SeriesMarks.markerShape(0, in: chart)
        sizeColor = style.mutedTextColor
    }

    private var gap: Double { style.font.size }

    /// The size legend's room at the column's foot.
    private func sizeHeight(measurer: some TextMeasuring) -> Double {
        sizes.map { $0.size(measurer: measurer).height + gap } ?? 0
    }

    /// The column's width beside a plot `height` tall.
    func width(height: Double, measurer: some TextMeasuring) -> Double {
        let bar = colorBar?.width(height: max(height - sizeHeight(measurer: measurer), 1), measurer: measurer) ?? 0
        return max(bar, sizes?.size(measurer: measurer).width ?? 0)
    }

    /// The legends in `column`, the plot's height: the size legend at its top when alone, else
    /// under the colour bar.
    func items(in column: Rect, pixelDensity: Double, measurer: some TextMeasuring) -> [SceneItem] {
        var items: [SceneItem] = []
        let below = sizeHeight(measurer: measurer)
        if let colorBar {
            let bar = Rect(x: column.minX, y: column.minY, width: column.width, height: max(column.height - below, 1))
            items += colorBar.items(in: bar, pixelDensity: pixelDensity, measurer: measurer)
        }
        if let sizes {
            let top = colorBar == nil ? column.minY : column.maxY - below + gap
            items += sizes.items(
                at: Point(column.minX, top), shape: shape, color: sizeColor, measurer: measurer)
        }
        return items
    }
}
