/// Lays out a faceted chart (`ChartFacets`): its panels in a grid, each a `ChartPanel` under
/// the value it shows, and one legend for them all. Shared axes are one domain for every
/// panel: each panel's axes are first worked out alone (their scales only, no marks drawn),
/// the data's extents the panels show are joined, and the panels are laid out over the joined
/// ranges (the x always; the y unless each panel keeps its own). Grids' panels (heat maps, 2-D
/// histograms) share one colour scale, over all their cells, and one colour bar at the right;
/// pies' panels share the whole table's slices and colours (`SharedSlices`), named by one
/// legend.
struct FacetLayout {
    var chart: DataChart
    var facets: ChartFacets
    var style: ChartStyle
    var pixelDensity: Double

    func layout(in frame: Rect, measurer: some TextMeasuring) -> DataChartLayout.Result {
        let laid = self.laid(in: frame, measurer: measurer)
        let results = laid.panels.map(\.chart)
        // The first panel of the last row labels both axes (its own y, when each panel keeps one).
        let columns = facets.columnCount
        let outer = results.isEmpty ? nil : results[(results.count - 1) / columns * columns]
        return DataChartLayout.Result(
            items: laid.panels.flatMap(\.items) + laid.legendItems, plotArea: laid.grid,
            xTicks: outer?.xTicks ?? AxisTicks(values: [], labels: []),
            yTicks: outer?.yTicks ?? AxisTicks(values: [], labels: []), legendFrame: laid.legendFrame,
            visibleCount: results.reduce(0) { $0 + $1.visibleCount }, decimated: results.contains { $0.decimated },
            notes: notes(
                zip(laid.charts, results).map { $0.noteTexts + $1.notes }, titles: facets.panels.map(\.title)),
            wanted: results.flatMap(\.wanted))
    }

    /// What each panel's layout decided (its ticks, its plot), as drawn.
    func panelResults(in frame: Rect, measurer: some TextMeasuring) -> [DataChartLayout.Result] {
        laid(in: frame, measurer: measurer).panels.map(\.chart)
    }

    /// The panels laid out over their shared ranges, the charts they drew, and the legend.
    private func laid(in frame: Rect, measurer: some TextMeasuring) -> (
        panels: [ChartPanel.Laid], charts: [DataChart], legendItems: [SceneItem], legendFrame: Rect?, grid: Rect
    ) {
        var panels = drawnPanels()
        let gap = style.font.size * 1.6
        let bar = colorBar(panels)
        // A whole gap before the bar: the last column's x labels reach past its plots' edge.
        let barWidth = bar.map { $0.width(height: frame.height, measurer: measurer) } ?? 0
        var (grid, legendItems, legendFrame) = withLegend(
            panels, in: frame.inset(right: bar == nil ? 0 : barWidth + gap), gap: gap, measurer: measurer)
        let cells = self.cells(count: panels.count, in: grid, gap: gap)
        let first = laid(panels, in: cells, extentsOnly: true, measurer: measurer)
        // Joined extents: what each panel showed alone, so no panel's data is cut. An empty
        // panel (a matrix's pair without rows) shows a default extent that is not data's.
        let drawn = zip(panels, first).filter { $0.0.chart.pointCount > 0 }.map(\.1)
        let xs = drawn.compactMap(\.chart.xShown)
        let ys = drawn.compactMap(\.chart.yShown)
        // One way for every panel's bars: across when any panel's labels would not fit under
        // them (the panels share their categories).
        let directions = drawn.map(\.chart.barDirection)
        let barDirection = directions.first(where: \.horizontal) ?? directions.first
        // One turn for every panel's category labels: the steepest any took alone.
        let steepest = drawn.map(\.chart.xTicks.labelAngle).min() ?? 0
        let labelTurn =
            steepest == 0 || barDirection?.horizontal == true ? nil : TurnedLabels(angle: steepest, every: 1)
        for index in panels.indices {
            var viewport = panels[index].chart.viewport
            viewport.zoom = 1
            viewport.center = nil
            if let x = Self.joined(xs) { viewport.xRange = x }
            if facets.sharedY, let y = Self.joined(ys) { viewport.yRange = y }
            panels[index].chart.viewport = viewport
            panels[index].chart.facetPosition = position(
                index, of: panels.count, barDirection: barDirection,
                labelArea: Size(cells[index].width, cells[index].height))
            panels[index].chart.facetPosition?.labelTurn = labelTurn
        }
        // Cells sized to what their panels write around their plots, twice: a plot's new size
        // may change its ticks, and so the room their labels take.
        var fitted = cells
        for _ in 0..<2 {
            let probe = laid(panels, in: fitted, extentsOnly: true, measurer: measurer)
            fitted = Self.aligned(
                fitted, plots: probe.map(\.chart.plotArea), columns: facets.columnCount, in: grid, gap: gap)
        }
        let second = laid(panels, in: fitted, measurer: measurer)
        if let bar, let top = second.map(\.chart.plotArea.minY).min(),
            let bottom = second.map(\.chart.plotArea.maxY).max()
        {
            // The bar as tall as the grid's plots, from the first row's top to the last's bottom.
            let column = Rect(x: frame.maxX - barWidth, y: top, width: barWidth, height: bottom - top)
            legendItems += bar.items(in: column, pixelDensity: pixelDensity, measurer: measurer)
            legendFrame = column
        }
        return (second, panels.map(\.chart), legendItems, legendFrame, grid)
    }

