import Foundation

/// A pie or a donut of one value per category (rows of the same category summed), largest
/// first, at most `DataChart.maxSlices` slices with the rest as "Other", d3-shape's pie and arc
/// geometry, and labels with percentages outside the circle that never overlap. A panel of a
/// faceted pie takes its slices and their colours from the whole table (`SharedSlices`), and
/// labels them with their percentages alone: the grid's legend names them.
struct PieChartLayout {
    let chart: DataChart
    let style: ChartStyle

    struct Slice {
        var label: String
        var value: Double
        /// The slice gathering the smaller categories, drawn grey.
        var isOther = false
        /// Its category's place in the data (first seen first; numbers and times ascending):
        /// the palette colour a bar of the same category has in a chart grouped by it.
        var place = 0
        /// Its x: a category's index, a number or a time; NaN for "Other".
        var x = Double.nan
    }

    /// The slices to draw, largest first, "Other" last; and the categories left out, with
    /// their sums (zero, negative or missing: they have no angle), in the data's order.
    func slices() -> (slices: [Slice], leftOut: [Slice]) {
        guard let series = chart.series.first else { return ([], []) }
        let sums = ChartMarks.valuesByX(series.points, chart.aggregate)
        // Times as dates, all in the form the finest of them needs (not seconds since 1970).
        var timeFormat: TimeValueFormat?
        if case .time(let zone) = chart.x {
            timeFormat = TimeValueFormat(for: sums.keys, timeZone: zone)
            timeFormat?.names = chart.words.timeNames
        }
        // Numbers written alike, as one axis's ticks: all grouped, or all years.
        var numbers: [Double: String] = [:]
        if !chart.x.isCategory, timeFormat == nil {
            let xs = Array(sums.keys)
            let texts = TickLabelFormat(decimals: 6).strings(for: xs).map(\.trimmingZeros)
            numbers = Dictionary(zip(xs, texts), uniquingKeysWith: { first, _ in first })
        }
        var leftOut: [(x: Double, slice: Slice)] = []
        var slices: [Slice] = []
        let rank = Dictionary(
            uniqueKeysWithValues: (chart.x.isCategory ? [] : sums.keys.sorted()).enumerated().map { ($1, $0) })
        for (x, value) in sums {
            let place = chart.x.isCategory ? x.categoryIndex : rank[x] ?? 0
            let slice = Slice(
                label: timeFormat?.string(for: x) ?? numbers[x] ?? label(x), value: value, place: place, x: x)
            if value > 0 { slices.append(slice) } else { leftOut.append((x, slice)) }
        }
        slices.sort { $0.value != $1.value ? $0.value > $1.value : $0.label < $1.label }
        if let shared = chart.sharedSlices {
            // The whole's slices; the panel's other categories are its "Other".
            let other = slices.filter { shared.colors[$0.x] == nil }.reduce(0) { $0 + $1.value }
            slices = slices.filter { shared.colors[$0.x] != nil }
            if other > 0 { slices.append(Slice(label: chart.words.other, value: other, isOther: true)) }
        } else if slices.count > DataChart.maxSlices {
            let kept = DataChart.maxSlices - 1
            let other = slices[kept...].reduce(0) { $0 + $1.value }
            slices = Array(slices[..<kept]) + [Slice(label: chart.words.other, value: other, isOther: true)]
        }
        // Slices of times go round in time order (the largest kept), as a clock reads them.
        if chart.x.isTime {
            let other = slices.filter(\.isOther)
            slices = slices.filter { !$0.isOther }.sorted { $0.place < $1.place } + other
        }
        return (slices, leftOut.sorted { $0.x < $1.x }.map(\.slice))
    }

    private func label(_ x: Double) -> String {
        if case .category(let labels) = chart.x, labels.indices.contains(x.categoryIndex) {
            return labels[x.categoryIndex]
        }
        return NumberText.shortest(x)
    }

