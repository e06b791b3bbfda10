import PlotCore

/// The statistics page, from the cache's sums: spending by month (bars), by shop (a donut: the
/// largest shops and the rest as one slice) and the items with the most spent (bars across, the
/// ten largest), each a `ChartPanel` of the same `DataChartLayout` the data charts use.
public struct ReceiptsStatsPage {
    /// Items on the page: the ten with the most spent.
    public static let topItems = 10

    public var spending: Spending
    public var text: ReceiptsText
    public var page: PageSpec
    public var note: String

    public init(spending: Spending, text: ReceiptsText, page: PageSpec, note: String) {
        self.spending = spending
        self.text = text
        self.page = page
        self.note = note
    }

    /// Every month from the first receipt's to the last's, a month without one at zero.
    /// Short month names; across years, each January shows its year instead (as d3's time
    /// axes do), and past twelve months every label carries its year, so none repeats.
    public func monthChart() -> DataChart {
        let sums = Dictionary(spending.byMonth.map { ($0.key ?? "", $0.kopecks) }, uniquingKeysWith: +)
        var months: [YearMonth] = []
        if let first = spending.byMonth.first.flatMap({ YearMonth(key: $0.key ?? "") }),
            let last = spending.byMonth.last.flatMap({ YearMonth(key: $0.key ?? "") })
        {
            var month = first
            while month <= last {
                months.append(month)
                month = month.next
            }
        }
        let years = Array(Set(months.map(\.year))).sorted()
        let labels = months.map { month in
            if months.count > 12 { return "\(text.shortMonth(month)) \(month.year)" }
            return years.count > 1 && month.month == 1 ? String(month.year) : text.shortMonth(month)
        }
        let values = months.map { Self.rubles(sums[$0.key] ?? 0) }
        var chart = DataChart(
            kind: .bar, series: [series(values)], x: .category(labels), legend: .none,
            xTitle: years.isEmpty ? nil : years.count == 1 ? String(years[0]) : "\(years[0])–\(years[years.count - 1])",
            yTitle: text.rubles, barOrientation: .vertical)
        chart.words = text.chartWords
        return chart
    }

    /// The shops, largest first; the donut keeps `DataChart.maxSlices` slices, the last "Прочее".
    public func shopChart() -> DataChart {
        let names = spending.byShop.map { $0.key ?? text.unknownShop }
        var chart = DataChart(
            kind: .donut, series: [series(spending.byShop.map { Self.rubles($0.kopecks) })], x: .category(names),
            legend: .none, yTitle: text.rubles)
        chart.words = text.chartWords
        return chart
    }

    /// The items with the most spent, the largest on top, their names whole at the left.
    public func itemChart() -> DataChart {
        let items = Array(spending.byItem.prefix(Self.topItems))
        var chart = DataChart(
            kind: .bar, series: [series(items.map { Self.rubles($0.kopecks) })],
            x: .category(items.map { $0.key ?? "" }), legend: .none, yTitle: text.rubles,
            barOrientation: .horizontal)
        chart.words = text.chartWords
        return chart
    }

    package var panels: [ChartPanel] {
        [
            ChartPanel(heading: text.byMonthHeading, chart: monthChart()),
            ChartPanel(heading: text.byShopHeading, chart: shopChart()),
            ChartPanel(heading: text.topItemsHeading, chart: itemChart()),
        ]
    }

    /// The panels' rectangles in the page's content: stacked on a portrait page; on a wide one
    /// the months over the shops, the items beside them.
    public static func frames(_ content: Rect, gap: Double) -> [Rect] {
        if content.width < content.height {
            let months = content.height * 0.3
            let shops = content.height * 0.32
            return [
                Rect(x: content.minX, y: content.minY, width: content.width, height: months - gap),
                Rect(x: content.minX, y: content.minY + months, width: content.width, height: shops - gap),
                content.inset(top: months + shops),
            ]
        }
        // On a wide page the months over the shops on the left, and the items' ten rows down
        // the whole right side.
        let leftWidth = content.width * 0.55
        let half = content.height / 2
        return [
            Rect(x: content.minX, y: content.minY, width: leftWidth - gap, height: half - gap),
            Rect(x: content.minX, y: content.minY + half, width: leftWidth - gap, height: half),
            content.inset(left: leftWidth),
        ]
    }

    /// The page, and what each panel drew (months, shops, items).
    package func layout(measurer: some TextMeasuring) -> (scene: Scene, panels: [ChartPanel.Laid]) {
        let style = ChartStyle(page: page.size)
        let chrome = PageChrome(title: text.statsTitle, style: style)
        let frame = chrome.layout(page: page.size, measurer: measurer)
        let laid = zip(panels, Self.frames(frame.content, gap: style.font.size * 1.5)).map { panel, rect in
            panel.layout(in: rect, style: style, pixelDensity: page.scale, measurer: measurer)
        }
        let items = frame.items + laid.flatMap(\.items) + chrome.note(note, in: frame, measurer: measurer)
        let scene = Scene(
            pages: [ScenePage(size: page.size, background: style.background, items: items)], scale: page.scale)
        return (scene, laid)
    }

    public func scene(measurer: some TextMeasuring) -> Scene { layout(measurer: measurer).scene }

    /// Kopecks as rubles for the axes: the double nearest, which the tick labels round.
    public static func rubles(_ kopecks: Int) -> Double { Double(kopecks) / 100 }

    private func series(_ values: [Double]) -> ChartSeries {
        var points = PointSeries()
        for (index, value) in values.enumerated() { points.append(x: Double(index), y: value) }
        return ChartSeries(name: text.rubles, points: points)
    }
}
