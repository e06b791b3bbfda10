import Foundation

/// Lays out a heat map or a 2-D histogram (`DataChart.grid`): a cell a band or bin of each
/// axis, coloured by its value along the chart's `ColorScale`, an empty cell left as the
/// background; the colour bar (`ColorBar`) at the right. Category axes are bands without
/// padding, x's labels turned as bars turn theirs (`TurnedLabels`), y's first category at the
/// top; bins' axes are linear over their edges. Cells are labelled with their values only
/// when every label fits its cell with room to spare, so a grid is labelled whole or not at
/// all, in dark or white text by the cell's luminance (`Color.contrastingText`). A panel of a
/// faceted grid (its legend `.none`) draws no colour bar: the grid draws one for all panels.
struct HeatmapLayout {
    var chart: DataChart
    var style: ChartStyle
    var pixelDensity: Double

    /// The colour scale of the chart's cells: over the domain it shares with other grids, or
    /// over its cells' own extent.
    static func colorScale(_ chart: DataChart) -> ColorScale {
        let extent = chart.grid?.colorDomain ?? chart.grid?.extent ?? Interval(0, 1)
        var scale = ColorScale(colormap: chart.colormap, lower: extent.lower, upper: extent.upper)
        scale.gradient = chart.gradient
        return scale
    }

    func layout(in frame: Rect, measurer: some TextMeasuring) -> DataChartLayout.Result {
        let grid =
            chart.grid ?? HeatGrid(x: .categories([]), y: .categories([]), values: [], counts: true)
        let font = style.font
        let labelHeight = measurer.measure("0123456789", font: font).height
        let tickLength = font.size * 0.3
        let gap = font.size * 0.8
        var items: [SceneItem] = []
        var area = frame
        // Axis titles: y's above the plot's left edge, x's under its labels, as other charts.
        // A facet's inner panels leave them to the grid's outer ones (`FacetPanelPosition`), the
        // line above the plot keeping its room so that a row's headings stand level.
        let position = chart.facetPosition
        if let title = chart.yTitle, !title.isEmpty, chart.showsAxisTitles {
            if position?.hasPanelLeft != true {
                items.append(
                    .text(
                        measurer.run(
                            title, at: Point(area.minX, area.minY), anchor: .topLeft, font: font,
                            color: style.mutedTextColor)))
            }
            area = area.inset(top: labelHeight + font.size * 0.4)
        }
        var xTitleAt: Point?
        if let title = chart.xTitle, !title.isEmpty, chart.showsAxisTitles, position?.hasPanelBelow != true {
            xTitleAt = Point(area.midX, area.maxY)
            area = area.inset(bottom: labelHeight + font.size * 0.3)
        }
        let scale = Self.colorScale(chart)
        let bar = ColorBar(
            scale: scale, title: grid.valueTitle(in: chart.words), wholeNumbers: grid.counts, style: style,
            words: chart.words)
        let drawsBar = chart.legend != .none
        let barWidth = drawsBar ? bar.width(height: area.height, measurer: measurer) : 0
        if drawsBar { area = area.inset(right: barWidth + gap) }

        // The left axis's labels decide the plot's left edge; the bottom's, turned or not, its bottom.
        func leftTicks(_ top: Double, _ bottom: Double) -> AxisTicks {
            ticks(grid.y, from: bottom, to: top, alongY: true, measurer: measurer)
        }
        let firstLeft = leftTicks(area.minY, area.maxY - labelHeight * 2)
        let leftWidth = firstLeft.labels.map { measurer.measure($0, font: font).width }.max() ?? 0
        let left = area.minX + leftWidth + tickLength * 1.5 + font.size * 0.2
        var bottomTicks = ticks(grid.x, from: left, to: area.maxX, alongY: false, measurer: measurer)
        var depth = labelHeight
        if case .categories(let labels) = grid.x, !labels.isEmpty {
            let widest = labels.map { measurer.measure($0, font: font).width }.max() ?? 0
            let turned = TurnedLabels.choose(
                widest: widest, step: (area.maxX - left) / Double(labels.count), gap: gap / 2, font: font)
            depth = turned.depth(width: widest, height: labelHeight)
            bottomTicks.labelAngle = turned.angle
            if turned.every > 1 { bottomTicks = Self.everyNth(bottomTicks, turned.every) }
        }
        let plot = Rect(
            x: left, y: area.minY + labelHeight / 2, width: area.maxX - left,
            height: area.height - labelHeight / 2 - depth - tickLength * 1.5 - font.size * 0.2)
        let xScale = chartScale(grid.x, from: plot.minX, to: plot.maxX)
        let yScale = chartScale(grid.y, from: plot.maxY, to: plot.minY)
        let yTicks = leftTicks(plot.minY, plot.maxY)
        if case .edges = grid.x {
            bottomTicks = ticks(grid.x, from: plot.minX, to: plot.maxX, alongY: false, measurer: measurer)
        }

        items += cells(grid, x: xScale, y: yScale, color: scale, measurer: measurer)
        // An empty panel of a matrix of facets (a pair of values without rows).
        if grid.filledCount == 0 {
            items.append(style.noData(chart.words, at: Point(plot.midX, plot.midY), measurer: measurer))
        }
        items += ChartAxes(style: style, plot: plot).frame(
            x: xScale, y: yScale, xTicks: bottomTicks, yTicks: yTicks, measurer: measurer)
        if let at = xTitleAt, let title = chart.xTitle {
            items.append(
                .text(measurer.run(title, at: at, anchor: .bottomCenter, font: font, color: style.mutedTextColor)))
        }
        var barColumn: Rect?
        if drawsBar {
            let column = Rect(x: plot.maxX + gap, y: plot.minY, width: barWidth, height: plot.height)
            items += bar.items(in: column, pixelDensity: pixelDensity, measurer: measurer)
            barColumn = column
        }
        return DataChartLayout.Result(
            items: items, plotArea: plot, xTicks: bottomTicks, yTicks: yTicks, legendFrame: barColumn,
            visibleCount: grid.filledCount, decimated: false, notes: [])
    }

