import Foundation

/// One named series of a chart. x holds numbers, seconds since 1970 on a time axis, or a
/// category's index on a category axis; a missing y is a gap (`PointSeries.appendMissing`).
/// A series of a line, step or scatter chart may instead be a digest of points kept elsewhere
/// (a database), with `points` empty.
public struct ChartSeries: Sendable, Equatable {
    /// The name the legend and the note show.
    public var name: String
    /// The points, when the series is held in memory (empty for a digest).
    public var points: PointSeries
    /// The digest, when the series is kept elsewhere (a `SeriesSource`); nil for points.
    public var digest: SeriesDigest?
    /// How the series is drawn where not as the chart's others (`SeriesStyle`).
    package var style = SeriesStyle()
    /// Where each point's bar or area starts, in y, instead of zero: a range from start to the
    /// point's y (Swift Charts' `BarMark(x:yStart:yEnd:)`, `AreaMark(x:yStart:yEnd:)`), one a
    /// point, in the points' order; nil for marks that stand on zero or on each other.
    package var starts: [Double]?
    /// Drawn to the chart's second y axis, on the right (`--y2`), to a scale of its own.
    package var onRightAxis = false
    /// Each point's value that colours its marker, one a point in the points' order
    /// (`DataChart.encodings`); nil for the series' colour.
    package var colorValues: [Double]?
    /// Each point's value that sizes its marker (area proportional), likewise.
    package var sizeValues: [Double]?
    /// The points indexed for views costing their pixel columns (`DataChart.indexForViews`);
    /// used only while it indexes `points` themselves. Not part of equality: it is derived.
    package var pyramid: M4Pyramid?

    /// A series of points held in memory.
    public init(name: String, points: PointSeries) {
        self.name = name
        self.points = points
    }

    /// A series kept elsewhere: its digest, completed from its `SeriesSource` before drawing.
    public init(name: String, digest: SeriesDigest) {
        self.name = name
        self.points = PointSeries()
        self.digest = digest
    }

    /// Points, gaps included, whether held or digested.
    package var count: Int { digest?.count ?? points.count }

    /// Two digests are equal when they stand for the same count of points: their answers are
    /// what a layout asked of them, not what they are.
    public static func == (lhs: ChartSeries, rhs: ChartSeries) -> Bool {
        lhs.name == rhs.name && lhs.points == rhs.points && lhs.digest?.count == rhs.digest?.count
            && lhs.style == rhs.style && lhs.starts == rhs.starts && lhs.onRightAxis == rhs.onRightAxis
            && lhs.colorValues == rhs.colorValues && lhs.sizeValues == rhs.sizeValues
    }
}