    /// The panels as drawn: without their own legend and title; grids' panels on one colour
    /// scale, the whole's map over the least and greatest of all their cells (the grid draws
    /// its bar); pies' panels with the whole's slices and colours.
    func drawnPanels() -> [ChartFacets.Panel] {
        var panels = facets.panels.map { panel -> ChartFacets.Panel in
            var panel = panel
            panel.chart.legend = .none
            panel.chart.title = nil
            return panel
        }
        if !chart.kind.isCartesian {
            let shared = wholePie.sharedSlices()
            for index in panels.indices { panels[index].chart.sharedSlices = shared }
        } else if chart.kind.isGrid {
            let domain = Self.joined(panels.compactMap(\.chart.grid?.extent))
            // One label format for every panel's cells, as one colour scale.
            let labels = HeatmapLayout.labelFormat(
                panels.flatMap { ($0.chart.grid?.values ?? []).joined() }, counts: chart.grid?.counts ?? false)
            for index in panels.indices {
                panels[index].chart.grid?.colorDomain = domain
                panels[index].chart.grid?.labelDecimals = labels.decimals
                panels[index].chart.colormap = chart.colormap
                panels[index].chart.gradient = chart.gradient
            }
        }
        return panels
    }

    /// The whole table's pie without its panels: the slices and colours every panel shares.
    private var wholePie: PieChartLayout {
        var alone = chart
        alone.facets = nil
        return PieChartLayout(chart: alone, style: style)
    }

    /// A grid's one colour bar, of its panels' shared scale, titled as the whole's.
    private func colorBar(_ panels: [ChartFacets.Panel]) -> ColorBar? {
        guard chart.kind.isGrid, let whole = chart.grid, let first = panels.first else { return nil }
        return ColorBar(
            scale: HeatmapLayout.colorScale(first.chart), title: whole.valueTitle(in: chart.words),
            wholeNumbers: whole.counts, style: style, words: chart.words)
    }

