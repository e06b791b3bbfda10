import Foundation

/// Lays out a `DataChart` in a frame: axes of any kind (linear, log, time, band), the grid, the
/// marks of every series in the palette's colours, and a legend where it hides the least. Pies
/// and donuts go to `PieChartLayout`, heat maps and 2-D histograms to `HeatmapLayout`.
package struct DataChartLayout {
    package var chart: DataChart
    package var style: ChartStyle
    /// Device pixels per layout unit: dense lines keep four points per device pixel column.
    package var pixelDensity: Double
    /// Only the axes' scales: the result says what they show (`xShown`, `yShown`) and holds
    /// no marks. A facet grid's first pass needs no more, and drawing 12 panels' lines there
    /// would be thrown away.
    var extentsOnly = false

    package init(chart: DataChart, style: ChartStyle, pixelDensity: Double = 1) {
        self.chart = chart
        self.style = style
        self.pixelDensity = pixelDensity
        // A palette asked for colours one series with its first colour too, as a cycle does.
        if let palette = chart.palette?.colors(themePalette: style.palette), let first = palette.first {
            self.style.palette = palette
            self.style.lineColor = first
        }
    }

    /// What the layout decided, for the page and for tests.
    package struct Result {
        package var items: [SceneItem]
        /// The plot's rectangle (the pie's square for pies).
        package var plotArea: Rect
        /// The chart's x ticks, along the bottom or (bars across) down the left.
        package var xTicks: AxisTicks
        /// The values' ticks, up the left or (bars across) along the bottom.
        package var yTicks: AxisTicks
        package var legendFrame: Rect?
        /// Points (or bars, or slices) inside the view.
        package var visibleCount: Int
        /// Whether some line was drawn per pixel column (M4).
        package var decimated: Bool
        /// What the page's note should add ("12 rows of the same x summed").
        package var notes: [String]
        /// What digested series must answer before they can be drawn (`SeriesDigest`); the
        /// chart is complete when this is empty.
        package var wanted: [SeriesRequest] = []
        /// Which way the bars ran, and why.
        package var barDirection = BarDirection(horizontal: false, reason: .notBars)
        /// The data's x and y values the plot shows (`Viewport.contains` says what is in view);
        /// nil for a category axis and for pies.
        package var view: Viewport?
        /// The data's x values the plot shows, and its y values, each nil for categories and
        /// pies: what facets sharing an axis join.
        var xShown: Interval?
        var yShown: Interval?
        /// The legend's entries as the series were drawn, whether or not the legend was.
        var legendEntries: [Legend.Entry] = []
        /// The right axis's ticks and the values it shows (`--y2`), nil without one.
        var y2Ticks: AxisTicks?
        var y2Shown: Interval?
    }

    /// The year (or years) a time axis's ticks fall in, when none of them starts a year: its labels
    /// ("March", "April") do not say which year the chart shows, so the axis title does
    /// ("date (2021)"), as matplotlib's ConciseDateFormatter writes it at the axis's end.
    static func yearOfTimeAxis(_ scale: ChartScale, ticks: [Double]) -> String? {
        guard case .time(let time) = scale else { return nil }
        let dates = ticks.map(CalendarInterval.milliseconds)
        guard let first = dates.first, let last = dates.last, dates.allSatisfy(\.isFinite),
            !dates.contains(where: { time.clock.starts(.year, $0) })
        else { return nil }
        let year = time.clock.fields(first).year
        let lastYear = time.clock.fields(last).year
        // Weekly ticks can cross New Year without one on the 1st of January.
        return TimeTickFormat.year(year) + (lastYear == year ? "" : "–" + TimeTickFormat.year(lastYear))
    }

    package func layout(in frame: Rect, measurer: some TextMeasuring) -> Result {
        if let facets = chart.facets {
            return FacetLayout(chart: chart, facets: facets, style: style, pixelDensity: pixelDensity)
                .layout(in: frame, measurer: measurer)
        }
        if !chart.kind.isCartesian {
            return PieChartLayout(chart: chart, style: style).layout(in: frame, measurer: measurer)
        }
        if chart.kind.isGrid {
            return HeatmapLayout(chart: chart, style: style, pixelDensity: pixelDensity)
                .layout(in: frame, measurer: measurer)
        }
        return cartesian(
            in: frame, direction: chart.facetPosition?.barDirection ?? .requested(by: chart), measurer: measurer)
    }

    /// Axes, grid, marks and legend. Bars across (`direction.horizontal`) put the chart's x on
    /// the left axis, top to bottom, and its values along the bottom: the same code lays out
    /// both, by the page's left and bottom axes rather than by the data's x and y.
    private func cartesian(in frame: Rect, direction: BarDirection, measurer: some TextMeasuring) -> Result {
        let horizontal = direction.horizontal
        // A hidden axis (`DataChart.hiddenAxes`) has no title, ticks, labels or grid lines: the
        // plot takes its room.
        let hidesLeft = chart.hiddenAxes.contains(horizontal ? .x : .y)
        let hidesBottom = chart.hiddenAxes.contains(horizontal ? .y : .x)
        let noTicks = AxisTicks(values: [], labels: [])
        let marks = ChartMarks(chart)
        // A second y axis (`--y2`) on the right of an upright chart: its series' own scale.
        var twin = horizontal ? nil : RightAxis(chart)
        let font = style.font
        let labelHeight = measurer.measure("0123456789", font: font).height
        let tickLength = font.size * 0.3
        let gap = font.size * 0.8

        // The legend beside or above the plot takes its room first; inside, it is placed last.
        var area = frame
        var legend = Legend(entries: legendEntries, style: style)
        let placement = legendPlacement(legend, frame: frame, measurer: measurer)
        switch placement {
        case .top, .bottom:
            // Asked for above or below, the legend takes the rows its names need while the plot
            // keeps half the frame's height (three rows at least); only then "… N more".
            let rows = max(3, legend.rowsFitting(height: frame.height / 2, measurer: measurer))
            legend = legend.limited(toRows: rows, width: frame.width, measurer: measurer)
        case .right, .auto: legend = legend.limited(toHeight: frame.height, measurer: measurer)
        case .none: break
        }
        var legendFrame: Rect?
        switch placement {
        case .top:
            let height = legend.rowsHeight(width: frame.width, measurer: measurer)
            legendFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
            area = area.inset(top: height + gap / 2)
        case .bottom:
            let height = legend.rowsHeight(width: frame.width, measurer: measurer)
            legendFrame = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
            area = area.inset(bottom: height + gap / 2)
        case .right:
            let size = legend.columnSize(measurer: measurer)
            legendFrame = Rect(x: frame.maxX - size.width, y: frame.minY, width: size.width, height: size.height)
            area = area.inset(right: size.width + gap)
        case .auto, .none: break
        }
        // Markers coloured or sized by value: their legends in a column at the right.
        let encodingLegend = EncodingLegend(chart: chart, style: style)
        var encodingWidth = 0.0
        let encodingHeight = area.height
        if let encodingLegend {
            encodingWidth = encodingLegend.width(height: encodingHeight, measurer: measurer)
            area = area.inset(right: encodingWidth + gap)
        }
        var items: [SceneItem] = []
        // Markers sized by value reach further: the room at an axis's end keeps the largest in.
        let markRoom =
            chart.greatestSizeValue != nil
            ? chart.largestPlainMarkerRadius(style) * MarkEncodings.largestRadius + style.markerOutline
            : style.markerRadius + style.markerOutline
        let domains = Domains(chart: chart, marks: marks, markRoom: markRoom)
        // With a right axis, the left one fits the left series alone.
        let leftDomains =
            twin.map { Domains(chart: $0.left, marks: ChartMarks($0.left), markRoom: markRoom) } ?? domains
        let rightDomains = twin.map { Domains(chart: $0.right, marks: ChartMarks($0.right), markRoom: markRoom) }
        // Bars on a time axis are labelled bar by bar, the year said once (`TimeBarLabels`).
        var timeBars: TimeBarLabels?
        if chart.kind == .bar, case .time(let time) = domains.x(0, 1) {
            let visible = Interval(min(time.domainStart, time.domainEnd), max(time.domainStart, time.domainEnd))
            // A bar spanning a calendar unit stands from its x, the unit's start: seen by its middle.
            let shown = marks.bars.filter { visible.contains(chart.xUnit == nil ? $0.x : ($0.left + $0.right) / 2) }
            timeBars = TimeBarLabels(
                times: shown.map(\.x), clock: time.clock, unit: chart.unitInterval, quarters: chart.xUnit == .quarter,
                names: chart.words.timeNames)
        }
        // Axis titles: the left axis's above the plot's left edge, the bottom's under its labels.
        let titles =
            !chart.showsAxisTitles
            ? (nil, nil) : horizontal ? (chart.xTitle, chart.yTitle) : (chart.yTitle, chart.xTitle)
        // A facet's inner panels leave the titles to the grid's outer ones (`FacetPanelPosition`);
        // the line above the plot keeps its room, so that a row's headings stand level.
        let position = chart.facetPosition
        let writesLeft = position?.hasPanelLeft != true
        let (leftTitle, bottomTitle) = (
            hidesLeft ? nil : titles.0, hidesBottom || position?.hasPanelBelow == true ? nil : titles.1
        )
        let titleTop = area.minY
        // With a right axis, the two titles share the line above the plot: each cut to half of
        // it when together they would meet.
        var rightTitle = twin != nil && chart.showsAxisTitles ? chart.y2Title.flatMap { $0.isEmpty ? nil : $0 } : nil
        var leftText = leftTitle.map { title in
            (horizontal ? timeBars?.titleYear : nil).map { "\(title) (\($0))" } ?? title
        }
        if let left = leftText, let right = rightTitle {
            // A title that fits half the line keeps it whole; the other has the rest.
            let widths = (measurer.measure(left, font: font).width, measurer.measure(right, font: font).width)
            let room = area.width - gap
            if widths.0 + widths.1 > room {
                let wrap = TextWrapping(measurer: measurer, font: font)
                let half = max(room / 2, font.size * 3)
                let leftRoom = widths.1 <= half ? room - widths.1 : widths.0 <= half ? widths.0 : half
                leftText = wrap.truncate(left, width: max(leftRoom, font.size * 3))
                rightTitle = wrap.truncate(right, width: max(room - min(widths.0, leftRoom), font.size * 3))
            }
        }
        if let leftTitle, !leftTitle.isEmpty, let leftText {
            if writesLeft {
                items.append(
                    .text(
                        measurer.run(
                            leftText, at: Point(area.minX, area.minY),
                            anchor: .topLeft, font: font,
                            color: style.mutedTextColor)))
            }
            area = area.inset(top: labelHeight + font.size * 0.4)
        }
        // The right axis's title above the plot's right edge, level with the left one's.
        if let title = rightTitle {
            if writesLeft {
                items.append(
                    .text(
                        measurer.run(
                            title, at: Point(area.maxX, titleTop), anchor: .topRight, font: font,
                            color: style.mutedTextColor)))
            }
            if area.minY == titleTop { area = area.inset(top: labelHeight + font.size * 0.4) }
        }
        // Written once the bottom ticks are known: a time axis may add its year.
        var bottomTitleAt: Point?
        if let bottomTitle, !bottomTitle.isEmpty {
            bottomTitleAt = Point(area.midX, area.maxY)
            area = area.inset(bottom: labelHeight + font.size * 0.3)
        }

        // The data's x runs down the left axis when the bars run across, first category on top.
        func leftScale(_ plot: Rect) -> ChartScale {
            horizontal ? domains.x(plot.minY, plot.maxY) : leftDomains.y(plot.maxY, plot.minY)
        }
        func bottomScale(_ plot: Rect) -> ChartScale {
            horizontal ? domains.y(plot.minX, plot.maxX) : domains.x(plot.minX, plot.maxX)
        }
        // Category labels beside the bars are whole unless one alone would take this much.
        // A facet's panels measure their labels against the grid's equal cell, not their own,
        // which the grid sizes from where the labels were cut and turned.
        let labelArea = position?.labelArea ?? Size(area.width, area.height)
        let leftLabelLimit = labelArea.width * 0.4
        // Category labels turned under the plot are whole unless one would reach this far down.
        let depthLimit = labelArea.height * 0.3
        // The plot and its left axis, with `extra` room below it beyond one line of labels.
        // Counts are whole: their axis has no tick at 0.2 of a row.
        let countsWhole = chart.kind == .histogram || chart.countsRows || chart.aggregate == .count
        // Room for the right axis's labels, from its ticks over the whole area's height.
        var rightRoom = font.size
        if let rightDomains {
            let ticks = fittingLeftTicks(
                rightDomains.y(area.maxY - labelHeight, area.minY), plot: area, limit: leftLabelLimit, timeBars: nil,
                chosen: nil, measurer: measurer)
            let widest = ticks.labels.map { measurer.measure($0, font: font).width }.max() ?? 0
            rightRoom = widest + tickLength + font.size * 0.4
        }
        // A facet's inner panel ticks a shared axis as its outer panel does, unlabelled.
        let leftUnlabelled = position?.hidesLeftLabels(horizontal: horizontal) ?? false
        let bottomUnlabelled = position?.hidesBottomLabels(horizontal: horizontal) ?? false
        func plotAndLeft(below extra: Double) -> (Rect, ChartScale, AxisTicks) {
            var plot = area.inset(
                top: labelHeight / 2, left: font.size * 4, bottom: labelHeight + gap + extra, right: rightRoom)
            let first = fittingLeftTicks(
                leftScale(plot), plot: plot, limit: leftLabelLimit, timeBars: horizontal ? timeBars : nil,
                wholeNumbers: countsWhole && !horizontal, chosen: chart.axisMarks[horizontal ? .x : .y],
                measurer: measurer)
            func widest(_ ticks: AxisTicks) -> Double {
                leftUnlabelled ? 0 : ticks.labels.map { measurer.measure($0, font: font).width }.max() ?? 0
            }
            var leftLabelWidth = widest(first)
            let bottomRoom =
                bottomUnlabelled ? tickLength + font.size * 0.4 : labelHeight + tickLength + font.size * 0.4
            var ticks = noTicks
            // The plot's own ticks may be wider than the first guess's ("−5" for "0" on a taller
            // plot): again with their room (twice at most), so that no label reaches past the frame.
            for attempt in 0..<3 {
                plot = area.inset(
                    top: labelHeight / 2,
                    left: hidesLeft ? font.size * 0.5 : leftLabelWidth + tickLength + font.size * 0.4,
                    bottom: hidesBottom ? font.size * 0.5 : bottomRoom + extra, right: rightRoom)
                guard !hidesLeft else { break }
                ticks = fittingLeftTicks(
                    leftScale(plot), plot: plot, limit: leftLabelLimit, timeBars: horizontal ? timeBars : nil,
                    wholeNumbers: countsWhole && !horizontal, chosen: chart.axisMarks[horizontal ? .x : .y],
                    measurer: measurer)
                guard attempt < 2, widest(ticks) > leftLabelWidth else { break }
                leftLabelWidth = widest(ticks)
            }
            return (plot, leftScale(plot), ticks.unlabelled(leftUnlabelled))
        }
        var (plot, left, leftTicks) = plotAndLeft(below: 0)
        var bottom = bottomScale(plot)
        var direction = direction
        if !horizontal, !hidesBottom, chart.kind == .bar, chart.barOrientation == .auto,
            position?.barDirection == nil, case .band(let band) = bottom,
            case .labelTooWide(let label, let width, let room)? = labelTooWide(band, gap: gap, measurer: measurer)
        {
            let across = cartesian(
                in: frame,
                direction: BarDirection(
                    horizontal: true, reason: .labelTooWide(label: label, width: width, band: room)),
                measurer: measurer)
            // Across, every label is whole, unless the rows are closer than a line and only
            // every k-th is written: then the bars stand and their labels turn, when that
            // leaves out fewer.
            let acrossEvery = Self.every(across.xTicks.labels)
            guard acrossEvery > 1, turnedLabels(band, measurer: measurer).every < acrossEvery else { return across }
            direction = BarDirection(horizontal: false, reason: .labelsTurned(label: label, width: width, band: room))
        }
        // Category labels too wide to stand side by side under their bands turn, and the plot
        // gives them the room they reach down (once more if that room changed the turn).
        var turned = TurnedLabels.flat
        for _ in 0..<3 where !horizontal && !hidesBottom && !bottomUnlabelled {
            guard case .band(let band) = bottom else { break }
            let next = position?.labelTurn ?? turnedLabels(band, measurer: measurer)
            guard next != turned else { break }
            turned = next
            let height = measurer.measure("Ag", font: font).height
            let widest = band.domain.map { measurer.measure($0, font: font).width }.max() ?? 0
            let depth = turned.depth(
                width: min(widest, max(turned.widthFitting(depth: depthLimit, height: height), font.size * 3)),
                height: height)
            (plot, left, leftTicks) = plotAndLeft(below: turned == .flat ? 0 : max(0, depth - labelHeight))
            bottom = bottomScale(plot)
        }
        var bottomTicks =
            hidesBottom
            ? noTicks
            : fittingBottomTicks(
                bottom, plot: plot, turned: turned, depthLimit: depthLimit, timeBars: horizontal ? nil : timeBars,
                wholeNumbers: countsWhole && horizontal, chosen: chart.axisMarks[horizontal ? .y : .x],
                measurer: measurer
            ).unlabelled(bottomUnlabelled)
        // Keep the rightmost bottom label inside the frame, then the leftmost (a long first
        // label, "1,711,830,000,000"): the plot gives up what half the label reaches past it. A
        // tick short of the plot's end (the axis has room beyond the data) moves by its share of
        // the inset, not all of it.
        func share(_ value: Double) -> Double { max(0.1, (bottom(value) - plot.minX) / max(plot.width, 1e-9)) }
        for rightmost in [true, false] {
            let labels = bottomTicks.labels
            let shown = labels.indices.filter { !labels[$0].isEmpty }
            guard let index = rightmost ? shown.last : shown.first else { continue }
            let value = bottomTicks.values[index]
            let center = bottom(value)
            let size = measurer.measure(labels[index], font: font)
            let reach = TurnedLabels(angle: bottomTicks.labelAngle, every: 1).reach(
                width: size.width, height: size.height)
            let overhang = rightmost ? center + reach.right - area.maxX : area.minX - center + reach.left
            guard overhang > 0 else { continue }
            plot =
                rightmost
                ? plot.inset(right: overhang / share(value)) : plot.inset(left: overhang / max(0.1, 1 - share(value)))
            bottom = bottomScale(plot)
            bottomTicks = fittingBottomTicks(
                bottom, plot: plot, turned: turned, depthLimit: depthLimit, timeBars: horizontal ? nil : timeBars,
                wholeNumbers: countsWhole && horizontal, chosen: chart.axisMarks[horizontal ? .y : .x],
                measurer: measurer)
        }
        if extentsOnly {
            return Result(
                items: [], plotArea: plot, xTicks: horizontal ? leftTicks : bottomTicks,
                yTicks: horizontal ? bottomTicks : leftTicks, legendFrame: nil, visibleCount: 0, decimated: false,
                notes: [], barDirection: direction, xShown: (horizontal ? left : bottom).shownValues,
                yShown: (horizontal ? bottom : left).shownValues)
        }

        if let bottomTitle, let at = bottomTitleAt {
            let bars = horizontal ? nil : timeBars
            let year = bars.map(\.titleYear) ?? Self.yearOfTimeAxis(bottom, ticks: bottomTicks.values)
            let text = year.map { "\(bottomTitle) (\($0))" }
            items.append(
                .text(
                    measurer.run(
                        text ?? bottomTitle, at: at, anchor: .bottomCenter, font: font, color: style.mutedTextColor)))
        }

        if let background = chart.plotBackground {
            items.append(.path(.rectangle(plot), PathStyle(fill: background)))
        }
        let axes = ChartAxes(style: style, plot: plot)
        // Bars on a time axis, as on a band axis, have no grid lines across them.
        items += axes.grid(
            x: bottom, y: left, xTicks: timeBars != nil && !horizontal ? noTicks : bottomTicks,
            yTicks: timeBars != nil && horizontal ? noTicks : leftTicks)
        items += axes.frame(x: bottom, y: left, xTicks: bottomTicks, yTicks: leftTicks, measurer: measurer)
        // Markers on every line of both axes or on none: decided once for the whole chart.
        if var sides = twin, chart.markers == .auto, chart.kind == .line {
            let visible = bottom.visible
            // Points drawn in view, gaps not counted, as one axis's lines count them.
            let inView = chart.series.reduce(0) { count, series in
                count + zip(series.points.xs, series.points.ys).lazy.filter { visible.contains($0) && !$1.isNaN }.count
            }
            let markers: MarkerMode = MarkerMode.auto.marks(inView: inView) ? .always : .never
            (sides.left.markers, sides.right.markers) = (markers, markers)
            twin = sides
        }
        let seriesMarks = SeriesMarks(
            chart: twin?.left ?? chart, style: style, pixelDensity: pixelDensity, plot: plot,
            x: horizontal ? left : bottom, y: horizontal ? bottom : left, horizontal: horizontal,
            placesLegendInside: placement == .auto)
        // Lines through every corner, seen from the columns under them: the legend goes beside
        // the plot, as it would once every mark was drawn (`quietestCorner`), and the marks are
        // drawn once, for the plot beside it.
        if placement == .auto, twin == nil,
            seriesMarks.coversEveryCorner(
                Self.legendCorners(size: legend.columnSize(measurer: measurer), plot: plot, style: style), marks.lines)
        {
            var beside = self
            beside.chart.legend = besidePlacement(legend, frame: frame, measurer: measurer)
            return beside.layout(in: frame, measurer: measurer)
        }
        var drawn = seriesMarks.items(twin.map { ChartMarks($0.left) } ?? marks)
        var rightAxis: (ticks: AxisTicks, shown: Interval?)?
        if let twin, let rightDomains {
            let right = rightDomains.y(plot.maxY, plot.minY)
            let ticks = fittingLeftTicks(
                right, plot: plot, limit: leftLabelLimit, timeBars: nil, chosen: nil, measurer: measurer)
            rightAxis = (ticks, right.shownValues)
            items += axes.rightSide(y: right, ticks: ticks, measurer: measurer)
            let rightMarks = SeriesMarks(
                chart: twin.right, style: style, pixelDensity: pixelDensity, plot: plot, x: bottom, y: right,
                placesLegendInside: placement == .auto)
            drawn.merge(rightMarks.items(ChartMarks(twin.right)))
        }
        // Rectangles under the marks: a span shades what lies in it.
        let rectangleMarks = ChartRectangleMarks(rectangles: chart.rectangles, style: style, plot: plot)
        let rectangles = rectangleMarks.items(
            x: horizontal ? left : bottom, y: horizontal ? bottom : left, horizontal: horizontal)
        items.append(.clipped(plot, rectangles + drawn.items))
        var written = rectangleMarks.labels(
            x: horizontal ? left : bottom, y: horizontal ? bottom : left, horizontal: horizontal, measurer: measurer)
        written += ChartRuleMarks(chart.rules, style: style, plot: plot).items(
            x: horizontal ? left : bottom, y: horizontal ? bottom : left, horizontal: horizontal, measurer: measurer)
        written += ChartAnnotationMarks(annotations: chart.annotations, style: style, series: seriesMarks).items(
            marks, measurer: measurer)
        items += written
        // A label written over the plot (a rule's, a span's, a note) is data to the legend: no
        // corner that would cover it is quiet.
        for case .text(let run) in written {
            let size = measurer.measure(run.text, font: run.font)
            drawn.filledRects.append(Rect(x: run.origin.x, y: run.origin.y, width: size.width, height: size.height))
        }
        if let encodingLegend {
            let column = Rect(x: area.maxX + gap, y: plot.minY, width: encodingWidth, height: plot.height)
            items += encodingLegend.items(
                in: column, decidedAt: encodingHeight, pixelDensity: pixelDensity, measurer: measurer)
        }
        legend = legend.drawn { swatch($0, drawn: drawn) }
        if chart.pointCount == 0, chart.rules.isEmpty, chart.rectangles.isEmpty {
            items.append(style.noData(chart.words, at: Point(plot.midX, plot.midY), measurer: measurer))
        }
        if placement == .auto {
            let size = legend.columnSize(measurer: measurer)
            let (box, covered) = quietestCorner(size: size, plot: plot, drawn: drawn)
            // No corner is free of data (a bar, a line, or more than a few points of a
            // cloud): the legend goes beside the plot instead, or under it when long.
            if covered > 0 {
                var beside = self
                beside.chart.legend = besidePlacement(legend, frame: frame, measurer: measurer)
                return beside.layout(in: frame, measurer: measurer)
            }
            legendFrame = box
            items += legend.column(in: box, measurer: measurer)
        } else if let legendFrame {
            items +=
                placement == .right
                ? legend.column(in: legendFrame, measurer: measurer) : legend.rows(in: legendFrame, measurer: measurer)
        }
        var notes: [String] = []
        // Bars of counts sum no values: the chart's own note says what they count.
        if marks.summedRows > 0, !chart.countsRows {
            notes.append(chart.words.text(of: .aggregated(rows: marks.summedRows, chart.aggregate, per: chart.xUnit)))
        }
        if !marks.boxes.isEmpty { notes.append(chart.words.text(of: Self.boxNote(marks.boxes))) }
        return Result(
            items: items, plotArea: plot, xTicks: horizontal ? leftTicks : bottomTicks,
            yTicks: horizontal ? bottomTicks : leftTicks, legendFrame: legendFrame, visibleCount: drawn.visibleCount,
            decimated: drawn.decimated, notes: notes, wanted: drawn.wanted, barDirection: direction,
            view: Self.view(x: horizontal ? left : bottom, y: horizontal ? bottom : left),
            xShown: (horizontal ? left : bottom).shownValues, yShown: (horizontal ? bottom : left).shownValues,
            legendEntries: legend.entries, y2Ticks: rightAxis?.ticks, y2Shown: rightAxis?.shown)
    }

    /// "75 values · 3 outliers beyond 1.5 IQR": what the boxes stand for (a violin's outliers
    /// are in its tails, not drawn apart).
    static func boxNote(_ boxes: [BoxMark]) -> ChartNote {
        let values = boxes.reduce(0) { $0 + $1.box.count }
        let outliers = boxes.reduce(0) { $0 + $1.box.outliers.count }
        return .boxes(
            values: values, outliers: boxes.allSatisfy({ $0.violin == nil }) ? outliers : nil,
            reach: BoxStatistics.whiskerReach)
    }

    private static func view(x: ChartScale, y: ChartScale) -> Viewport? {
        guard let x = x.shownValues, let y = y.shownValues else { return nil }
        return Viewport(x: x, y: y)
    }

    /// The first category label that would not fit under its bar (wider than the step between
    /// bars, less a gap: it would be cut or thinned), as the reason to turn the bars.
    private func labelTooWide(_ band: BandScale, gap: Double, measurer: some TextMeasuring) -> BarDirection.Reason? {
        let room = band.step - gap
        for label in band.domain {
            let width = measurer.measure(label, font: style.font).width
            if width > room { return .labelTooWide(label: label, width: width, band: room) }
        }
        return nil
    }

    /// How the band's labels stand under it: flat when the widest fits its step, else turned
    /// (`TurnedLabels`).
    private func turnedLabels(_ band: BandScale, measurer: some TextMeasuring) -> TurnedLabels {
        let font = style.font
        let widest = band.domain.map { measurer.measure($0, font: font).width }.max() ?? 0
        return TurnedLabels.choose(widest: widest, step: band.step, gap: font.size * 0.8, font: font)
    }

    /// Every how many labels one is written ("" between): 1 when all are.
    static func every(_ labels: [String]) -> Int {
        let written = labels.indices.filter { !labels[$0].isEmpty }
        if written.count == labels.count { return 1 }
        if written.count >= 2 { return written[1] - written[0] }
        return max(2, labels.count)
    }

    private var legendEntries: [Legend.Entry] {
        chart.series.enumerated().map { index, series in
            // A series drawn faint under its moving mean is named by the mean's colour.
            let underMean = chart.overlays.contains { $0.series == index && !$0.dashed }
            // Markers coloured by value: a series is told by its shape, its colour is the bar's.
            let byValue = chart.kind == .scatter && chart.encodings.colorTitle != nil
            return Legend.Entry(
                name: chart.legendName(index),
                color: byValue
                    ? style.mutedTextColor
                    : underMean
                        ? SeriesMarks.fullColor(index, in: chart, style) : SeriesMarks.color(index, in: chart, style),
                swatch: swatch(index, drawn: nil), dash: SeriesMarks.dash(index, in: chart, style),
                companions: Self.companions(index, in: chart))
        }
    }

    /// The band, whiskers and trend series `index` is drawn with, as `SeriesMarks` draws them:
    /// bands under lines, areas and steps, whiskers on a scatter's markers (a bar's whiskers
    /// are in the text's colour, not the series').
    static func companions(_ index: Int, in chart: DataChart) -> Legend.Companions {
        var companions = Legend.Companions()
        if chart.intervals.contains(where: { $0.series == index }) {
            switch chart.kind {
            case .line, .area, .step: companions.bandAlpha = SeriesMarks.bandAlpha
            case .scatter: companions.whiskers = true
            default: break
            }
        }
        companions.trend = chart.overlays.contains { $0.series == index && $0.dashed }
        return companions
    }

    /// A series' swatch as its marks were drawn (before they are, as a line without markers).
    private func swatch(_ index: Int, drawn: SeriesMarks.Drawn?) -> Legend.Swatch {
        let shape = SeriesMarks.markerShape(index, in: chart)
        switch chart.kind {
        case .scatter: return .marker(shape)
        case .area: return .area(alpha: SeriesMarks.areaAlpha(stacked: chart.stacked))
        case .bar, .histogram: return .box
        case .box, .violin: return .area(alpha: BoxMark.fillAlpha)
        default:
            if drawn?.markerOnlySeries.contains(index) == true { return .marker(shape) }
            return .line(marker: drawn?.markedSeries.contains(index) == true ? shape : nil)
        }
    }

    /// `auto` stays inside the plot unless the legend would cover much of it; one series has
    /// none unless a place is asked for (its name then says what the line is).
    private func legendPlacement(_ legend: Legend, frame: Rect, measurer: some TextMeasuring) -> LegendPlacement {
        guard chart.legend != .none, chart.series.count > 1 || chart.legend != .auto else { return .none }
        guard chart.legend == .auto else { return chart.legend }
        let size = legend.columnSize(measurer: measurer)
        return size.width * size.height > frame.width * frame.height * 0.12
            ? besidePlacement(legend, frame: frame, measurer: measurer) : .auto
    }

    /// A legend that does not go inside the plot: at its right, or under it when as a column
    /// it would take more than a third of the frame's width (a trend's equation after each long
    /// name left the plot a sliver), where its entries run in rows.
    private func besidePlacement(_ legend: Legend, frame: Rect, measurer: some TextMeasuring) -> LegendPlacement {
        legend.columnSize(measurer: measurer).width > frame.width / 3 ? .bottom : .right
    }

    /// The plot corner whose legend-sized box covers the least data, and how much it covers
    /// that a legend may not: any bar, area fill or part of a line, and of a cloud of over
    /// 5,000 points more than 0.5% (a few outliers).
    private func quietestCorner(size: Size, plot: Rect, drawn: SeriesMarks.Drawn) -> (Rect, Int) {
        let corners = Self.legendCorners(size: size, plot: plot, style: style)
        let allowed = drawn.cloudPoints.count > 5000 ? drawn.cloudPoints.count / 200 : 0
        // A bar or fill under the legend weighs as much as all the points a corner may cover.
        let barWeight = drawn.pagePoints.count + drawn.cloudPoints.count + 1
        func count(_ points: [Point], in box: Rect) -> Int { points.reduce(0) { $0 + (box.contains($1) ? 1 : 0) } }
        let scores = corners.map { box in
            let cloud = count(drawn.cloudPoints, in: box)
            let covered =
                count(drawn.pagePoints, in: box) + max(0, cloud - allowed)
                + drawn.filledRects.reduce(0) { $0 + ($1.intersects(box) ? barWeight : 0) }
            return (covered: covered, all: covered + cloud)
        }
        let best =
            scores.indices.min { (scores[$0].covered, scores[$0].all) < (scores[$1].covered, scores[$1].all) } ?? 0
        return (corners[best], scores[best].covered)
    }

    /// Where a legend of `size` may go inside the plot, in the order it is tried: top right,
    /// top left, bottom right, bottom left.
    private static func legendCorners(size: Size, plot: Rect, style: ChartStyle) -> [Rect] {
        let inset = style.font.size * 0.5
        let (width, height) = (min(size.width, plot.width), min(size.height, plot.height))
        return [
            Rect(x: plot.maxX - inset - width, y: plot.minY + inset, width: width, height: height),
            Rect(x: plot.minX + inset, y: plot.minY + inset, width: width, height: height),
            Rect(x: plot.maxX - inset - width, y: plot.maxY - inset - height, width: width, height: height),
            Rect(x: plot.minX + inset, y: plot.maxY - inset - height, width: width, height: height),
        ]
    }

    private func preferredCount(length: Double, spacing: Double) -> Int { max(2, min(12, Int(length / spacing))) }

    /// The left axis's ticks: values a label height apart, or every category beside its bar
    /// (whole up to `limit`, and every k-th only when the rows are closer than a line).
    private func fittingLeftTicks(
        _ scale: ChartScale, plot: Rect, limit: Double, timeBars: TimeBarLabels?, wholeNumbers: Bool = false,
        chosen: AxisMarkRequest?, measurer: some TextMeasuring
    ) -> AxisTicks {
        if let chosen {
            return chosen.ticks(on: scale, preferred: preferredCount(length: plot.height, spacing: style.font.size * 3))
        }
        if let timeBars {
            return timeBars.ticks(position: scale.callAsFunction, gap: style.font.size * 0.2) {
                measurer.measure($0, font: style.font).height
            }
        }
        var ticks = AxisTicks.fitting(
            scale: scale.axis, preferredCount: preferredCount(length: plot.height, spacing: style.font.size * 3),
            gap: style.font.size * 0.8
        ) { measurer.measure(chart.words.number($0), font: style.font).height }
        if wholeNumbers { ticks.keepWholeNumbers() }
        if scale.writesNumbers { ticks.labels = ticks.labels.map(chart.words.number) }
        if case .band(let band) = scale {
            let wrap = TextWrapping(measurer: measurer, font: style.font)
            ticks.labels = ticks.labels.map { wrap.truncate($0, width: max(limit, style.font.size * 3)) }
            let every = TurnedLabels.every(pitch: TurnedLabels.linePitch(style.font), step: band.step)
            if every > 1 {
                ticks.labels = ticks.labels.enumerated().map { $0.offset % every == 0 ? $0.element : "" }
            }
        }
        return ticks
    }

    private func fittingBottomTicks(
        _ scale: ChartScale, plot: Rect, turned: TurnedLabels, depthLimit: Double, timeBars: TimeBarLabels?,
        wholeNumbers: Bool = false, chosen: AxisMarkRequest?, measurer: some TextMeasuring
    ) -> AxisTicks {
        if let chosen {
            return chosen.ticks(on: scale, preferred: preferredCount(length: plot.width, spacing: style.font.size * 6))
        }
        if let timeBars {
            return timeBars.ticks(position: scale.callAsFunction, gap: style.font.size * 0.8) {
                measurer.measure($0, font: style.font).width
            }
        }
        var ticks = AxisTicks.fitting(
            scale: scale.axis, preferredCount: preferredCount(length: plot.width, spacing: style.font.size * 6),
            gap: style.font.size * 0.8
        ) { measurer.measure(chart.words.number($0), font: style.font).width }
        if wholeNumbers { ticks.keepWholeNumbers() }
        if scale.writesNumbers { ticks.labels = ticks.labels.map(chart.words.number) }
        if case .band(let band) = scale, turned != .flat {
            // Turned: whole unless one would reach past `depthLimit`, every k-th only at -90°
            // when even upright lines would touch.
            let wrap = TextWrapping(measurer: measurer, font: style.font)
            let height = measurer.measure("Ag", font: style.font).height
            let limit = max(turned.widthFitting(depth: depthLimit, height: height), style.font.size * 3)
            ticks.labels = ticks.labels.map { wrap.truncate($0, width: limit) }
            let every =
                turned.angle == -90 ? TurnedLabels.every(pitch: TurnedLabels.linePitch(style.font), step: band.step) : 1
            if every > 1 {
                ticks.labels = ticks.labels.enumerated().map { $0.offset % every == 0 ? $0.element : "" }
            }
            ticks.labelAngle = turned.angle
        } else if case .band(let band) = scale {
            // Category labels: cut to the band's step, and every k-th only when even that crowds.
            let wrap = TextWrapping(measurer: measurer, font: style.font)
            ticks.labels = ticks.labels.map { wrap.truncate($0, width: max(band.step * 0.95, style.font.size * 3)) }
            let widest = ticks.labels.map { measurer.measure($0, font: style.font).width }.max() ?? 0
            let every = max(1, Int((widest + style.font.size * 0.8) / max(band.step, 1e-9)) + 1)
            if every > 1 {
                ticks.labels = ticks.labels.enumerated().map { $0.offset % every == 0 ? $0.element : "" }
            }
        }
        return ticks
    }
}

