/// The legends of a scatter whose markers are coloured or sized by value (`MarkEncodings`), in
/// a column at the plot's right: the colour bar (`ColorBar`) along the plot's height, or its
/// upper part when a size legend (`SizeLegend`) stands under it; beside a plot too short for
/// both in a column, the size legend stands at the bar's right.
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

    /// The least height a colour bar is drawn at above a size legend: five lines of text, room
    /// for its gradient and two labels. A shorter plot has the size legend beside the bar.
    private var shortestBar: Double { style.font.size * 5 }

    /// Whether the size legend stands beside the colour bar next to a plot `height` tall: when
    /// under it the bar would be shorter than `shortestBar`.
    private func isBeside(height: Double, measurer: some TextMeasuring) -> Bool {
        guard colorBar != nil, let sizes else { return false }
        return height - sizes.size(measurer: measurer).height - gap < shortestBar
    }

    /// The size legend with as many of its values as `room` holds (one at least).
    private func sizes(fitting room: Double, measurer: some TextMeasuring) -> SizeLegend? {
        guard var sizes else { return nil }
        while sizes.shown > 1, sizes.size(measurer: measurer).height > room { sizes.shown -= 1 }
        return sizes
    }

    /// The size legend's room beside a plot `height` tall.
    private func sizesRoom(height: Double, beside: Bool) -> Double {
        colorBar == nil || beside ? height : height - shortestBar - gap
    }

    /// The column's width beside a plot `height` tall.
    func width(height: Double, measurer: some TextMeasuring) -> Double {
        let beside = isBeside(height: height, measurer: measurer)
        let sizesSize = sizes(fitting: sizesRoom(height: height, beside: beside), measurer: measurer)?.size(
            measurer: measurer)
        let sizesWidth = sizesSize?.width ?? 0
        let below = beside ? 0 : sizesSize.map { $0.height + gap } ?? 0
        let bar = colorBar?.width(height: max(height - below, 1), measurer: measurer) ?? 0
        return beside ? bar + gap + sizesWidth : max(bar, sizesWidth)
    }

    /// The legends in `column`, the plot's height: the size legend at its top when alone, else
    /// under the colour bar, or at the column's right beside the bar as `width(height:)`
    /// decided for a plot `decidedAt` tall (the column's width was worked out before the
    /// plot's height was known).
    func items(in column: Rect, decidedAt: Double, pixelDensity: Double, measurer: some TextMeasuring)
        -> [SceneItem]
    {
        var items: [SceneItem] = []
        let beside = isBeside(height: decidedAt, measurer: measurer)
        let sizes = sizes(fitting: sizesRoom(height: column.height, beside: beside), measurer: measurer)
        let sizesSize = sizes?.size(measurer: measurer)
        let below = beside ? 0 : sizesSize.map { $0.height + gap } ?? 0
        // Beside the bar, the size legend keeps to the column's right edge, whatever the bar's
        // labels at this height: nothing reaches past the column.
        let sizesWidth = sizesSize?.width ?? 0
        if let colorBar {
            let height = max(column.height - below, 1)
            let width = beside ? max(column.width - gap - sizesWidth, 1) : column.width
            let bar = Rect(x: column.minX, y: column.minY, width: width, height: height)
            items += colorBar.items(in: bar, pixelDensity: pixelDensity, measurer: measurer)
        }
        if let sizes {
            let origin =
                beside
                ? Point(column.maxX - sizesWidth, column.minY)
                : Point(column.minX, colorBar == nil ? column.minY : column.maxY - below + gap)
            items += sizes.items(at: origin, shape: shape, color: sizeColor, measurer: measurer)
        }
        return items
    }
}