    func layout(in frame: Rect, measurer: some TextMeasuring) -> DataChartLayout.Result {
        let (slices, leftOut) = slices()
        let font = style.font
        let lineHeight = measurer.measure("Ag", font: font).height
        let total = slices.reduce(0) { $0 + $1.value }
        // In a facet's panel the grid's legend names the slices.
        let texts = slices.map {
            chart.sharedSlices == nil ? "\($0.label) \(percent($0.value / total))" : percent($0.value / total)
        }
        let widest = texts.map { measurer.measure($0, font: font).width }.max() ?? 0
        let room = max(
            font.size * 2, min(frame.width / 2 - widest - font.size * 2, frame.height / 2 - lineHeight * 1.5))
        let radius = chart.outerRadius?.resolved(against: room) ?? room
        let center = Point(frame.midX, frame.midY)
        let inner = min(
            radius, chart.innerRadius?.resolved(against: radius) ?? (chart.kind == .donut ? radius * 0.55 : 0))
        // A gap asked for in page units is an angle at d3's pad radius, where the arcs pad.
        let padRadius = (inner * inner + radius * radius).squareRoot()
        let padAngle = chart.sliceGap.map { padRadius > 0 ? $0 / padRadius : 0 } ?? 0.012
        let pie = Pie(padAngle: slices.count > 1 ? padAngle : 0, sortsByValue: false).slices(slices.map(\.value))
        var items: [SceneItem] = []
        let colors = self.colors(slices)
        for (index, slice) in pie.enumerated() {
            let arc = Arc(
                slice: slice, innerRadius: inner, outerRadius: radius,
                cornerRadius: chart.kind == .donut ? radius * 0.02 : 0, center: center)
            items.append(.path(arc.path, PathStyle(fill: colors[index])))
        }
        items += labels(texts, pie: pie, center: center, radius: radius, frame: frame, measurer: measurer)
        // Only sums and counts add up to a whole; a donut of means or percentiles has no total.
        if chart.kind == .donut, total > 0, chart.aggregate == .sum || chart.aggregate == .count {
            // The total, and what it is the total of, in the hole: in the title's font, else the
            // labels', else not at all (a small donut's hole cannot hold it).
            let figure = chart.words.number(TickLabelFormat(from: 0, to: total, count: 10).string(for: total))
            // With categories left out, the figure is the slices' total, and the caption says so.
            let caption =
                chart.words.total + (chart.yTitle.map { " " + $0 } ?? "")
                + (leftOut.isEmpty ? "" : " " + chart.words.inSlices)
            // Each line's outer corners inside the hole (the figure above the centre, the caption
            // below it); a text box's height includes its leading, so its ink sits further in.
            func inHole(_ size: TextMetrics, depth: Double) -> Bool {
                (size.width / 2) * (size.width / 2) + depth * depth <= inner * inner
            }
            let captionSize = measurer.measure(caption, font: font)
            let fitting = [style.titleFont, font].first { figureFont in
                let size = measurer.measure(figure, font: figureFont)
                return inHole(size, depth: size.height)
                    && inHole(captionSize, depth: captionSize.height + font.size * 0.2)
            }
            if let figureFont = fitting {
                items.append(
                    .text(
                        measurer.run(
                            figure, at: center, anchor: .bottomCenter, font: figureFont, color: style.textColor)))
                items.append(
                    .text(
                        measurer.run(
                            caption, at: Point(center.x, center.y + font.size * 0.2), anchor: .topCenter, font: font,
                            color: style.mutedTextColor)))
            }
        }
        if slices.isEmpty {
            items.append(style.noData(chart.words, at: center, measurer: measurer))
        }
        var notes: [String] = []
        // As on bars: how the rows of a slice were made one, when some were.
        if let series = chart.series.first, !chart.countsRows {
            let made = series.points.count - Set(series.points.xs).count
            if made > 0 {
                notes.append(chart.words.text(of: .aggregated(rows: made, chart.aggregate, per: chart.xUnit)))
            }
        }
        if !leftOut.isEmpty {
            notes.append(chart.words.text(of: .slicesLeftOut(leftOut.count)))
        }
        let square = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        var result = DataChartLayout.Result(
            items: items, plotArea: square, xTicks: AxisTicks(values: [], labels: []),
            yTicks: AxisTicks(values: [], labels: []), legendFrame: nil, visibleCount: slices.count, decimated: false,
            notes: notes)
        // What a legend of the slices would show (a facet grid's, of the whole's slices).
        result.legendEntries = zip(slices, colors).map { Legend.Entry(name: $0.label, color: $1, swatch: .box) }
        return result
    }