/// The domains of a data chart's axes, from its marks and its viewport request.
struct Domains {
    let chart: DataChart
    let marks: ChartMarks
    /// How far a mark reaches beyond its point, in page units (a marker's radius and outline),
    /// so the room at an axis's end keeps it inside the frame.
    var markRoom: Double = 0

    /// The x scale over a page range: left to right, or top to bottom when bars run across.
    func x(_ start: Double, _ end: Double) -> ChartScale {
        let request = chart.viewport
        switch chart.x {
        case .category(let labels):
            return .band(BandScale.barDefaults(domain: labels, range: start, end))
        case .log:
            // A histogram's axis is its bins' edges, narrowed by a range alone, as on a linear axis.
            if chart.kind == .histogram, request.xRange == nil, let edges = marks.xExtent {
                return .log(LogScale(domain: edges, range: start, end))
            }
            let zooms = chart.kind != .histogram
            let domain = log(
                withOverlays(marks.xExtent, .x), room: hasRoom ? room(start, end) : 0, range: request.xRange,
                zoom: zooms ? request.zoom : 1, center: zooms ? request.center?.x : nil)
            return .log(LogScale(domain: domain, range: start, end))
        case .time(let zone):
            var extent = withOverlays(marks.xExtent, .x) ?? Interval(0, 86_400)
            if extent.span == 0 { extent = Interval(extent.lower - 43_200, extent.upper + 43_200) }
            // A little room at the ends, so a point on the last tick is not cut by the frame;
            // bars have theirs already (half a bar).
            let room = chart.kind == .bar ? 0 : extent.span * room(start, end)
            var scale = TimeScale(domain: extent, range: start, end, timeZone: zone)
            scale.names = chart.words.timeNames
            if let range = request.xRange.map(wholeBars) {
                (scale.domainStart, scale.domainEnd) = (range.lower, range.upper)
            } else if request.zoom != 1 || request.center != nil {
                let padded = Interval(extent.lower - room, extent.upper + room)
                let zoomed = Viewport.zoomed(padded, zoom: request.zoom, around: request.center?.x ?? extent.middle)
                (scale.domainStart, scale.domainEnd) = (zoomed.lower, zoomed.upper)
            } else if chart.kind != .bar {
                // Niced first, as d3's time scale (to a finer unit where a whole tick step would
                // leave much empty), then the room only where the data touches the end: padding
                // before nicing cost a whole tick step of empty axis (data from 1 January began a
                // quarter to the right of October). Bars are not
                // stretched to whole calendar units: a year of empty axis before January's bar
                // tells nothing.
                let domain = AxisFit.time(scale, data: extent, room: room)
                (scale.domainStart, scale.domainEnd) = (domain.lower, domain.upper)
            } else {
                (scale.domainStart, scale.domainEnd) = (extent.lower - room, extent.upper + room)
            }
            return .time(scale)
        case .linear:
            if chart.kind == .histogram, let extent = marks.xExtent {
                return .linear(LinearScale(domain: request.xRange ?? extent, range: start, end))
            }
            let domain = linear(
                withOverlays(marks.xExtent, .x), startsAtZero: false, room: hasRoom ? room(start, end) : 0,
                range: request.xRange.map(wholeBars),
                request: request,
                center: request.center?.x)
            return .linear(LinearScale(domain: domain, range: start, end))
        }
    }

