/// A page holding one data chart: the title, the chart, and a note saying what was drawn
/// (rows, series, the columns picked, values missing or summed, the curve).
public struct DataChartPage {
    package var chart: DataChart
    package var page: PageSpec
    package var theme: Theme

    /// The page of `chart` on `page` in `theme`.
    /// A page no layout can have (a side of NaN, 0 or 1e9, a scale of 0) is laid out as the
    /// nearest it can (`PageSpec.drawable`: sides of 1 to 100,000, scales of 0.01 to 100).
    public init(chart: DataChart, page: PageSpec, theme: Theme = .light) {
        self.chart = chart
        self.page = page.drawable
        self.theme = theme
    }

    /// The page laid out, its text measured by `measurer` (a `PangoTextEngine` for output).
    public func scene(measurer: some TextMeasuring) -> Scene { drawn(measurer: measurer).scene }

    /// The scene, with where its plot is on the page and the data values it shows (nil for
    /// categories and pies): what a page in a browser needs to turn a pointer into data.
    package func drawn(measurer: some TextMeasuring) -> (scene: Scene, plotArea: Rect, view: Viewport?) {
        let (result, chrome, frame, note) = laidOut(measurer: measurer)
        var drawn = ScenePage(
            size: page.size, background: chrome.style.background,
            items: frame.items + result.items + chrome.note(note, in: frame, measurer: measurer))
        drawn.summary = summary(result)
        return (Scene(pages: [drawn], scale: page.scale), result.plotArea, result.view)
    }

    /// What the chart's digested series must answer before the page can be drawn: nothing
    /// when every series holds its points or every answer is in.
    package func requests(measurer: some TextMeasuring) -> [SeriesRequest] {
        laidOut(measurer: measurer).result.wanted
    }

    /// The page laid out with one note line, or again with two when the note needs them (the
    /// chart giving up the room).
    private func laidOut(measurer: some TextMeasuring) -> (
        result: DataChartLayout.Result, chrome: PageChrome, frame: PageChrome.Frame, note: String
    ) {
        var (result, chrome, frame) = layout(noteLines: 1, measurer: measurer)
        var note = note(result)
        if chrome.noteLinesNeeded(note, page: page.size, measurer: measurer) > 1 {
            (result, chrome, frame) = layout(noteLines: 2, measurer: measurer)
            note = self.note(result)
        }
        return (result, chrome, frame, note)
    }

    private func layout(noteLines: Int, measurer: some TextMeasuring) -> (
        result: DataChartLayout.Result, chrome: PageChrome, frame: PageChrome.Frame
    ) {
        let style = ChartStyle(page: page.size, theme: theme)
        let chrome = PageChrome(title: chart.title, style: style, noteLines: noteLines)
        let frame = chrome.layout(page: page.size, measurer: measurer)
        let result = DataChartLayout(chart: chart, style: style, pixelDensity: page.scale)
            .layout(in: frame.content, measurer: measurer)
        return (result, chrome, frame)
    }

    /// "1,461 rows · 2 series · x: date, y: temp_max (picked) · 3 values missing (gaps)"
    package func note(_ result: DataChartLayout.Result) -> String {
        let words = chart.words
        let rows = chart.rowCount ?? chart.pointCount
        var parts = [words.count(rows, chart.rowCount == nil ? .point : .row)]
        if chart.series.count > 1 { parts.append(words.count(chart.series.count, .series)) }
        // A histogram's groups share their bins: each bin has a bar per series.
        let bins = result.visibleCount / max(1, chart.series.count)
        parts.append(chart.kind == .histogram ? words.count(bins, .bin) : words.kind(chart.kind))
        if result.decimated {
            parts.append(words.perPixelColumn)
        } else if chart.kind == .line || chart.kind == .area, chart.curve != .linear {
            parts.append(words.curve(chart.curve))
        }
        if chart.stacked && !chart.isRanged && chart.series.count > 1 && [.bar, .area, .histogram].contains(chart.kind)
        {
            parts.append(words.stacked)
        }
        if chart.viewport.zoom != 1 { parts.append(words.zoom(chart.viewport.zoom)) }
        return (parts + chart.noteTexts + result.notes).joined(separator: " · ")
    }
}