/// A chart of anyone's data: several named series, a kind of mark, the axes' kinds and the
/// look. Built from columns (`DataChart.from(table:...)`) or by hand; laid out by
/// `DataChartLayout`, put on a page by `DataChartPage`.
public struct DataChart: Sendable {
    /// The kind of mark: line, scatter, step, area, bar, histogram, pie, donut, box, violin,
    /// heatmap or hist2d.
    public var kind: ChartKind
    /// The series, drawn in order in the palette's colours.
    public var series: [ChartSeries]
    /// The x axis: linear, log, time (in a zone) or categories.
    public var x: AxisKind
    /// A log y axis (bars, areas and histograms need a linear one: they start at zero).
    public var logY: Bool
    /// Areas and bars stacked on each other rather than overlapping or side by side.
    public var stacked: Bool
    /// Bars up from the x axis or across from the left (`auto`: across when the category
    /// labels would not fit under the bars).
    public var barOrientation: BarOrientation
    /// The histogram's bins.
    public var bins: Histogram.Bins
    /// Where the legend goes (`auto`: in the plot's quietest corner, or beside it).
    public var legend: LegendPlacement
    /// The page's title; nil for none.
    public var title: String?
    /// The axes' titles, e.g. the columns' names.
    public var xTitle: String?
    /// The y axis's title.
    public var yTitle: String?
    /// The right y axis's title, when some series are drawn to it (`ChartSeries.onRightAxis`).
    package var y2Title: String?
    /// Whether the axes' titles are written beside the axes (a table beside the chart may name
    /// them instead).
    package var showsAxisTitles = true
    /// How a line joins its points.
    public var curve: Curve
    /// Where a step chart's value changes between two points: half way (d3's curveStep, the
    /// default), at the later point (curveStepAfter: a value holds until the next, as a
    /// price or a rate does) or at the earlier one (curveStepBefore).
    package var stepChange = StepCurve.Change.middle
    /// The calendar unit a time x was binned to (`bin(x:)`): bars span their unit.
    package var xUnit: TimeUnit?
    /// How a bar or a slice makes one value of the rows that share its x (summed by default).
    public var aggregate = Aggregate.sum
    /// Markers on the points: on every line or none (`auto`: when the points are few).
    public var markers: MarkerMode
    /// How a linear axis reaches past the data when no range or zoom says: `nice` for data
    /// charts, `margin` for the points page.
    var domainFit = DomainFit.nice
    /// Zoom and ranges, on every axis but a category one; on a log axis a range must lie above
    /// zero, and the zoom narrows the view geometrically (`Viewport.zoomedLog`).
    public var viewport: ViewportRequest
    /// Lines across the plot at given values (`ChartRule`), drawn over the marks.
    package var rules: [ChartRule] = []
    /// Lines over the series' marks: trends and moving means (`addTrends`, `addRollingMeans`).
    package var overlays: [ChartOverlay] = []
    /// Intervals about the series' points (`ChartIntervals`): a band under a line, whiskers on
    /// bars and points.
    package var intervals: [ChartIntervals] = []
    /// Filled spans of the plot (`ChartRectangle`), drawn under the marks.
    package var rectangles: [ChartRectangle] = []
    /// Texts beside bars and points (`ChartAnnotation`), drawn over everything in the plot.
    package var annotations: [ChartAnnotation] = []
    /// The data's axes drawn without title, ticks, labels or grid lines (Swift Charts'
    /// `chartXAxis(.hidden)`): the plot takes their room.
    package var hiddenAxes: Set<ChartRule.Axis> = []
    /// Where the chart stands in a facet grid, which writes each axis's title and a shared
    /// axis's labels once a row or column; nil for a chart of its own.
    package var facetPosition: FacetPanelPosition?
    /// Small multiples (`--facet`): the panels drawn instead of `series`, which then holds
    /// every panel's points for the note and the legend; nil for one chart.
    package var facets: ChartFacets?
    /// The plot area's fill behind its grid and marks (Swift Charts' `chartPlotStyle`); nil
    /// for the page's own.
    package var plotBackground: Color?
    /// Ticks a program chose for an axis, in place of its own (Swift Charts' `AxisMarks`).
    package var axisMarks: [ChartRule.Axis: AxisMarkRequest] = [:]
    /// A pie's outer and inner radius (`PieRadius`); nil for the layout's own (the frame's
    /// room; a donut's hole 0.55 of it, a pie none).
    package var outerRadius: PieRadius?
    package var innerRadius: PieRadius?
    /// The gap between neighbouring slices along their edges, in page units; nil for the
    /// layout's own (a sliver among several slices).
    package var sliceGap: Double?
    /// A faceted pie's panel: the slices and colours of the whole table (`SharedSlices`);
    /// nil for a pie's own.
    var sharedSlices: SharedSlices?
    /// A heat map's or a 2-D histogram's cells (`DataChart.heatmap`, `.hist2d`); nil for
    /// other kinds, which draw their series.
    package var grid: HeatGrid?
    /// The colours of a grid's values, and of markers coloured by value (`encodings`).
    package var colormap = Colormap.viridis
    /// A scatter's markers coloured or sized by values of their own (`--color-by`, `--size-by`).
    package var encodings = MarkEncodings()
    /// The series' colours in order, a chart of one series the first; nil for the theme's.
    package var palette: PaletteName?
    /// Colours from a grid's least value to its greatest in place of `colormap` (Swift
    /// Charts' `Gradient`); nil for the map.
    package var gradient: [Color]?
    /// Lines of your own for the page's note, after what PlotKit says there (the rows, the
    /// kind, the columns it picked, values summed or missing).
    public var notes: [String]
    /// What PlotKit says in the page's note, written in `words`' language when the page is.
    package var madeNotes: [ChartNote] = []
    /// The chart's own words ("Other", "total") and its numbers' marks.
    public var words = ChartWords.english
    /// How many threads may go over a long series at once (M4, counting what is in view): the
    /// picture is the same whatever the number; `PLOTKIT_THREADS` sets it in `plot`.
    package var threads = ProcessInfo.processInfo.activeProcessorCount
    /// Rows of the table the chart was drawn from; nil when built by hand.
    package var rowCount: Int?
    /// The bars count rows (a histogram of categories): what adds up at an x is rows, not values.
    package var countsRows = false
    /// Rows left out because they could not be drawn (a value of zero or less on a log axis,
    /// when the table was read skipping bad rows), and why the first was.
    package var skippedRows = 0
    package var firstSkipped: String?

