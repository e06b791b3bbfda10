/// The marks of a data chart in page coordinates, to be clipped to the plot: lines (decimated
/// per pixel column when dense), filled areas, markers and bars, each series in its colour.
struct SeriesMarks {
    let chart: DataChart
    let style: ChartStyle
    let pixelDensity: Double
    let plot: Rect
    let x: ChartScale
    let y: ChartScale
    /// Bars run across: x's scale is down the page, y's along it.
    var horizontal = false
    /// Whether the legend is to find a quiet corner of the plot (`LegendPlacement.auto`), which
    /// the samples of where the data lies are for: a legend beside the plot, or none, needs
    /// none, and ten dense lines' samples are millions of points.
    var placesLegendInside = true

    struct Drawn {
        var items: [SceneItem] = []
        var visibleCount = 0
        var decimated = false
        /// A sample of where the data lies on the page, for placing the legend.
        var pagePoints: [Point] = []
        /// A sample of where a scatter's markers lie, likewise: a legend may cover a few of a
        /// dense cloud's, never a line.
        var cloudPoints: [Point] = []
        /// Where bars and areas' fills lie, likewise: a legend covers none of them.
        var filledRects: [Rect] = []
        /// What digested series must still answer before they can be drawn.
        var wanted: [SeriesRequest] = []
        /// The series whose every point in view carries a marker on the line.
        var markedSeries: Set<Int> = []
        /// The series drawn as markers alone: no two neighbouring points to join.
        var markerOnlySeries: Set<Int> = []

        /// With what another scale drew (the right axis's series) drawn over these.
        mutating func merge(_ other: Drawn) {
            items += other.items
            visibleCount += other.visibleCount
            decimated = decimated || other.decimated
            pagePoints += other.pagePoints
            cloudPoints += other.cloudPoints
            filledRects += other.filledRects
            wanted += other.wanted
            markedSeries.formUnion(other.markedSeries)
            markerOnlySeries.formUnion(other.markerOnlySeries)
        }
    }

    /// A line series' points in the plot, whose markers are decided for the whole chart at once.
    private struct Markable {
        var series: Int
        var color: Color
        var xs: [Double]
        var ys: [Double]
        /// The points with no neighbour to join (a series of one point, a point between gaps),
        /// which only a marker shows.
        var isolated: [Int]
        var joined: Bool
    }

    /// The palette's colour for a series; a chart of one series keeps the theme's line colour.
    static func color(_ index: Int, of count: Int, _ style: ChartStyle) -> Color {
        count == 1 ? style.lineColor : style.palette[index % style.palette.count]
    }

    /// How opaque an area's fill is: stacked areas nearly so, overlapping ones let each other show.
    static func areaAlpha(stacked: Bool) -> Double { stacked ? 0.8 : 0.3 }

    /// A series' dash: solid through the palette's colours, then the next `LineDash`.
    static func dash(_ index: Int, _ style: ChartStyle) -> [Double] {
        LineDash.forSeries(index, colors: style.palette.count).pattern(lineWidth: style.lineWidth)
    }

    /// The marker shape of a series: the n-th shape among several series, a circle for one.
    static func markerShape(_ index: Int, of count: Int, kind: ChartKind) -> MarkerShape {
        count > 1 || kind == .scatter ? MarkerShape.forSeries(index) : .circle
    }

    /// A series' colour, dash, line width and marker shape: its own (`SeriesStyle`), else the chart's.
    static func color(_ index: Int, in chart: DataChart, _ style: ChartStyle) -> Color {
        chart.series[index].style.color(or: color(index, of: chart.series.count, style))
    }

    /// The series' colour without its own opacity: of what is drawn over a faint series.
    static func fullColor(_ index: Int, in chart: DataChart, _ style: ChartStyle) -> Color {
        chart.series[index].style.color ?? color(index, of: chart.series.count, style)
    }

    static func dash(_ index: Int, in chart: DataChart, _ style: ChartStyle) -> [Double] {
        chart.series[index].style.dash ?? dash(index, style)
    }

    static func lineWidth(_ index: Int, in chart: DataChart, _ style: ChartStyle) -> Double {
        chart.series[index].style.lineWidth ?? style.lineWidth
    }

