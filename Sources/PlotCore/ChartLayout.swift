/// Lays out one chart - grid, axes, tick labels, the line and its markers - in a frame.
public struct ChartLayout {
    public var series: PointSeries
    public var options: ChartOptions
    public var style: ChartStyle
    /// Device pixels per layout unit (the page's scale): M4 keeps four points per device
    /// pixel column.
    public var pixelDensity: Double

    /// - Parameters:
    ///   - series: the points, in any order: the layout sorts only what it draws, and a series
    ///     already sorted (`sortedByX()`) is not sorted again.
    ///   - options: what to draw: title, curve, viewport, markers.
    ///   - style: how it looks: sizes, colours, fonts.
    ///   - pixelDensity: device pixels per layout unit (the page's scale).
    public init(series: PointSeries, options: ChartOptions, style: ChartStyle, pixelDensity: Double = 1) {
        self.series = series
        self.options = options
        self.style = style
        self.pixelDensity = pixelDensity
    }

    /// What the layout decided, for callers and tests that check placement.
    public struct Result {
        public var items: [SceneItem]
        public var plotArea: Rect
        public var viewport: Viewport
        public var xTicks: AxisTicks
        public var yTicks: AxisTicks
        /// Points inside the viewport.
        public var visibleCount: Int
        /// Whether the line was drawn per pixel column (M4) rather than through every point.
        public var decimated: Bool
    }

    public func layout(in frame: Rect, measurer: some TextMeasuring) -> Result {
        let font = style.font
        let labelHeight = measurer.measure("0123456789", font: font).height
        let tickLength = font.size * 0.3
        let gap = font.size * 0.8

        // First guess of the plot area, refined once the y labels are measured.
        var plot = frame.inset(top: labelHeight / 2, left: font.size * 4, bottom: labelHeight + gap, right: font.size)
        let viewport = Viewport.resolve(
            xExtent: series.xExtent, yExtent: series.yExtent, request: options.viewport)

        var yTicks = fittingYTicks(viewport.y, plot: plot, measurer: measurer)
        let yLabelWidth = yTicks.labels.map { measurer.measure($0, font: font).width }.max() ?? 0
        plot = frame.inset(
            top: labelHeight / 2, left: yLabelWidth + tickLength + font.size * 0.4,
            bottom: labelHeight + tickLength + font.size * 0.4, right: font.size)
        yTicks = fittingYTicks(viewport.y, plot: plot, measurer: measurer)
        let xScale = LinearScale(domain: viewport.x, range: plot.minX, plot.maxX)
        let yScale = LinearScale(domain: viewport.y, range: plot.maxY, plot.minY)
        let xTicks = AxisTicks.fitting(
            domain: viewport.x, scale: xScale,
            preferredCount: preferredCount(length: plot.width, spacing: font.size * 6), gap: gap
        ) { measurer.measure($0, font: font).width }
        // Keep the rightmost x label inside the frame.
        if let last = xTicks.labels.last, let value = xTicks.values.last {
            let overhang = xScale(value) + measurer.measure(last, font: font).width / 2 - frame.maxX
            if overhang > 0 { plot = plot.inset(right: overhang) }
        }
        let finalX = LinearScale(domain: viewport.x, range: plot.minX, plot.maxX)

        var items: [SceneItem] = []
        let axes = ChartAxes(style: style, plot: plot)
        items += axes.grid(x: .linear(finalX), y: .linear(yScale), xTicks: xTicks, yTicks: yTicks)
        items += axes.frame(
            x: .linear(finalX), y: .linear(yScale), xTicks: xTicks, yTicks: yTicks, measurer: measurer)
        let (data, visibleCount, decimated) = dataItems(plot: plot, viewport: viewport, xScale: finalX, yScale: yScale)
        items.append(.clipped(plot, data))
        if series.isEmpty {
            items.append(
                .text(
                    measurer.run(
                        "No points to draw", at: Point(plot.midX, plot.midY), anchor: .center, font: style.titleFont,
                        color: style.mutedTextColor)))
        }
        return Result(
            items: items, plotArea: plot, viewport: viewport, xTicks: xTicks, yTicks: yTicks,
            visibleCount: visibleCount, decimated: decimated)
    }