    /// Each slice's colour, "Other" grey.
    func colors(_ slices: [Slice]) -> [Color] {
        paletteIndices(slices).map { $0.map { style.palette[$0 % style.palette.count] } ?? otherColor }
    }

    /// The colour of "Other": a grey of the theme, no category's.
    var otherColor: Color { style.zeroLineColor }

    /// Each slice's place in the palette (nil for "Other"): the whole's for a facet's panel;
    /// else its category's, so that a category keeps its colour from chart to chart, unless
    /// two slices would share one (then the palette in the slices' order).
    private func paletteIndices(_ slices: [Slice]) -> [Int?] {
        if let shared = chart.sharedSlices { return slices.map { $0.isOther ? nil : shared.colors[$0.x] } }
        let palette = style.palette.count
        let places = slices.filter { !$0.isOther }.map { $0.place % palette }
        let byPlace = Set(places).count == places.count
        return slices.enumerated().map { index, slice in
            slice.isOther ? nil : (byPlace ? slice.place : index) % palette
        }
    }

    /// The slices of the whole table as a facet grid's panels share them: its slices but
    /// "Other", each with its place in the palette.
    func sharedSlices() -> SharedSlices {
        let slices = slices().slices
        var colors: [Double: Int] = [:]
        for (slice, index) in zip(slices, paletteIndices(slices)) { colors[slice.x] = index }
        return SharedSlices(colors: colors)
    }

    /// "Name 23%" outside each slice with a leader line; on each side the labels keep a line
    /// apart, pushed down then back up to stay in the frame.
    private func labels(
        _ texts: [String], pie: [PieSlice], center: Point, radius: Double, frame: Rect, measurer: some TextMeasuring
    ) -> [SceneItem] {
        let lineHeight = measurer.measure("Ag", font: style.font).height
        var left: [Placed] = []
        var right: [Placed] = []
        for (index, slice) in pie.enumerated() {
            let angle = (slice.startAngle + slice.endAngle) / 2
            let placed = Placed(index: index, angle: angle, y: center.y - cos(angle) * radius * 1.12)
            if sin(angle) < 0 { left.append(placed) } else { right.append(placed) }
        }
        var items: [SceneItem] = []
        for var side in [left, right] {
            side.sort { $0.y < $1.y }
            let spacing = lineHeight * 1.1
            for i in side.indices {
                side[i].y = max(side[i].y, frame.minY + lineHeight / 2)
                if i > 0 { side[i].y = max(side[i].y, side[i - 1].y + spacing) }
            }
            for i in side.indices.reversed() {
                side[i].y = min(side[i].y, frame.maxY - lineHeight / 2)
                if i < side.count - 1 { side[i].y = min(side[i].y, side[i + 1].y - spacing) }
            }
            for placed in side {
                let onRight = sin(placed.angle) >= 0
                let edge = Point(center.x + sin(placed.angle) * radius, center.y - cos(placed.angle) * radius)
                let elbow = Point(center.x + sin(placed.angle) * radius * 1.06, placed.y)
                let end = Point(center.x + (onRight ? 1 : -1) * radius * 1.18, placed.y)
                var leader = Path()
                leader.move(to: edge)
                leader.line(to: elbow)
                leader.line(to: end)
                items.append(.path(leader, PathStyle(stroke: style.mutedTextColor, lineWidth: style.gridWidth)))
                items.append(
                    .text(
                        measurer.run(
                            texts[placed.index],
                            at: Point(end.x + (onRight ? 1 : -1) * style.font.size * 0.3, placed.y),
                            anchor: onRight ? .centerLeft : .centerRight, font: style.font, color: style.textColor)))
            }
        }
        return items
    }

    private struct Placed {
        var index: Int
        var angle: Double
        var y: Double
    }

    private func percent(_ share: Double) -> String {
        let value = share * 100
        if value > 0 && value < 1 { return "<1%" }
        return "\(Int(value.rounded()))%"
    }
}

extension DataChart {
    /// The categories a pie or a donut leaves out, a sum of zero or less or none at all, and
    /// what that sum is (NaN for none), in the data's order: the CLI names them on stderr.
    package var leftOutSlices: [(label: String, value: Double)] {
        guard !kind.isCartesian else { return [] }
        return PieChartLayout(chart: self, style: ChartStyle(page: Size(1, 1))).slices().leftOut.map {
            ($0.label, $0.value)
        }
    }
}