    /// The y scale over a page range: bottom to top, or left to right when bars run across.
    func y(_ start: Double, _ end: Double) -> ChartScale {
        let request = chart.viewport
        var extent = marks.yExtent
        if let xRange = request.yFitsXRange { extent = marks.yExtent(whereX: xRange) ?? extent }
        extent = withOverlays(extent, .y)
        if chart.logY {
            let domain = log(
                extent, room: room(start, end), range: request.yRange, zoom: request.zoom, center: request.center?.y)
            return .log(LogScale(domain: domain, range: start, end))
        }
        let domain = linear(
            extent, startsAtZero: ChartMarks.startsAtZero(chart), room: room(start, end), range: request.yRange,
            request: request, center: request.center?.y)
        return .linear(LinearScale(domain: domain, range: start, end))
    }

    /// The data's extent reaching the chart's rules and rectangles on that axis too (on a log
    /// axis only values above zero), so a threshold or a span is in view: a rule's value, the
    /// ends of a rule spanning this axis, a rectangle's ends.
    private func withOverlays(_ extent: Interval?, _ axis: ChartRule.Axis) -> Interval? {
        let isLog = axis == .x ? chart.x == .log : chart.logY
        func ends(_ range: ClosedRange<Double>?) -> [Double] { range.map { [$0.lowerBound, $0.upperBound] } ?? [] }
        let ruleValues = chart.rules.flatMap { $0.axis == axis ? [$0.value] : ends($0.span) }
        let values = (ruleValues + chart.rectangles.flatMap { ends(axis == .x ? $0.x : $0.y) }).filter {
            $0.isFinite && (!isLog || $0 > 0)
        }
        guard let low = values.min(), let high = values.max() else { return extent }
        guard let extent else { return Interval(low, high) }
        return Interval(min(extent.lower, low), max(extent.upper, high))
    }