    static func markerShape(_ index: Int, in chart: DataChart) -> MarkerShape {
        chart.series[index].style.marker ?? markerShape(index, of: chart.series.count, kind: chart.kind)
    }

    /// Keeps a line's coordinates within the plot inflated by its size (Cairo's fixed point).
    var box: Rect {
        let margin = max(plot.width, plot.height)
        return Rect(
            x: plot.minX - margin, y: plot.minY - margin, width: plot.width + 2 * margin,
            height: plot.height + 2 * margin)
    }

    func items(_ marks: ChartMarks) -> Drawn {
        var drawn = Drawn()
        let visibleX = x.visible
        let visibleY = y.visible
        var markable: [Markable] = []
        // A line drawn per pixel column has far more points in view than `auto` marks.
        var decimatedLine = false
        // Bands first (a scatter's whiskers under its markers), areas, lines over them,
        // markers and bars last, and bars' whiskers over them.
        drawIntervalsUnder(&drawn)
        let m4 = M4Decimation(visible: visibleX, left: plot.minX * pixelDensity, width: plot.width * pixelDensity)
        let indexed = indexedColumns(marks.lines, m4)
        for (number, line) in marks.lines.enumerated() {
            let color = Self.color(line.series, in: chart, style)
            if chart.kind == .scatter, !chart.encodings.isEmpty, line.digest == nil {
                drawEncodedMarkers(&drawn, series: line.series, color: color)
                continue
            }
            // A long series zoomed in draws only the points in view and their neighbours.
            let onlyNearby = line.baseline == nil && line.count > 4 * M4Decimation.pointsPerColumn * Int(plot.width)
            let sorted: PointSeries
            if let digest = line.digest {
                // The same choices as for points in memory, made on what the source answered.
                if line.baseline == nil, chart.kind != .scatter, isDense(m4, count: digest.count, inRange: nil) {
                    guard let answer = digest.columns(for: m4) else {
                        drawn.wanted.append(SeriesRequest(series: line.series, request: .columns(m4)))
                        continue
                    }
                    if isDense(m4, count: digest.count, inRange: answer.countInXRange) {
                        drawDecimated(&drawn, answer.columns.line(), color: color, series: line.series)
                        decimatedLine = true
                        continue
                    }
                }
                let range = onlyNearby ? visibleX : nil
                guard let points = digest.points(near: range) else {
                    drawn.wanted.append(SeriesRequest(series: line.series, request: .points(near: range)))
                    continue
                }
                sorted = points.sortedByX()
            } else if isDecimatedWhole(line, m4) {
                // An indexed series answers from its pyramid what the pass below would (`M4Pyramid`),
                // all of them at once (`indexedColumns`).
                let pyramid = chart.series[line.series].pyramid.flatMap { $0.indexes(line.points) ? $0 : nil }
                // One pass decimates and counts; wasted only on a long line zoomed far in.
                let columns =
                    indexed[number]
                    ?? m4.columns(xs: line.points.xs, ys: line.points.ys, viewY: visibleY, threads: chart.threads)
                drawn.visibleCount += columns.countInView
                if isDense(m4, count: line.points.count, inRange: columns.countInXRange) {
                    drawDecimated(&drawn, columns.line(), color: color, series: line.series)
                    decimatedLine = true
                    continue
                }
                let near = onlyNearby ? pyramid?.nearby(visibleX) ?? line.points.nearby(visibleX) : line.points
                sorted = near.sortedByX()
            } else {
                drawn.visibleCount += Parallel.count(line.points.count, threads: chart.threads) {
                    visibleX.contains(line.points.xs[$0]) && visibleY.contains(line.points.ys[$0])
                }
                // Few enough points to draw each: sorted once, here.
                sorted = onlyNearby ? line.points.nearby(visibleX).sortedByX() : line.points.sortedByX()
            }
            let pageXs = sorted.xs.map { x($0) }
            let pageYs = sorted.ys.map { $0.isNaN ? .nan : y($0) }
            if chart.kind == .step {
                // Sampled along the steps themselves: level, then up or down where they change.
                var stepXs: [Double] = []
                var stepYs: [Double] = []
                for index in pageXs.indices {
                    if index > 0, !pageYs[index].isNaN, !pageYs[index - 1].isNaN {
                        let middle = pageXs[index - 1] + (pageXs[index] - pageXs[index - 1]) * chart.stepChange.t
                        stepXs += [middle, middle]
                        stepYs += [pageYs[index - 1], pageYs[index]]
                    }
                    stepXs.append(pageXs[index])
                    stepYs.append(pageYs[index])
                }
                sample(stepXs, stepYs, joined: true, into: &drawn.pagePoints)
            } else if chart.kind == .scatter {
                sample(pageXs, pageYs, joined: false, into: &drawn.cloudPoints)
            } else {
                sample(pageXs, pageYs, joined: true, into: &drawn.pagePoints)
            }
            if let baseline = line.baseline {
                var sink = ClippingPathSink(sink: Path(), box: box)
                let pageY0s = baseline.map { $0.isNaN ? .nan : y($0) }
                AreaGenerator(curve: chart.curve).draw(xs: pageXs, y0s: pageY0s, y1s: pageYs, into: &sink)
                drawn.filledRects += Self.fillBoxes(xs: pageXs, y0s: pageY0s, y1s: pageYs)
                let alpha = Self.areaAlpha(stacked: chart.stacked)
                drawn.items.append(
                    .path(
                        sink.sink,
                        PathStyle(fill: Color(red: color.red, green: color.green, blue: color.blue, alpha: alpha))))
            }
            if chart.kind == .scatter {
                drawMarkers(&drawn, pageXs, pageYs, series: line.series, color: color)
                continue
            }
            markable.append(drawLine(&drawn, series: line.series, pageXs: pageXs, pageYs: pageYs, color: color))
        }
        drawLineMarkers(&drawn, markable, decimatedLine: decimatedLine)
        for bar in marks.bars {
            let color = Self.color(bar.series, in: chart, style)
            let rect = barRect(bar)
            let inView =
                horizontal
                ? rect.maxY >= plot.minY && rect.minY <= plot.maxY : rect.maxX >= plot.minX && rect.minX <= plot.maxX
            if inView { drawn.visibleCount += 1 }
            drawn.filledRects.append(rect)
            let corner = chart.series[bar.series].style.cornerRadius ?? 0
            drawn.items.append(.path(.rectangle(rect, cornerRadius: corner), PathStyle(fill: color)))
        }
        drawBarWhiskers(&drawn, marks)
        drawBoxes(&drawn, marks.boxes)
        drawOverlays(&drawn)
        return drawn
    }

