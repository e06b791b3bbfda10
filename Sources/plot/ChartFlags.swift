import PlotCore

/// The flags that say how a chart is drawn, gathered once from the command and its table
/// options, and set on a chart from any source in one place. Which flag may be given where is
/// `ChartFlagTable`'s; a flag not given sets the chart's default.
struct ChartFlags {
    var table: TableChartOptions
    var title: String?
    var curve: Curve
    var markers: MarkerMode
    var viewport: ViewportRequest

    /// Sets the flags on `chart`, made from `source` (its kind, series and axes already read).
    func apply(to chart: inout DataChart, source: ChartSource) throws {
        // Each panel is a chart of its rows: its trends, bands and rules are its own.
        if var facets = chart.facets {
            for index in facets.panels.indices {
                try apply(to: &facets.panels[index].chart, source: source)
                facets.panels[index].chart.title = nil
            }
            chart.facets = facets
        }
        chart.title = title
        chart.curve = curve
        chart.markers = markers
        chart.viewport = viewport
        chart.legend = table.legend
        chart.stacked = table.stack
        chart.barOrientation = table.barOrientation
        chart.bins = table.bins?.bins ?? .auto
        chart.stepChange = table.step ?? .middle
        chart.aggregate = table.aggregate ?? .sum
        // A scatter's markers coloured by value take the map; a grid sets its own.
        if let colormap = table.colormap, !chart.kind.isGrid { chart.colormap = colormap }
        // The rows as read: a band is made of them, after binning made each unit's one.
        let rows = chart.series.map(\.points)
        if let unit = table.xUnit {
            do {
                try chart.bin(x: unit)
            } catch {
                throw CLIError("--x-unit \(unit.rawValue): \(error.description)", status: .usage)
            }
        }
        let faceted = chart.facets != nil
        if let band = table.band, !faceted { chart.addBands(band, rows: rows) }
        if source == .points {
            try applyLogAxes(to: &chart)
        }
        if source == .points, table.xLabel != nil || table.yLabel != nil {
            // The points page names x and y in its table; titles given are written at the axes too.
            chart.showsAxisTitles = true
            chart.yTitle = "y"
        }
        try applyLook(to: &chart)
        if let xLabel = table.xLabel { chart.xTitle = xLabel }
        if let yLabel = table.yLabel { chart.yTitle = yLabel }
        if let y2Label = table.y2Label { chart.y2Title = y2Label }
        // The page's one language, chosen once, before anything writes words of its own: the
        // points page writes its numbers one way, beside its table's; a table's chart speaks
        // the language of its own words (after the title: it is one of them).
        if source != .points { chart.words = table.words(for: chart) }
        // A count is of rows, whichever column was picked to count them.
        if table.yLabel == nil, !chart.kind.isGrid,
            table.aggregate == .count || chart.kind == .histogram || chart.countsRows
        {
            chart.yTitle = chart.words.countTitle
        }
        if let rolling = table.rolling {
            if case .span = rolling.window, !chart.x.isTime {
                throw CLIError(
                    "--rolling \(rolling.text) is a span of time, and x (\(chart.xTitle ?? "x")) holds \(chart.x.noun): give a number of rows, --rolling 7",
                    status: .usage)
            }
            if case .rows(let count) = rolling.window, let longest = chart.series.map(\.points.count).max(),
                count > longest
            {
                throw CLIError(
                    "--rolling \(count): the longest series has \(longest) rows, too few for one mean of \(count): give at most \(longest)",
                    status: .usage)
            }
            if !faceted { chart.addRollingMeans(rolling.window) }
        }
        if let trend = table.trend, !faceted { chart.addTrends(trend) }
        chart.rules = try table.rules(x: chart.x)
        chart.annotations += try AnnotateArgument.annotations(table.annotate, x: chart.x, zone: table.zone)
        chart.rectangles += try SpanArgument.rectangles(
            table.span, x: chart.x, zone: table.zone, format: table.xTimeFormat)
    }

    /// `--palette`, `--colors`, `--opacity` and `--marker-size`: before trends name the series
    /// by their equations and moving means turn them faint.
    private func applyLook(to chart: inout DataChart) throws {
        chart.palette = table.palette
        for index in chart.series.indices {
            if let opacity = table.opacity { chart.series[index].style.opacity = opacity }
            if let size = table.markerSize { chart.series[index].style.markerRadius = size / 2 }
        }
        guard let text = table.colors else { return }
        let names = chart.series.map(\.name)
        // A right axis's series is also found by the name its legend shows ("rain (right)").
        let shown = chart.series.indices.map(chart.legendName)
        for (name, color) in try SeriesColorsArgument.parse(text) {
            guard let index = names.firstIndex(of: name) ?? shown.firstIndex(of: name) else {
                throw CLIError(
                    "--colors: no series is named \(name); the series are "
                        + names.map { "\"\($0)\"" }.joined(separator: ", "),
                    status: .usage)
            }
            chart.series[index].style.color = color
        }
    }

    /// `--log-x` and `--log-y` on the service's points (a table's reader and a query set them
    /// as they read): points at or below 0 are refused, naming the first.
    private func applyLogAxes(to chart: inout DataChart) throws {
        chart.logY = table.logY
        if table.logX { chart.x = .log }
        let points = chart.series.first?.points ?? PointSeries()
        for (isLog, axis, values) in [(table.logX, "x", points.xs), (table.logY, "y", points.ys)] where isLog {
            if let bad = values.first(where: { $0 <= 0 }) {
                throw CLIError(
                    "--log-\(axis): the points' \(axis) include \(NumberText.shortest(bad)), and a log axis shows only values above 0: drop --log-\(axis)",
                    status: .badData)
            }
        }
    }
}