    /// An x range on bars keeps whole bars: the bars whose x falls in it, the axis reaching
    /// their outer edges as it reaches all the bars' without a range (a range that ends inside
    /// a bar no longer cuts it in half). A range on other kinds, or holding no bar, is kept.
    private func wholeBars(_ range: Interval) -> Interval {
        guard chart.kind == .bar else { return range }
        return marks.barEdges(whereX: range) ?? range
    }

    /// Whether marks need room at the ends of the x axis: bars have theirs (half a bar), and
    /// a histogram's axis is its bins' edges.
    private var hasRoom: Bool { chart.kind != .bar && chart.kind != .histogram }

    /// The room at a niced end that the data reaches, as a share of the data's span over this
    /// page range: 1%, or what a marker (radius and outline) takes where that is more.
    private func room(_ start: Double, _ end: Double) -> Double {
        min(0.1, max(AxisFit.roomShare, markRoom / max(abs(end - start), 1e-9)))
    }

    /// A log axis's domain, as `linear`'s in logarithms: a given range exactly, neither niced
    /// nor padded (a range not wholly above zero has no place on a log axis and is left out:
    /// the CLI refuses it); the data fitted by `AxisFit.log`; under a zoom or a center, 1/zoom of
    /// that fitted domain's decades around the center, by default the data's geometric middle.
    func log(_ extent: Interval?, room: Double, range: Interval?, zoom: Double, center: Double?) -> Interval {
        if let range, range.lower > 0, range.upper.isFinite, range.lower < range.upper { return range }
        let fitted = AxisFit.log(extent ?? Interval(1, 10), room: room)
        guard zoom != 1 || center != nil else { return fitted }
        let middle =
            center.flatMap { $0 > 0 ? $0 : nil } ?? extent.flatMap(Viewport.geometricMiddle)
            ?? Viewport.geometricMiddle(fitted) ?? 1
        return Viewport.zoomedLog(fitted, zoom: zoom, around: middle)
    }