    /// Trends and moving means over the marks (`ChartOverlay`): in their series' colour at full
    /// strength (a series under a moving mean is drawn faint), through M4 when dense.
    private func drawOverlays(_ drawn: inout Drawn) {
        for overlay in chart.overlays where chart.series.indices.contains(overlay.series) {
            let color = Self.fullColor(overlay.series, in: chart, style)
            var (xs, ys) = (overlay.points.xs, overlay.points.ys)
            let m4 = M4Decimation(visible: x.visible, left: plot.minX * pixelDensity, width: plot.width * pixelDensity)
            if isDense(m4, count: xs.count, inRange: nil) {
                (xs, ys) = m4.columns(xs: xs, ys: ys, viewY: y.visible, threads: chart.threads).line()
            }
            let width = Self.lineWidth(overlay.series, in: chart, style) * (overlay.dashed ? 1 : 1.5)
            var sink = ClippingPathSink(sink: Path(), box: box)
            Curve.linear.draw(xs: xs.map { x($0) }, ys: ys.map { $0.isNaN ? .nan : y($0) }, into: &sink)
            guard !sink.sink.isEmpty else { continue }
            drawn.items.append(
                .path(
                    sink.sink,
                    PathStyle(stroke: color, lineWidth: width, dash: overlay.dashed ? [6 * width, 4 * width] : [])))
        }
    }

