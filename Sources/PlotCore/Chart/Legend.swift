/// The legend of a chart with several series: a swatch (a line, a box or a marker) and the
/// series' name per entry, in a column inside the plot or beside it, or in rows above or below.
/// A swatch is drawn as the series is: in its dash, with its marker when its points are marked,
/// over the band it has, through its whiskers, and beside its dashed trend.
struct Legend {
    struct Entry {
        var name: String
        var color: Color
        var swatch: Swatch
        /// The series line's dash (`LineDash`); empty for a solid line.
        var dash: [Double] = []
        /// What is drawn with the series in its colour (`ChartIntervals`, `ChartOverlay`).
        var companions = Companions()
    }

    /// A series' band, whiskers and trend line, each shown in its swatch as in the plot, so a
    /// reader can tell which shading and which dashed line are whose.
    struct Companions: Equatable {
        /// A translucent band under the line, at this opacity.
        var bandAlpha: Double?
        var whiskers = false
        /// A dashed fitted line over the series (`--trend`).
        var trend = false

        /// What either shows: a series' companions over the panels of a grid.
        func union(_ other: Companions) -> Companions {
            Companions(
                bandAlpha: bandAlpha ?? other.bandAlpha, whiskers: whiskers || other.whiskers,
                trend: trend || other.trend)
        }
    }

    enum Swatch {
        /// A line, with the series' marker on its middle when the points carry markers.
        case line(marker: MarkerShape?)
        case box
        /// An area: its translucent fill under its outline.
        case area(alpha: Double)
        case marker(MarkerShape)
        /// Text alone: the "… 116 more" line of a legend cut short.
        case none
    }

    var entries: [Entry]
    var style: ChartStyle

    private var swatchWidth: Double { style.font.size * 1.6 }
    private var rowGap: Double { style.font.size * 0.35 }
    private var padding: Double { style.font.size * 0.5 }

    /// The size of the legend as one column.
    func columnSize(measurer: some TextMeasuring) -> Size {
        let lineHeight = measurer.measure("Ag", font: style.font).height
        let widest = entries.map { measurer.measure($0.name, font: style.font).width }.max() ?? 0
        let height = Double(entries.count) * lineHeight + Double(max(0, entries.count - 1)) * rowGap
        return Size(padding * 2 + swatchWidth + padding + widest, padding * 2 + height)
    }

    /// The legend cut to fit `height` as a column: the entries that fit and a last line saying
    /// how many more there are ("… 116 more"), as Vega-Lite's `symbolLimit` does, rather than
    /// a box running off the page.
    func limited(toHeight height: Double, measurer: some TextMeasuring) -> Legend {
        let lineHeight = measurer.measure("Ag", font: style.font).height
        let fitting = Int(((height - padding * 2 + rowGap) / (lineHeight + rowGap)).rounded(.down))
        return limited(to: fitting)
    }

    /// The legend cut to at most `maxRows` rows across `width`, the last entry saying how many
    /// more there are.
    func limited(toRows maxRows: Int, width: Double, measurer: some TextMeasuring) -> Legend {
        var shown = entries.count
        var cut = self
        while shown > 0 && cut.rows(width: width, measurer: measurer).count > maxRows {
            shown -= 1
            cut = limited(to: shown)
        }
        return cut
    }

    /// How many rows fit in `height` (at least one).
    func rowsFitting(height: Double, measurer: some TextMeasuring) -> Int {
        let lineHeight = measurer.measure("Ag", font: style.font).height
        return max(1, Int(((height - padding) / (lineHeight + rowGap)).rounded(.down)))
    }

    /// The first `count - 1` entries and a "… N more" line when not all `count` fit.
    private func limited(to count: Int) -> Legend {
        guard count < entries.count else { return self }
        var cut = self
        let kept = max(0, count - 1)
        cut.entries = Array(entries.prefix(kept))
        cut.entries.append(Entry(name: "… \(entries.count - kept) more", color: style.textColor, swatch: .none))
        return cut
    }

    /// The legend with each series' swatch as it was drawn (whether the points carry markers is
    /// known only once the marks are): entry n is series n, up to a "… N more" line.
    func drawn(_ swatch: (Int) -> Swatch) -> Legend {
        var drawn = self
        for index in entries.indices {
            if case .none = entries[index].swatch { continue }
            drawn.entries[index].swatch = swatch(index)
        }
        return drawn
    }

    /// The height of the legend laid in rows across `width`.
    func rowsHeight(width: Double, measurer: some TextMeasuring) -> Double {
        let lineHeight = measurer.measure("Ag", font: style.font).height
        return Double(rows(width: width, measurer: measurer).count) * (lineHeight + rowGap) + padding
    }

    private func rows(width: Double, measurer: some TextMeasuring) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var used = 0.0
        for (index, entry) in entries.enumerated() {
            let entryWidth =
                swatchWidth + padding + measurer.measure(entry.name, font: style.font).width + style.font.size
            if used + entryWidth > width, !rows[rows.count - 1].isEmpty {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append(index)
            used += entryWidth
        }
        return rows
    }