    /// A linear axis's domain: a given range exactly; the data niced and given room where it
    /// touches the ends (`AxisFit`), standing on zero for bars and areas; under a zoom or a
    /// center, 1/zoom of the points chart's domain (margin, nice steps), as it always was.
    func linear(
        _ extent: Interval?, startsAtZero: Bool, room: Double, range: Interval?, request: ViewportRequest,
        center: Double?
    ) -> Interval {
        if let range { return range }
        if request.zoom == 1, center == nil, chart.domainFit == .nice,
            let fitted = AxisFit.linear(extent, room: room, baseline: startsAtZero)
        {
            return fitted
        }
        var full = Viewport.dataDomain(extent)
        // Data that is all zero or above keeps its axis at zero rather than a margin below it;
        // the points page keeps its margin on both sides.
        if chart.domainFit == .nice, let extent, extent.lower >= 0, full.lower < 0 { full = Interval(0, full.upper) }
        if startsAtZero, let extent {
            let low = min(0, extent.lower)
            let high = max(0, extent.upper)
            if high > low {
                let pad = (high - low) * Viewport.margin
                full = Ticks.nice(
                    Interval(low < 0 ? low - pad : 0, high > 0 ? high + pad : 0), count: Viewport.niceSteps)
            }
        }
        guard request.zoom != 1 || center != nil else { return full }
        return Viewport.zoomed(full, zoom: request.zoom, around: center ?? extent?.middle ?? full.middle)
    }
}
