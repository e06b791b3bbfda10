import ArgumentParser
import Foundation
import Input
import PlotCore

extension ChartKind: ExpressibleByArgument {}
extension LegendPlacement: ExpressibleByArgument {}
extension ColumnType: ExpressibleByArgument {}
extension BarOrientation: ExpressibleByArgument {}
extension StepCurve.Change: ExpressibleByArgument {}
extension Aggregate: ExpressibleByArgument {}
extension TimeUnit: ExpressibleByArgument {}
extension TrendKind: ExpressibleByArgument {}
extension ErrorBand: ExpressibleByArgument {}
extension Colormap: ExpressibleByArgument {}

/// The themes a user can name.
enum ThemeName: String, CaseIterable, ExpressibleByArgument {
    case light
    case dark

    var theme: Theme { self == .dark ? .dark : .light }
}

/// `--bins N|auto`, or `NxM` (x's bins by y's) for a 2-D histogram.
struct BinsArgument: ExpressibleByArgument {
    let bins: Histogram.Bins
    /// A 2-D histogram's bins along x and y: N both ways, or NxM; nil for auto.
    let grid: (x: Int, y: Int)?
    /// Whether it was written NxM, which only a 2-D histogram takes.
    let isPair: Bool
    let text: String

    init?(argument: String) {
        text = argument
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        let counts = parts.compactMap { $0 }
        guard argument == "auto" || (counts.count == parts.count && (1...2).contains(counts.count)),
            counts.allSatisfy({ (1...10_000).contains($0) })
        else { return nil }
        isPair = counts.count == 2
        bins = counts.first.map { .count($0) } ?? .auto
        grid = counts.first.map { ($0, counts.last ?? $0) }
    }

    static var allValueStrings: [String] { ["auto", "1...10000", "NxM"] }
}

/// The languages of a chart's own words ("Other", "total") and number marks.
enum ChartLanguage: String, CaseIterable, ExpressibleByArgument {
    case ru
    case en

    var words: ChartWords { self == .ru ? .russian : .english }
}

/// How `plot --input` charts a table: which columns, what kind, which axes.
struct TableChartOptions: ParsableArguments {
    @Option(name: .customLong("x"), help: ArgumentHelp("The x column, by name or 1-based number.", valueName: "column"))
    var x: String?

    @Option(
        name: .customLong("y"),
        help: ArgumentHelp(
            "The y column(s), by name or number, comma-separated: one series each.", valueName: "columns"))
    var y: String?

    @Option(
        name: .customLong("y2"),
        help: ArgumentHelp(
            "Number column(s) drawn to a second y axis on the right, with a linear scale of its own, comma-separated.",
            valueName: "columns"))
    var y2: String?

    @Option(
        name: .customLong("color-by"),
        help: ArgumentHelp(
            "A number column whose values colour a scatter's markers along --colormap, with a colour bar.",
            valueName: "column"))
    var colorBy: String?

    @Option(
        name: .customLong("size-by"),
        help: ArgumentHelp(
            "A number column of values of 0 or more that size a scatter's markers, area proportional, with a size legend.",
            valueName: "column"))
    var sizeBy: String?

    @Option(
        name: .customLong("y-lower"),
        help: ArgumentHelp(
            "The column of each row's lower end of an interval about its y (with --y-upper): a band under a line, whiskers on bars and points.",
            valueName: "column"))
    var yLower: String?

    @Option(
        name: .customLong("y-upper"),
        help: ArgumentHelp("The column of each row's upper end (with --y-lower).", valueName: "column"))
    var yUpper: String?

    @Option(
        name: .long,
        help:
            "With --agg mean, an interval made of each x's rows: sd, se, ci95 (Student's t) or minmax (also with --agg median). A band under lines, whiskers on bars and points."
    )
    var band: ErrorBand?

    /// The parts of `--y`, split at every comma: whether it names any. Its columns are found by
    /// the reader or the query, which know the names (a name may hold a comma).
    var yColumns: [String] { y?.split(separator: ",").map(String.init) ?? [] }

    @Option(
        name: .customLong("group-by"),
        help: ArgumentHelp(
            "A category or number column whose values split the rows into series.", valueName: "column"))
    var groupBy: String?