    /// A column in `frame` on a translucent background (it sits over the plot or beside it).
    func column(in frame: Rect, measurer: some TextMeasuring) -> [SceneItem] {
        var items: [SceneItem] = [
            .path(
                .rectangle(frame),
                PathStyle(
                    stroke: style.gridColor, lineWidth: style.gridWidth,
                    fill: Color(
                        red: style.background.red, green: style.background.green, blue: style.background.blue,
                        alpha: 0.85)))
        ]
        let lineHeight = measurer.measure("Ag", font: style.font).height
        var y = frame.minY + padding
        for entry in entries {
            items += self.entry(entry, at: Point(frame.minX + padding, y), lineHeight: lineHeight, measurer: measurer)
            y += lineHeight + rowGap
        }
        return items
    }

    /// Rows centred across `frame`.
    func rows(in frame: Rect, measurer: some TextMeasuring) -> [SceneItem] {
        let lineHeight = measurer.measure("Ag", font: style.font).height
        var items: [SceneItem] = []
        var y = frame.minY + padding / 2
        for row in rows(width: frame.width, measurer: measurer) {
            let widths = row.map {
                swatchWidth + padding + measurer.measure(entries[$0].name, font: style.font).width + style.font.size
            }
            var x = frame.midX - (widths.reduce(0, +) - style.font.size) / 2
            for (index, width) in zip(row, widths) {
                items += entry(entries[index], at: Point(x, y), lineHeight: lineHeight, measurer: measurer)
                x += width
            }
            y += lineHeight + rowGap
        }
        return items
    }

    private func entry(_ entry: Entry, at origin: Point, lineHeight: Double, measurer: some TextMeasuring)
        -> [SceneItem]
    {
        var middle = Point(origin.x + swatchWidth / 2, origin.y + lineHeight / 2)
        var items = companions(entry, middle: middle, lineHeight: lineHeight)
        // With a trend below it, the series' own line is drawn above the middle.
        if entry.companions.trend, case .line = entry.swatch { middle.y -= trendOffset(lineHeight) }
        switch entry.swatch {
        case .line(let marker):
            items.append(
                .path(
                    .segment(Point(origin.x, middle.y), Point(origin.x + swatchWidth, middle.y)),
                    PathStyle(stroke: entry.color, lineWidth: style.lineWidth, dash: entry.dash)))
            if let marker {
                items.append(
                    .path(
                        marker.path(center: middle, radius: style.markerRadius),
                        PathStyle(stroke: style.background, lineWidth: style.markerOutline, fill: entry.color)))
            }
        case .box:
            let side = lineHeight * 0.7
            items.append(
                .path(
                    .rectangle(Rect(x: middle.x - side / 2, y: middle.y - side / 2, width: side, height: side)),
                    PathStyle(fill: entry.color)))
        case .marker(let shape):
            items.append(
                .path(
                    shape.path(center: middle, radius: style.markerRadius),
                    PathStyle(stroke: style.background, lineWidth: style.markerOutline, fill: entry.color)))
        case .area(let alpha):
            let side = lineHeight * 0.7
            let top = middle.y - side / 2
            items.append(
                .path(
                    .rectangle(Rect(x: origin.x, y: top, width: swatchWidth, height: side)),
                    PathStyle(
                        fill: Color(
                            red: entry.color.red, green: entry.color.green, blue: entry.color.blue, alpha: alpha))))
            items.append(
                .path(
                    .segment(Point(origin.x, top), Point(origin.x + swatchWidth, top)),
                    PathStyle(stroke: entry.color, lineWidth: style.lineWidth, dash: entry.dash)))
        case .none: break
        }
        items.append(
            .text(
                measurer.run(
                    entry.name, at: Point(origin.x + swatchWidth + padding, origin.y + lineHeight / 2),
                    anchor: .centerLeft, font: style.font, color: style.textColor)))
        return items
    }

    /// How far a line's swatch and its trend's dashed line stand apart from the middle, one up
    /// and one down.
    private func trendOffset(_ lineHeight: Double) -> Double { lineHeight * 0.18 }

    /// What goes under an entry's swatch: its band as a translucent box, its whiskers as one
    /// capped upright line, its trend as a dashed line (below a line's swatch, through a
    /// marker) in the plot's 6:4 dash, three dashes across.
    private func companions(_ entry: Entry, middle: Point, lineHeight: Double) -> [SceneItem] {
        let extra = entry.companions
        let side = lineHeight * 0.7
        let left = middle.x - swatchWidth / 2
        var items: [SceneItem] = []
        if let alpha = extra.bandAlpha {
            let fill = Color(red: entry.color.red, green: entry.color.green, blue: entry.color.blue, alpha: alpha)
            items.append(
                .path(
                    .rectangle(Rect(x: left, y: middle.y - side / 2, width: swatchWidth, height: side)),
                    PathStyle(fill: fill)))
        }
        if extra.whiskers {
            var whisker = Path()
            let cap = style.markerRadius
            whisker.move(to: Point(middle.x, middle.y - side / 2))
            whisker.line(to: Point(middle.x, middle.y + side / 2))
            for y in [middle.y - side / 2, middle.y + side / 2] {
                whisker.move(to: Point(middle.x - cap, y))
                whisker.line(to: Point(middle.x + cap, y))
            }
            items.append(.path(whisker, PathStyle(stroke: entry.color, lineWidth: style.lineWidth / 2)))
        }
        if extra.trend {
            var y = middle.y
            if case .line = entry.swatch { y += trendOffset(lineHeight) }
            let dash = swatchWidth * 3 / 13
            items.append(
                .path(
                    .segment(Point(left, y), Point(left + swatchWidth, y)),
                    PathStyle(stroke: entry.color, lineWidth: style.lineWidth, dash: [dash, dash * 2 / 3])))
        }
        return items
    }
}