    /// The grid's rectangle, the legend's items and where they went: the legend of every series
    /// (each panel holds them all, in one order) beside the grid, or above or below it as asked.
    private func withLegend(_ panels: [ChartFacets.Panel], in frame: Rect, gap: Double, measurer: some TextMeasuring)
        -> (Rect, [SceneItem], Rect?)
    {
        let pies = !chart.kind.isCartesian
        guard chart.legend != .none, chart.series.count > 1 || chart.legend != .auto || pies, let first = panels.first
        else { return (frame, [], nil) }
        var entries: [Legend.Entry]
        if pies {
            // The whole's slices, in its colours, as every panel shares them; and "Other" when
            // a panel has one the whole has not (a category at or below 0 in the whole table
            // but above it in a panel).
            let whole = wholePie
            entries = whole.layout(in: frame, measurer: measurer).legendEntries
            let otherInAPanel = panels.contains { panel in
                PieChartLayout(chart: panel.chart, style: style).slices().slices.contains(where: \.isOther)
            }
            if otherInAPanel, !whole.slices().slices.contains(where: \.isOther) {
                entries.append(Legend.Entry(name: chart.words.other, color: whole.otherColor, swatch: .box))
            }
        } else {
            // One panel alone, to learn how its series were drawn (a line, markers, a box): the
            // first that has points of every series. A series' band, whiskers and trend are
            // those of any panel, as an empty cell of a matrix draws none. Named as the whole
            // names them: a panel's names may carry its own trend's equation.
            let drawn =
                panels.first { $0.chart.series.allSatisfy { !$0.points.isEmpty } }
                ?? panels.first { $0.chart.series.contains { !$0.points.isEmpty } } ?? first
            entries =
                DataChartLayout(chart: drawn.chart, style: style, pixelDensity: pixelDensity)
                .layout(in: frame, measurer: measurer).legendEntries
            for index in entries.indices where index < chart.series.count {
                entries[index].name = chart.series[index].name
                entries[index].companions = panels.reduce(entries[index].companions) {
                    $0.union(DataChartLayout.companions(index, in: $1.chart))
                }
            }
        }
        var legend = Legend(entries: entries, style: style)
        switch chart.legend {
        case .top, .bottom:
            legend = legend.limited(toRows: 3, width: frame.width, measurer: measurer)
            let height = legend.rowsHeight(width: frame.width, measurer: measurer)
            let top = chart.legend == .top
            let box = Rect(x: frame.minX, y: top ? frame.minY : frame.maxY - height, width: frame.width, height: height)
            let grid = top ? frame.inset(top: height + gap / 2) : frame.inset(bottom: height + gap / 2)
            return (grid, legend.rows(in: box, measurer: measurer), box)
        case .auto, .right, .none:
            legend = legend.limited(toHeight: frame.height, measurer: measurer)
            let size = legend.columnSize(measurer: measurer)
            let box = Rect(x: frame.maxX - size.width, y: frame.minY, width: size.width, height: size.height)
            return (frame.inset(right: size.width + gap / 2), legend.column(in: box, measurer: measurer), box)
        }
    }

    /// The panels' rectangles, row by row, `gap` apart.
    private func cells(count: Int, in grid: Rect, gap: Double) -> [Rect] {
        let columns = facets.columnCount
        let rows = (count + columns - 1) / columns
        let width = max(1, (grid.width - gap * Double(columns - 1)) / Double(columns))
        let height = max(1, (grid.height - gap * Double(rows - 1)) / Double(max(rows, 1)))
        return (0..<count).map { index in
            Rect(
                x: grid.minX + Double(index % columns) * (width + gap),
                y: grid.minY + Double(index / columns) * (height + gap), width: width, height: height)
        }
    }

    private func laid(
        _ panels: [ChartFacets.Panel], in cells: [Rect], extentsOnly: Bool = false, measurer: some TextMeasuring
    ) -> [ChartPanel.Laid] {
        // A panel's heading in the axes' font, bold: a grid of panels has many, and the page's
        // heading size would take the room of their plots.
        var panelStyle = style
        panelStyle.headingFont = FontSpec(family: style.font.family, size: style.font.size, bold: true)
        // Headings start where their column does: a panel whose labels take less room than its
        // column's widest has its cell moved in (`aligned`), not its heading.
        let columns = facets.columnCount
        var columnStarts = [Double](repeating: .infinity, count: columns)
        for (index, cell) in cells.enumerated() {
            columnStarts[index % columns] = min(columnStarts[index % columns], cell.minX)
        }
        return zip(panels, cells).enumerated().map { index, pair in
            ChartPanel(heading: pair.0.title, chart: pair.0.chart)
                .layout(
                    in: pair.1, headingX: columnStarts[index % columns], style: panelStyle,
                    pixelDensity: pixelDensity, extentsOnly: extentsOnly, measurer: measurer)
        }
    }