    /// Where an area's fill lies, as boxes for placing the legend: each from the first to the
    /// last x of a run of neighbouring points (a few hundred runs an area), from the lowest to
    /// the highest of their tops and baselines. A box holds a little more than the fill where
    /// the edge slopes; a gap (a NaN top or baseline) ends a run, as it ends the fill.
    static func fillBoxes(xs: [Double], y0s: [Double], y1s: [Double]) -> [Rect] {
        let run = max(1, xs.count / 400)
        var boxes: [Rect] = []
        var box: (left: Double, right: Double, low: Double, high: Double, points: Int)?
        func close() {
            if let done = box, done.left < done.right {
                boxes.append(
                    Rect(x: done.left, y: done.low, width: done.right - done.left, height: done.high - done.low))
            }
            box = nil
        }
        for index in xs.indices {
            let (x, y0, y1) = (xs[index], y0s[index], y1s[index])
            guard !x.isNaN, !y0.isNaN, !y1.isNaN else {
                close()
                continue
            }
            let (low, high) = (min(y0, y1), max(y0, y1))
            guard let open = box else {
                box = (x, x, low, high, 1)
                continue
            }
            box = (min(open.left, x), max(open.right, x), min(open.low, low), max(open.high, high), open.points + 1)
            // The next box starts where this one ends, so the boxes join.
            if open.points + 1 > run {
                close()
                box = (x, x, low, high, 1)
            }
        }
        close()
        return boxes
    }

    /// Where the data lies in the plot, at most a few thousand points: a line's vertices and,
    /// along its segments, a point every font size, so a legend is not laid over a long segment.
    /// `every` vertex when given (a decimated line has few enough, but its ink is mostly along
    /// its segments: a noisy band's columns run from its low to its high). Appended to `points`
    /// as they are made, those in the plot only: ten decimated lines make millions, which an
    /// array of their own, filtered and then copied, cost more than the lines' M4.
    private func sample(_ xs: [Double], _ ys: [Double], joined: Bool, every: Int? = nil, into points: inout [Point]) {
        guard placesLegendInside else { return }
        let stride = every ?? max(1, xs.count / 2000)
        let spacing = style.font.size
        let plot = plot
        var previous: Point?
        for index in Swift.stride(from: 0, to: xs.count, by: stride) {
            let point = Point(xs[index], ys[index])
            guard !point.y.isNaN else {
                previous = nil
                continue
            }
            if joined, stride == 1, let previous {
                // Points of a span wider than a double holds are infinitely far apart: no steps.
                let distance = (abs(point.x - previous.x) + abs(point.y - previous.y)) / spacing
                let steps = distance.isFinite ? Int(min(50, distance)) : 0
                for step in 0..<steps {
                    let t = Double(step + 1) / Double(steps + 1)
                    let step = Point(previous.x + (point.x - previous.x) * t, previous.y + (point.y - previous.y) * t)
                    if plot.contains(step) { points.append(step) }
                }
            }
            if plot.contains(point) { points.append(point) }
            previous = point
        }
    }

    /// Whether a line held whole (not a digest) is drawn through M4's columns of all its points,
    /// or of its index's (`indexedColumns`): no area's baseline, not a scatter, dense.
    func isDecimatedWhole(_ line: ChartMarks.Line, _ m4: M4Decimation) -> Bool {
        line.digest == nil && line.baseline == nil && chart.kind != .scatter
            && isDense(m4, count: line.points.count, inRange: nil)
    }

    /// Whether a line of `count` points, `inRange` of them with x in the visible range (nil: not
    /// counted yet), is far denser than the pixel columns, so it is drawn through M4's four
    /// points a column. Not on an axis that is not linear in x, nor for steps.
    func isDense(_ m4: M4Decimation, count: Int, inRange: Int?) -> Bool {
        let limit = M4Decimation.pointsPerColumn * m4.columns
        return x.isLinearInValue && chart.kind != .step && count > limit && (inRange ?? count) > limit
    }

    /// A line decimated per pixel column (M4), with a sample of its points for placing the legend.
    private func drawDecimated(
        _ drawn: inout Drawn, _ line: (xs: [Double], ys: [Double]), color: Color, series: Int
    ) {
        let dash = Self.dash(series, in: chart, style)
        let pageXs = line.xs.map { x($0) }
        let pageYs = line.ys.map { $0.isNaN ? .nan : y($0) }
        var sink = ClippingPathSink(sink: Path(), box: box)
        Curve.linear.draw(xs: pageXs, ys: pageYs, into: &sink)
        drawn.items.append(
            .path(
                sink.sink,
                PathStyle(stroke: color, lineWidth: Self.lineWidth(series, in: chart, style), dash: dash)))
        sample(pageXs, pageYs, joined: true, every: 1, into: &drawn.pagePoints)
        drawn.decimated = true
    }