    /// An axis's scale: bands without padding for categories (y's first at the top, as `from`
    /// is the bottom), linear over the edges for bins.
    private func chartScale(_ axis: HeatGrid.Axis, from start: Double, to end: Double) -> ChartScale {
        switch axis {
        case .categories(let labels):
            // A band scale runs from its range's start: y's first category goes at the top.
            return .band(BandScale(domain: labels, range: min(start, end), max(start, end)))
        case .edges(let edges):
            let domain = Interval(edges.first ?? 0, edges.last ?? 1)
            return .linear(LinearScale(domain: domain, range: start, end))
        }
    }

    /// An axis's ticks: a label a category (y's thinned to every k-th when the rows are closer
    /// than a line), or round values over the edges, fewer until their labels keep apart.
    private func ticks(
        _ axis: HeatGrid.Axis, from start: Double, to end: Double, alongY: Bool, measurer: some TextMeasuring
    ) -> AxisTicks {
        switch axis {
        case .categories(let labels):
            let ticks = AxisTicks(values: labels.indices.map(Double.init), labels: labels)
            guard alongY, !labels.isEmpty else { return ticks }
            let every = TurnedLabels.every(
                pitch: TurnedLabels.linePitch(style.font), step: abs(end - start) / Double(labels.count))
            return Self.everyNth(ticks, every)
        case .edges(let edges):
            let domain = Interval(edges.first ?? 0, edges.last ?? 1)
            let scale = LinearScale(domain: domain, range: start, end)
            let extent = { (label: String) in
                let size = measurer.measure(label, font: style.font)
                return alongY ? size.height : size.width
            }
            let count = max(2, Int(abs(end - start) / (style.font.size * (alongY ? 3 : 5))))
            var ticks = AxisTicks.fitting(
                domain: domain, scale: scale, preferredCount: count, gap: style.font.size * 0.8, extentOfLabel: extent)
            ticks.labels = ticks.labels.map(chart.words.number)
            return ticks
        }
    }

