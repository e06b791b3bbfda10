/// Where a chart's series are kept when they are not held in memory: a file too big to hold
/// (Input's `CSVSeriesSource`), a database query (Database's `DatabaseChart`). A chart of such
/// series holds a `SeriesDigest` each (count and extents), and the source answers what the
/// layout asks once it knows its plot: M4's columns of a mapping, or the points near a range.
/// `DataChart.complete(from:page:theme:measurer:)` is the one loop that asks and answers.
public protocol SeriesSource {
    /// M4's columns of every series (in the chart's order) for one mapping.
    func columns(_ mapping: M4Decimation) async throws -> [SeriesDigest.Columns]
    /// The points of every series with x in `range` and the two nearest beyond each edge, in
    /// the source's order; every point when `range` is nil.
    func points(near range: Interval?) async throws -> [PointSeries]
}

extension DataChart {
    /// Answers what the layout of this chart on `page` asks of its digests from `source`, until
    /// it asks nothing more; the chart then draws on that page as its points held in memory
    /// would. A layout asks for the plot it settled on, and placing the legend can move the plot
    /// once, so it may take a few rounds.
    ///
    /// - Throws: what the source throws; `ChartDataError` when the layout has not settled after
    ///   eight rounds.
    public mutating func complete(
        from source: some SeriesSource, page: PageSpec, theme: Theme = .light, measurer: some TextMeasuring
    ) async throws {
        for _ in 0..<8 {
            let wanted = DataChartPage(chart: self, page: page, theme: theme).requests(measurer: measurer)
            if wanted.isEmpty { return }
            for request in Set(wanted.map(\.request)) {
                let asking = wanted.filter { $0.request == request }.map(\.series)
                switch request {
                case .columns(let mapping):
                    let answers = try await source.columns(mapping)
                    for index in asking where answers.indices.contains(index) {
                        series[index].digest?.answer(answers[index])
                    }
                case .points(let range):
                    let answers = try await source.points(near: range)
                    for index in asking where answers.indices.contains(index) {
                        series[index].digest?.answer(SeriesDigest.Nearby(range: range, points: answers[index]))
                    }
                }
            }
        }
        throw ChartDataError("the chart's layout did not settle")
    }
}
