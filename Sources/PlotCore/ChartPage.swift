/// A page holding one chart: title on top, the chart, and a note line at the bottom saying what
/// was drawn (point count, curve, zoom, dropped values).
public struct ChartPage {
    public var series: PointSeries
    public var options: ChartOptions
    public var page: PageSpec

    public init(series: PointSeries, options: ChartOptions, page: PageSpec) {
        self.series = series
        self.options = options
        self.page = page
    }

    public func scene(measurer: some TextMeasuring) -> Scene {
        let style = ChartStyle(page: page.size)
        let chrome = PageChrome(title: options.title, style: style)
        let frame = chrome.layout(page: page.size, measurer: measurer)
        let result = ChartLayout(series: series, options: options, style: style, pixelDensity: page.scale).layout(
            in: frame.content, measurer: measurer)
        let note = chrome.note(
            note(visibleCount: result.visibleCount, decimated: result.decimated), in: frame, measurer: measurer)
        return Scene(pages: [ScenePage(size: page.size, items: frame.items + result.items + [note])], scale: page.scale)
    }

    /// "50 points · 25 shown · monotone curve · zoom 2× · 1 non-finite value dropped"
    public func note(visibleCount: Int, decimated: Bool = false) -> String {
        var parts = [plural(series.count, "point", "points")]
        if visibleCount != series.count && !series.isEmpty { parts.append("\(grouped(visibleCount)) in view") }
        if decimated {
            parts.append("drawn per pixel column (M4)")
        } else if series.count > 1 {
            parts.append("\(options.curve) curve")
        }
        if options.viewport.zoom != 1 {
            parts.append("zoom \(NumberText.shortest(options.viewport.zoom))×")
        }
        if series.droppedNonFinite > 0 {
            parts.append(plural(series.droppedNonFinite, "non-finite value", "non-finite values") + " dropped")
        }
        return parts.joined(separator: " · ")
    }

    private func plural(_ count: Int, _ one: String, _ many: String) -> String {
        grouped(count) + " " + (count == 1 ? one : many)
    }

    /// 100000 -> "100,000" (as tick labels group).
    private func grouped(_ count: Int) -> String { TickLabelFormat(decimals: 0).string(for: Double(count)) }
}