    /// Every k-th category's tick and label alone: hundreds of ticks under their bands would
    /// draw a grey bar.
    static func everyNth(_ ticks: AxisTicks, _ every: Int) -> AxisTicks {
        var kept = ticks
        let indices = ticks.values.indices.filter { $0 % max(1, every) == 0 }
        kept.values = indices.map { ticks.values[$0] }
        kept.labels = indices.map { ticks.labels[$0] }
        return kept
    }

    /// The cells, their edges on whole device pixels so neighbours meet without a seam, and
    /// their labels when every one fits.
    private func cells(
        _ grid: HeatGrid, x: ChartScale, y: ChartScale, color: ColorScale, measurer: some TextMeasuring
    ) -> [SceneItem] {
        func snap(_ value: Double) -> Double { (value * pixelDensity).rounded() / pixelDensity }
        func span(_ axis: HeatGrid.Axis, _ scale: ChartScale, _ index: Int) -> (Double, Double) {
            switch (axis, scale) {
            case (.categories, .band(let band)):
                let start = band.position(ofIndex: index)
                return (snap(start), snap(start + band.bandwidth))
            case (.edges(let edges), _):
                let (a, b) = (scale(edges[index]), scale(edges[index + 1]))
                return (snap(min(a, b)), snap(max(a, b)))
            default: return (0, 0)
            }
        }
        var fills: [SceneItem] = []
        var cells: [(value: Double, rect: Rect, color: Color)] = []
        for i in 0..<min(grid.x.count, grid.values.count) {
            let (left, right) = span(grid.x, x, i)
            for j in 0..<min(grid.y.count, grid.values[i].count) {
                let value = grid.values[i][j]
                guard !value.isNaN else { continue }
                let (top, bottom) = span(grid.y, y, j)
                let rect = Rect(x: left, y: top, width: right - left, height: bottom - top)
                let fill = color.color(value)
                fills.append(.path(.rectangle(rect), PathStyle(fill: fill)))
                cells.append((value, rect, fill.contrastingText))
            }
        }
        // Grouped alike, as an axis's labels: 5,810 beside 10,681, not 5810.
        let texts = Self.labelFormat(grid).strings(for: cells.map(\.value)).map(chart.words.number)
        let labels = zip(texts, cells).map { (text: $0, rect: $1.rect, color: $1.color) }
        let font = style.noteFont
        let fits = labels.allSatisfy { label in
            let size = measurer.measure(label.text, font: font)
            return size.width + font.size * 0.6 <= label.rect.width && size.height * 1.2 <= label.rect.height
        }
        guard fits else { return fills }
        return fills
            + labels.map { label in
                .text(
                    measurer.run(
                        label.text, at: Point(label.rect.midX, label.rect.midY), anchor: .center, font: font,
                        color: label.color))
            }
    }

    /// Cells' labels: whole numbers for counts and whole values, else three significant digits
    /// of the largest magnitude (12.3 beside 4.5), the same decimals in every cell.
    static func labelFormat(_ grid: HeatGrid) -> TickLabelFormat {
        if let decimals = grid.labelDecimals { return TickLabelFormat(decimals: decimals) }
        return labelFormat(Array(grid.values.joined()), counts: grid.counts)
    }

    /// The cells' label format for these values (of one grid, or of a faceted chart's panels).
    static func labelFormat(_ values: [Double], counts: Bool) -> TickLabelFormat {
        let finite = values.filter(\.isFinite)
        if counts || finite.allSatisfy({ $0 == $0.rounded() }) { return TickLabelFormat(decimals: 0) }
        let largest = finite.map(abs).max() ?? 0
        let digits = largest > 0 ? Int(log10(largest).rounded(.down)) + 1 : 1
        return TickLabelFormat(decimals: min(3, max(0, 3 - digits)))
    }
}