    /// A chart of `series`; every option has the plain default (a line chart on linear axes).
    public init(
        kind: ChartKind = .line, series: [ChartSeries], x: AxisKind = .linear, logY: Bool = false,
        stacked: Bool = false, bins: Histogram.Bins = .auto, legend: LegendPlacement = .auto, title: String? = nil,
        xTitle: String? = nil, yTitle: String? = nil, curve: Curve = .linear, markers: MarkerMode = .auto,
        viewport: ViewportRequest = ViewportRequest(), notes: [String] = [], barOrientation: BarOrientation = .auto
    ) {
        self.kind = kind
        self.series = series
        self.x = x
        self.logY = logY
        self.stacked = stacked
        self.barOrientation = barOrientation
        self.bins = bins
        self.legend = legend
        self.title = title
        self.xTitle = xTitle
        self.yTitle = yTitle
        self.curve = curve
        self.markers = markers
        self.viewport = viewport
        self.notes = notes
    }

    /// The note's lines after its first words: PlotKit's in `words`' language, then `notes`.
    package var noteTexts: [String] { madeNotes.map(words.text(of:)) + notes }

    /// Every series a range from its starts to its points (`ChartSeries.starts`): its bars or
    /// areas neither stand on zero nor stack, and the y axis reaches their ends only.
    package var isRanged: Bool {
        !series.isEmpty && series.allSatisfy { $0.starts?.count == $0.points.count }
    }

    /// Points drawn, over every series.
    package var pointCount: Int { series.reduce(0) { $0 + $1.count } }

    /// The chart's own text, to tell its language by (`ChartWords.matching`): the title, the
    /// axes' titles, the series' names and the categories.
    package var ownText: [String] {
        var texts = [title, xTitle, yTitle].compactMap { $0 } + series.map(\.name)
        if case .category(let labels) = x { texts += labels.prefix(1000) }
        return texts
    }
}

/// How a linear axis's domain is fitted to the data.
enum DomainFit: Sendable, Equatable {
    /// Round values near the data, with 1% room where the data touches an end (`AxisFit`, as
    /// d3's `nice()`).
    case nice
    /// 5% of the data's span beyond each end, then round values (`Viewport.dataDomain`): the
    /// points page, where markers sit well inside the frame.
    case margin
}

extension DataChart {
    /// The points page's chart: one line through the points (in any order: the layout sorts
    /// what it draws), its axes the data with a margin (`DomainFit.margin`), no axis titles
    /// and no legend: the table beside it names x and y.
    public static func points(
        _ series: PointSeries, title: String? = nil, curve: Curve = .linear, markers: MarkerMode = .auto,
        viewport: ViewportRequest = ViewportRequest()
    ) -> DataChart {
        var chart = DataChart(
            kind: .line, series: [ChartSeries(name: "y", points: series)], title: title, xTitle: "x", curve: curve,
            markers: markers, viewport: viewport)
        chart.domainFit = .margin
        chart.showsAxisTitles = false
        if series.droppedNonFinite > 0 {
            let count = series.droppedNonFinite
            chart.madeNotes.append(.nonFiniteDropped(count))
        }
        return chart
    }

    /// The x values' extent as the chart draws them (a histogram's bins, summed bars
    /// included); nil when there is no value. Lines and areas read it off their series without
    /// making the marks (`ChartMarks.xExtent(of:)`).
    package var xExtent: Interval? { ChartMarks.xExtent(of: self) }
}