    /// A line (or step, or an area's outline) in its series' colour and dash, and what its
    /// markers would need.
    private func drawLine(_ drawn: inout Drawn, series: Int, pageXs: [Double], pageYs: [Double], color: Color)
        -> Markable
    {
        let curve = chart.kind == .step ? Curve(StepCurve(chart.stepChange)) : chart.curve
        let lineStyle = PathStyle(
            stroke: color, lineWidth: Self.lineWidth(series, in: chart, style),
            dash: Self.dash(series, in: chart, style))
        var sink = ClippingPathSink(sink: Path(), box: box)
        curve.draw(xs: pageXs, ys: pageYs, into: &sink)
        if !sink.sink.isEmpty { drawn.items.append(.path(sink.sink, lineStyle)) }
        let inPlot = pageXs.indices.filter { !pageYs[$0].isNaN && plot.contains(Point(pageXs[$0], pageYs[$0])) }
        func defined(_ index: Int) -> Bool { pageYs.indices.contains(index) && !pageYs[index].isNaN }
        return Markable(
            series: series, color: color, xs: inPlot.map { pageXs[$0] }, ys: inPlot.map { pageYs[$0] },
            isolated: inPlot.indices.filter { !defined(inPlot[$0] - 1) && !defined(inPlot[$0] + 1) },
            joined: pageYs.indices.dropFirst().contains { defined($0) && defined($0 - 1) })
    }

    /// Markers on lines, decided for the whole chart at once: every series or none, so a
    /// difference in marks never suggests a difference in meaning. `auto` marks them when 60
    /// points or fewer are in view over all the lines. A point with no neighbour to join is
    /// marked whatever `auto` decides, or it would not be drawn at all.
    private func drawLineMarkers(_ drawn: inout Drawn, _ markable: [Markable], decimatedLine: Bool) {
        guard chart.kind == .line || chart.kind == .step, chart.markers != .never else { return }
        let inView = markable.reduce(0) { $0 + $1.xs.count }
        let marked = chart.kind == .line && chart.markers.marks(inView: inView, decimated: decimatedLine)
        for line in markable {
            if marked {
                drawMarkers(&drawn, line.xs, line.ys, series: line.series, color: line.color)
                if !line.xs.isEmpty { drawn.markedSeries.insert(line.series) }
            } else if !line.isolated.isEmpty {
                drawMarkers(
                    &drawn, line.isolated.map { line.xs[$0] }, line.isolated.map { line.ys[$0] }, series: line.series,
                    color: line.color)
            }
            if !line.joined, !line.xs.isEmpty { drawn.markerOnlySeries.insert(line.series) }
        }
    }

    /// Up to this many markers a series, each is outlined.
    static let outlinedMarkers = 1_000

    /// Markers, one per device pixel at most: a million scatter points draw as the pixels
    /// they cover, not a million shapes on top of each other.
    private func drawMarkers(_ drawn: inout Drawn, _ xs: [Double], _ ys: [Double], series: Int, color: Color) {
        let shape = Self.markerShape(series, in: chart)
        // An outline in the background colour tells a few markers apart; among thousands the
        // outlines are most of what is seen, and the densest part of a cloud turns pale (a new
        // user's airports map). matplotlib and Vega-Lite draw none.
        let outlined = xs.count <= Self.outlinedMarkers
        // Among many, one a device pixel (`MarkerThinning`), each on its pixel's centre.
        let many = xs.count > 10_000
        let markerStyle = PathStyle(
            stroke: outlined ? style.background : nil, lineWidth: style.markerOutline, fill: color, isMarker: many)
        let radius =
            chart.series[series].style.markerRadius
            ?? (chart.kind == .scatter ? style.markerRadius * 0.8 : style.markerRadius)
        let reach = plot.inset(top: -radius, left: -radius, bottom: -radius, right: -radius)
        var centers =
            zip(xs, ys).lazy.filter { !$1.isNaN }.map { Point($0, $1) }.filter { reach.contains($0) }
            as [Point]
        if many {
            centers = MarkerThinning.lastInEachCell(centers, cell: max(1 / pixelDensity, 1e-9)).map { centers[$0] }
        }
        for center in centers { drawn.items.append(.path(shape.path(center: center, radius: radius), markerStyle)) }
    }