    /// Where panel `index` stands: the grid writes an axis's title and a shared axis's labels
    /// once a row or column, the left's in the first column, the bottom's under the last panel
    /// of each column. The x is every panel's; the y too unless each panel keeps its own.
    private func position(_ index: Int, of count: Int, barDirection: BarDirection?, labelArea: Size)
        -> FacetPanelPosition
    {
        let columns = facets.columnCount
        return FacetPanelPosition(
            hasPanelLeft: index % columns != 0, hasPanelBelow: index + columns < count,
            sharedAxes: facets.sharedY ? [.x, .y] : [.x], barDirection: barDirection, labelArea: labelArea)
    }

    /// `cells` resized so that every plot is as large and a row's plots, and a column's, line
    /// up: a column as wide as its widest room left of a plot, one plot and its widest room
    /// right of it; a row likewise. A panel whose labels take less room than its column's
    /// widest is moved in by the difference. `cells` as they were when the plots would not fit.
    static func aligned(_ cells: [Rect], plots: [Rect], columns: Int, in grid: Rect, gap: Double) -> [Rect] {
        let rows = (cells.count + columns - 1) / columns
        // Each panel's room about its plot: left, top, right, bottom.
        let rooms = zip(cells, plots).map { cell, plot in
            (plot.minX - cell.minX, plot.minY - cell.minY, cell.maxX - plot.maxX, cell.maxY - plot.maxY)
        }
        var (left, right) = ([Double](repeating: 0, count: columns), [Double](repeating: 0, count: columns))
        var (top, bottom) = ([Double](repeating: 0, count: rows), [Double](repeating: 0, count: rows))
        for (index, room) in rooms.enumerated() {
            let (row, column) = (index / columns, index % columns)
            left[column] = max(left[column], room.0)
            top[row] = max(top[row], room.1)
            right[column] = max(right[column], room.2)
            bottom[row] = max(bottom[row], room.3)
        }
        let width = (grid.width - gap * Double(columns - 1) - left.reduce(0, +) - right.reduce(0, +)) / Double(columns)
        let height = (grid.height - gap * Double(rows - 1) - top.reduce(0, +) - bottom.reduce(0, +)) / Double(rows)
        guard width >= 1, height >= 1 else { return cells }
        var xs = [grid.minX]
        for column in 0..<columns { xs.append(xs[column] + left[column] + width + right[column] + gap) }
        var ys = [grid.minY]
        for row in 0..<rows { ys.append(ys[row] + top[row] + height + bottom[row] + gap) }
        return rooms.enumerated().map { index, room in
            let (row, column) = (index / columns, index % columns)
            return Rect(
                x: xs[column] + left[column] - room.0, y: ys[row] + top[row] - room.1,
                width: room.0 + width + room.2, height: room.1 + height + room.3)
        }
    }

    /// What the panels said (their trends, what their layouts made one): once when every
    /// panel said it, else after the panel's title ("island = Biscoe: 12 rows of the same x
    /// summed").
    private func notes(_ notes: [[String]], titles: [String]) -> [String] {
        var said: [String] = []
        for (panelNotes, title) in zip(notes, titles) {
            for note in panelNotes {
                let everywhere = notes.allSatisfy { $0.contains(note) }
                let text = everywhere ? note : "\(title): \(note)"
                if !said.contains(text) { said.append(text) }
            }
        }
        return said
    }

    /// The smallest interval holding all of `intervals`; nil when there are none.
    static func joined(_ intervals: [Interval]) -> Interval? {
        guard let first = intervals.first else { return nil }
        return intervals.dropFirst().reduce(first) { Interval(min($0.lower, $1.lower), max($0.upper, $1.upper)) }
    }
}