    private func preferredCount(length: Double, spacing: Double) -> Int {
        max(2, min(12, Int(length / spacing)))
    }

    private func fittingYTicks(_ domain: Interval, plot: Rect, measurer: some TextMeasuring) -> AxisTicks {
        let scale = LinearScale(domain: domain, range: plot.maxY, plot.minY)
        return AxisTicks.fitting(
            domain: domain, scale: scale,
            preferredCount: preferredCount(length: plot.height, spacing: style.font.size * 3),
            gap: style.font.size * 0.8
        ) { measurer.measure($0, font: style.font).height }
    }

    private func dataItems(
        plot: Rect, viewport: Viewport, xScale: LinearScale, yScale: LinearScale
    ) -> (items: [SceneItem], visibleCount: Int, decimated: Bool) {
        let density = pixelDensity
        let m4 = M4Decimation(visible: viewport.x, left: plot.minX * density, width: plot.width * density)
        let limit = ChartOptions.pointsPerColumn * m4.columns
        if series.count <= limit {
            let (items, count) = lineItems(
                series.sortedByX(), viewport: viewport, xScale: xScale, yScale: yScale, plot: plot)
            return (items, count, false)
        }
        // One pass decimates and counts what is in range and in view.
        let columns = m4.columns(xs: series.xs, ys: series.ys, viewY: viewport.y)
        guard columns.countInXRange > limit else {
            let (items, count) = lineItems(
                series.nearby(viewport.x).sortedByX(), viewport: viewport, xScale: xScale, yScale: yScale, plot: plot)
            return (items, count, false)
        }
        let inView = columns.countInView
        let (xs, ys) = columns.line()
        let line = clippedPath(.linear, xs: xs.map { xScale($0) }, ys: ys.map { yScale($0) }, plot: plot)
        return ([.path(line, PathStyle(stroke: style.lineColor, lineWidth: style.lineWidth))], inView, true)
    }

    /// The curve through page points, kept within the plot inflated by its own size on each
    /// side: beyond that nothing shows, and far-off points would overflow Cairo's coordinates.
    private func clippedPath(_ curve: Curve, xs: [Double], ys: [Double], plot: Rect) -> Path {
        let margin = max(plot.width, plot.height)
        var sink = ClippingPathSink(
            sink: Path(),
            box: Rect(
                x: plot.minX - margin, y: plot.minY - margin, width: plot.width + 2 * margin,
                height: plot.height + 2 * margin))
        curve.draw(xs: xs, ys: ys, into: &sink)
        return sink.sink
    }

    /// The line through sorted points, and their markers.
    private func lineItems(
        _ sorted: PointSeries, viewport: Viewport, xScale: LinearScale, yScale: LinearScale, plot: Rect
    ) -> (items: [SceneItem], visibleCount: Int) {
        let range = Viewport.drawnRange(sortedXs: sorted.xs, visible: viewport.x)
        var pageXs: [Double] = []
        var pageYs: [Double] = []
        pageXs.reserveCapacity(range.count)
        pageYs.reserveCapacity(range.count)
        var visible: [Point] = []
        for index in range {
            let x = sorted.xs[index]
            let y = sorted.ys[index]
            let point = Point(xScale(x), yScale(y))
            pageXs.append(point.x)
            pageYs.append(point.y)
            if viewport.contains(x: x, y: y) { visible.append(point) }
        }
        var items: [SceneItem] = []
        let line = clippedPath(options.curve, xs: pageXs, ys: pageYs, plot: plot)
        if !line.isEmpty {
            items.append(.path(line, PathStyle(stroke: style.lineColor, lineWidth: style.lineWidth)))
        }
        let showMarkers: Bool
        switch options.markers {
        case .always: showMarkers = true
        case .never: showMarkers = false
        case .auto: showMarkers = visible.count <= ChartOptions.autoMarkerLimit
        }
        if showMarkers {
            let markerStyle = PathStyle(stroke: .white, lineWidth: style.markerOutline, fill: style.lineColor)
            for point in visible {
                items.append(.path(.circle(center: point, radius: style.markerRadius), markerStyle))
            }
        }
        return (items, visible.count)
    }
}