    @Option(
        name: [.long, .customLong("facet-cols")],
        help: ArgumentHelp(
            "A category or number column: one panel a value (at most 64), the panels sharing their axes and one legend (a grid's one colour bar, a pie's slices and colours); with --facet-rows, the matrix's columns.",
            valueName: "column"))
    var facet: String?

    @Option(
        name: .customLong("facet-rows"),
        help: ArgumentHelp(
            "A category or number column: a row of panels a value, a matrix with --facet's columns.",
            valueName: "column"))
    var facetRows: String?

    /// Whether the chart is drawn in panels.
    var faceted: Bool { facet != nil || facetRows != nil }

    @Option(
        name: .customLong("facet-columns"),
        help: ArgumentHelp(
            "Panels a row, 1 to 64 (default: as square a grid as the count allows).", valueName: "n"))
    var facetColumns: Int?

    @Option(
        name: .customLong("facet-y"),
        help: "shared (default: one y scale for all panels) or free (each panel its own y scale).")
    var facetY: FacetY?

    @Option(
        name: .long,
        help:
            "line (default), scatter, step, area, bar, histogram, pie, donut, box (Tukey's, a box per category of x), violin, heatmap (--x and --y categories, coloured by --value) or hist2d (two number columns binned)."
    )
    var kind: ChartKind = .line

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A heat map's number column, made one value a cell by --agg (mean by default; without --value, cells count rows).",
            valueName: "column"))
    var value: String?

    @Option(
        name: .long,
        help:
            "The colours of a heat map's or a 2-D histogram's values, or of a scatter's markers by --color-by: viridis (default), magma, cividis, blues or rdbu."
    )
    var colormap: Colormap?

    @Option(
        name: .customLong("x-type"),
        help: "Read the x column as number, time (also 20261123), category, unix-s or unix-ms (default: inferred).")
    var xType: ColumnType?

    @Option(
        name: .customLong("time-format"),
        help: ArgumentHelp(
            "Read the x column's times by this strptime format: %d.%m.%Y %H:%M, %m/%d/%Y, %Y%m%d (docs/CLI.md, Dates and times, lists the directives).",
            valueName: "format"))
    var timeFormat: String?

    /// `--time-format` as read (checked by `validate`).
    var xTimeFormat: TimeFormat? { timeFormat.flatMap { try? TimeFormat($0) } }

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp(
            "Zone of times written without one, and of the time axis (IANA name; default UTC).", valueName: "zone"))
    var timeZone: String?

    @Flag(name: .customLong("skip-bad-rows"), help: "Leave out (and count) rows with a cell that does not parse.")
    var skipBadRows = false

    @Flag(name: .customLong("log-x"), help: "A log x axis (values must be above 0).")
    var logX = false

    @Flag(name: .customLong("log-y"), help: "A log y axis (values must be above 0).")
    var logY = false

    @Flag(name: .long, help: "Stack areas and bars on each other.")
    var stack = false

    // Not --orientation: that one is the page's (portrait or landscape), for every command.
    @Option(
        name: .customLong("bar-orientation"),
        help: "Bars: auto (across when the category labels would not fit under them), vertical or horizontal.")
    var barOrientation: BarOrientation = .auto

    @Option(
        name: .long,
        help:
            "Steps: where the value changes between two points: mid (default, d3's curveStep), after (it holds until the next point, as a price does) or before."
    )
    var step: StepCurve.Change?

    @Option(
        name: .customLong("agg"),
        help:
            "How the rows of one x (or one --x-unit) and series make one value: sum (default), mean, median, min, max, count, p90, p95 or p99. Bars, pies and donuts; lines, areas, steps and scatters with --x-unit."
    )
    var aggregate: Aggregate?

    @Option(
        name: .customLong("x-unit"),
        help:
            "Bin a time x to calendar units in --time-zone, then make one value of each unit's rows (--agg): second, minute, hour, day, week (from Monday), month, quarter or year."
    )
    var xUnit: TimeUnit?

    @Option(
        name: .long,
        help:
            "Histogram bins: a number, or auto (numpy's: the larger of Sturges and Freedman-Diaconis); hist2d: N, or NxM (x by y; default 10, numpy's)."
    )
    var bins: BinsArgument?

    @Option(
        name: .long,
        help: "A trend line over each series, dashed: linear (least squares; its equation and R² shown) or loess.")
    var trend: TrendKind?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A moving mean over each series, the series drawn faint beneath: of N rows, or of a span of time (7d, 12h, 30min).",
            valueName: "n|span"))
    var rolling: RollingArgument?

    @Option(name: .long, help: "Legend: auto (inside, where it hides the least), top, right, bottom or none.")
    var legend: LegendPlacement = .auto

    @Option(name: .long, help: "light (default) or dark.")
    var theme: ThemeName = .light

    @Option(
        name: .long,
        help:
            "The series' colours: petroff10 (default), tab10 (matplotlib's, d3's category10) or tableau10 (Vega-Lite's)."
    )
    var palette: PaletteName?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Colours of series by the names the legend gives them: NAME=#rrggbb,... (#rgb too).",
            valueName: "name=#hex,..."))
    var colors: String?

    @Option(name: .long, help: ArgumentHelp("The marks' opacity, above 0 up to 1.", valueName: "a"))
    var opacity: Double?

    @Option(
        name: .customLong("marker-size"),
        help: ArgumentHelp("A marker's width in pixels (at --scale 1), 1 to 100.", valueName: "px"))
    var markerSize: Double?

    @Option(name: .customLong("x-label"), help: "The x axis's title, instead of the x column's name.")
    var xLabel: String?

    @Option(name: .customLong("y-label"), help: "The y axis's title, instead of the y column's name.")
    var yLabel: String?

    @Option(name: .customLong("y2-label"), help: "The right y axis's title (--y2), instead of its column's name.")
    var y2Label: String?

    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A line across the chart at this y, labelled if :LABEL follows (repeatable).", valueName: "y[:label]"))
    var hline: [String] = []

    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A line down the chart at this x (a date or time on a time axis), labelled if :LABEL follows (repeatable).",
            valueName: "x[:label]"))
    var vline: [String] = []

    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A shaded span of x (dates or times on a time axis), labelled if :LABEL follows (repeatable).",
            valueName: "a..b[:label]"))
    var span: [String] = []

    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A text centred above the point X,Y (x a date or time on a time axis, a category's name on a category axis; repeatable).",
            valueName: "x,y:text"))
    var annotate: [String] = []

    /// `--hline` and `--vline` for a chart whose x axis is `x`.
    func rules(x: AxisKind) throws -> [ChartRule] {
        try RuleArgument.rules(hlines: hline, vlines: vline, x: x, zone: zone)
    }

    @Option(
        name: .long,
        help: "Language of the chart's own words (a pie's \"Other\") and numbers: ru or en (default: the data's).")
    var lang: ChartLanguage?

    /// The chart's words: `--lang`'s, else those of the language its own text is written in.
    func words(for chart: DataChart) -> ChartWords { lang?.words ?? .matching(chart.ownText) }

    @Flag(name: .long, help: "With --input, add the table of points beside the chart (x and the y columns).")
    var table = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The input's encoding: utf-8 (default), windows-1252 (cp1252) or iso-8859-1 (latin1).",
            valueName: "name"))
    var encoding: String?

    /// `--encoding` as read (checked by `validate`).
    var textEncoding: TextEncoding { encoding.flatMap(TextEncoding.init(name:)) ?? .utf8 }

    /// The flags of this group given, for `ChartFlagTable` to place.
    var given: [String] {
        var flags: [String] = []
        if x != nil { flags.append("--x") }
        if y != nil { flags.append("--y") }
        if y2 != nil { flags.append("--y2") }
        if y2Label != nil { flags.append("--y2-label") }
        if colorBy != nil { flags.append("--color-by") }
        if sizeBy != nil { flags.append("--size-by") }
        if groupBy != nil { flags.append("--group-by") }
        if facet != nil { flags.append("--facet") }
        if facetRows != nil { flags.append("--facet-rows") }
        if facetColumns != nil { flags.append("--facet-columns") }
        if facetY != nil { flags.append("--facet-y") }
        if kind != .line { flags.append("--kind") }
        if value != nil { flags.append("--value") }
        if colormap != nil { flags.append("--colormap") }
        if xType != nil { flags.append("--x-type") }
        if timeFormat != nil { flags.append("--time-format") }
        if timeZone != nil { flags.append("--time-zone") }
        if skipBadRows { flags.append("--skip-bad-rows") }
        if logX { flags.append("--log-x") }
        if logY { flags.append("--log-y") }
        if stack { flags.append("--stack") }
        if barOrientation != .auto { flags.append("--bar-orientation") }
        if bins != nil { flags.append("--bins") }
        if step != nil { flags.append("--step") }
        if aggregate != nil { flags.append("--agg") }
        if xUnit != nil { flags.append("--x-unit") }
        if trend != nil { flags.append("--trend") }
        if yLower != nil { flags.append("--y-lower") }
        if yUpper != nil { flags.append("--y-upper") }
        if band != nil { flags.append("--band") }
        if rolling != nil { flags.append("--rolling") }
        if legend != .auto { flags.append("--legend") }
        if palette != nil { flags.append("--palette") }
        if colors != nil { flags.append("--colors") }
        if opacity != nil { flags.append("--opacity") }
        if markerSize != nil { flags.append("--marker-size") }
        if xLabel != nil { flags.append("--x-label") }
        if yLabel != nil { flags.append("--y-label") }
        if !hline.isEmpty { flags.append("--hline") }
        if !annotate.isEmpty { flags.append("--annotate") }
        if !vline.isEmpty { flags.append("--vline") }
        if !span.isEmpty { flags.append("--span") }
        if lang != nil { flags.append("--lang") }
        if table { flags.append("--table") }
        if encoding != nil { flags.append("--encoding") }
        return flags
    }

    func validate() throws {
        if let encoding, TextEncoding(name: encoding) == nil {
            throw ValidationError(
                "--encoding \(encoding) is not one plot reads: give " + TextEncoding.names.joined(separator: ", "))
        }
        if let timeZone, ZoneArgument.zone(timeZone) == nil {
            throw ValidationError("--time-zone \(timeZone) is not a time zone; give \(ZoneArgument.examples)")
        }
        if let timeFormat {
            do {
                _ = try TimeFormat(timeFormat)
            } catch let error as TimeFormatError {
                throw ValidationError("--time-format '\(timeFormat)': \(error.message)")
            }
            if let xType, xType != .time {
                throw ValidationError("--time-format reads the x column as times: not with --x-type \(xType.rawValue)")
            }
        }
        // Flags that only some kinds take (--bins, --stack, --log-y...) are checked by the
        // command, with ChartFlagTable. The table lists rows of one x and its y columns, as
        // lines of numbers (a table of groups, bars or times is open work).
        try validateIntervals()
        // With --band the rows of an x are made one, a point and its interval.
        if aggregate != nil, xUnit == nil, band == nil, [.line, .area, .step, .scatter].contains(kind) {
            throw ValidationError(
                "--agg makes one value of the rows of an x: on --kind \(kind.rawValue) give --x-unit (day, month...) to bin x first, or drop --agg"
            )
        }
        if let bins, bins.isPair, kind != .hist2d {
            throw ValidationError("--bins \(bins.text) gives bins along x and y, for --kind hist2d: give one number")
        }
        // A cell is a rectangle on the page: past a million they are neither seen nor kept in memory.
        if let grid = bins?.grid, kind == .hist2d, grid.x * grid.y > 1_000_000 {
            throw ValidationError(
                "--bins \(bins?.text ?? "") makes \(grid.x * grid.y) cells, more than the 1000000 a 2-D histogram draws: give fewer bins"
            )
        }
        if let bins, bins.grid == nil, kind == .hist2d {
            throw ValidationError("--bins auto is a histogram's; --kind hist2d takes N or NxM (default 10, numpy's)")
        }
        try validateFacets()
        if let opacity, !(opacity > 0 && opacity <= 1) {
            throw ValidationError(
                "--opacity \(NumberText.shortest(opacity)): give a number above 0 up to 1 (0.5 is half)")
        }
        if let markerSize, !(1...100).contains(markerSize) {
            throw ValidationError("--marker-size \(NumberText.shortest(markerSize)): give 1 to 100 pixels")
        }
        if let colors { _ = try SeriesColorsArgument.parse(colors) }
        if table && groupBy != nil {
            throw ValidationError(
                "--table lists the points of lines of numbers (one x, its y columns): not with --group-by")
        }
    }

    /// `--facet-columns` and `--facet-y` only with `--facet`; a grid of 1 to 64 columns.
    private func validateFacets() throws {
        if !faceted, facetColumns != nil || facetY != nil {
            throw ValidationError(
                "\(facetColumns != nil ? "--facet-columns" : "--facet-y") lays out the panels of --facet: give --facet COLUMN"
            )
        }
        if facetRows != nil, facetColumns != nil {
            throw ValidationError(
                "--facet-columns wraps the panels of --facet; with --facet-rows a matrix has a column a value of --facet: drop --facet-columns"
            )
        }
        if let facetColumns, !(1...DataChart.maxPanels).contains(facetColumns) {
            throw ValidationError("--facet-columns \(facetColumns): give 1 to \(DataChart.maxPanels) panels a row")
        }
        if table && faceted {
            throw ValidationError("--table lists the points of one chart: not with --facet")
        }
        if y2 != nil, faceted {
            throw ValidationError("--y2 draws a second axis beside one chart: not with --facet")
        }
        if y2 != nil, table {
            throw ValidationError("--table lists x and the --y columns: not with --y2")
        }
        if colorBy != nil || sizeBy != nil, faceted || y2 != nil || table {
            throw ValidationError(
                "\(colorBy != nil ? "--color-by" : "--size-by") draws its legend beside one chart: not with \(faceted ? "--facet" : y2 != nil ? "--y2" : "--table")"
            )
        }
        // Binning (--x-unit) and bands make an x's rows one point: no row's colour or size is its.
        if colorBy != nil || sizeBy != nil, let other = xUnit != nil ? "--x-unit" : band != nil ? "--band" : nil {
            throw ValidationError(
                "\(other) makes an x's rows one point; \(colorBy != nil ? "--color-by" : "--size-by") colours or sizes each row's marker: drop one"
            )
        }
        if colors != nil, colorBy != nil {
            throw ValidationError(
                "--colors sets series' colours; with --color-by the markers take the colormap's: drop one")
        }
        if colormap != nil, kind == .scatter, colorBy == nil {
            throw ValidationError(
                "--colormap colours a scatter's markers by --color-by COLUMN: give it, or drop --colormap")
        }
        if let y2, y2.allSatisfy({ $0 == "," || $0.isWhitespace }) {
            throw ValidationError("--y2 \"\(y2)\" names no column: give one or more, comma-separated")
        }
        if y2Label != nil, y2 == nil {
            throw ValidationError("--y2-label titles the right axis of --y2: give --y2 COLUMN")
        }
    }

    /// `--y-lower` and `--y-upper` together, `--band` with the aggregate it is about, neither
    /// on stacked marks.
    private func validateIntervals() throws {
        if (yLower == nil) != (yUpper == nil) {
            throw ValidationError("--y-lower and --y-upper are the two ends of an interval: give both")
        }
        if yLower != nil, band != nil {
            throw ValidationError(
                "--y-lower and --y-upper give each row's interval, --band makes one of an x's rows: give one or the other"
            )
        }
        if yLower != nil, xUnit != nil {
            throw ValidationError(
                "--y-lower and --y-upper give each row's interval, and --x-unit makes rows one: give --agg mean --band instead"
            )
        }
        if let band, aggregate != .mean, !(band == .minmax && aggregate == .median) {
            throw ValidationError(
                "--band \(band.rawValue) is an interval about the mean of an x's rows: give --agg mean"
                    + (band == .minmax ? " (or --agg median)" : ""))
        }
        if stack, band != nil || yLower != nil {
            throw ValidationError(
                "\(band != nil ? "--band" : "--y-lower") draws beside bars and under lines, not on stacked ones: drop --stack"
            )
        }
    }

    var zone: TimeZone { timeZone.flatMap(ZoneArgument.zone) ?? TimeZone(identifier: "UTC")! }
}