    /// Markers coloured and sized by their own values (`MarkEncodings`), in the data's order;
    /// among many, one a device pixel at most, the last drawn there kept (it would cover the
    /// others). A marker without its value, or of size zero, is not drawn.
    private func drawEncodedMarkers(_ drawn: inout Drawn, series index: Int, color: Color) {
        let series = chart.series[index]
        let points = series.points
        // Values one a point, or none: a series whose points were remade (binned) has none.
        let colorValues = series.colorValues.flatMap { $0.count == points.count ? $0 : nil }
        let sizeValues = series.sizeValues.flatMap { $0.count == points.count ? $0 : nil }
        let shape = Self.markerShape(index, in: chart)
        let colors = chart.encodedColorScale
        let greatest = chart.greatestSizeValue
        let plain = chart.plainMarkerRadius(index, style)
        let pageXs = points.xs.map { x($0) }
        let pageYs = points.ys.map { $0.isNaN ? .nan : y($0) }
        let (visibleX, visibleY) = (x.visible, y.visible)
        var kept: [(point: Int, radius: Double)] = []
        for point in points.xs.indices where !pageYs[point].isNaN {
            if visibleX.contains(points.xs[point]) && visibleY.contains(points.ys[point]) { drawn.visibleCount += 1 }
            var radius = plain
            if let greatest, let sizeValues {
                radius = MarkEncodings.radius(
                    sizeValues[point], greatest: greatest, largest: plain * MarkEncodings.largestRadius,
                    smallest: plain * MarkEncodings.smallestRadius)
            }
            let center = Point(pageXs[point], pageYs[point])
            guard radius > 0, plot.inset(top: -radius, left: -radius, bottom: -radius, right: -radius).contains(center)
            else { continue }
            kept.append((point, radius))
        }
        if kept.count > 10_000 {
            // One marker a device pixel and size, the last: it would cover the others there.
            kept = MarkerThinning.lastInEachCell(
                kept.map { Point(pageXs[$0.point], pageYs[$0.point]) }, sizes: kept.map(\.radius),
                cell: max(1 / pixelDensity, 1e-9), origin: Point(plot.minX, plot.minY)
            ).map { kept[$0] }
        }
        let outlined = kept.count <= Self.outlinedMarkers
        for (point, radius) in kept {
            var fill = color
            if let colors, let colorValues {
                fill = colors.color(colorValues[point]).times(opacity: series.style.opacity)
            }
            drawn.items.append(
                .path(
                    shape.path(center: Point(pageXs[point], pageYs[point]), radius: radius),
                    PathStyle(stroke: outlined ? style.background : nil, lineWidth: style.markerOutline, fill: fill)))
        }
        sample(pageXs, pageYs, joined: false, into: &drawn.cloudPoints)
    }

    /// A bar's rectangle: its band (or its x's width) across the category axis, from y0 to y1
    /// along the values' axis; turned when the bars run across.
    func barRect(_ bar: ChartMarks.Bar) -> Rect {
        let (c0, c1): (Double, Double)
        if case .band(let band) = x {
            let start = band.position(ofIndex: bar.x.categoryIndex)
            let width = band.bandwidth / Double(bar.slots)
            (c0, c1) = (start + Double(bar.slot) * width, start + Double(bar.slot + 1) * width)
        } else {
            // Slots split the bar on the page: on a log axis a split in x's units would not be even.
            let (left, right) = (x(bar.left), x(bar.right))
            let step = (right - left) / Double(bar.slots)
            (c0, c1) = (left + Double(bar.slot) * step, left + Double(bar.slot + 1) * step)
        }
        // A hairline between neighbouring histogram bars, as matplotlib's edges show them.
        let gap = chart.kind == .histogram ? min(style.gridWidth, abs(c1 - c0) / 4) : 0
        let (v0, v1) = (y(bar.y0), y(bar.y1))
        let (across, along) = (max(0, abs(c1 - c0) - gap), abs(v1 - v0))
        if horizontal {
            return Rect(x: min(v0, v1), y: min(c0, c1) + gap / 2, width: along, height: across)
        }
        return Rect(x: min(c0, c1) + gap / 2, y: min(v0, v1), width: across, height: along)
    }
}
