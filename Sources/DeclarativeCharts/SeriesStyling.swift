import PlotCore

extension Chart {
    /// Each series' style from its marks' style modifiers (a line's and its points' together):
    /// a later mark's setting in place of an earlier one's, but one colour a series.
    /// - Throws: `ChartDataError` naming the series and its colours, when its marks differ in
    ///   colour (the engine draws a series in one); or a symbol the engine does not draw.
    static func seriesStyles(_ records: [ChartMarkRecord], valueLabel: String) throws(ChartDataError)
        -> [String: SeriesStyle]
    {
        var styles: [String: MarkStyle] = [:]
        var lastSeries: ChartMarkRecord.Field??
        for record in records {
            // A run of marks of one series without styles of their own adds nothing.
            if lastSeries == .some(record.series), !record.setsDetails { continue }
            lastSeries = .some(record.series)
            let name = record.seriesName(valueLabel)
            let earlier = styles[name] ?? MarkStyle()
            if let before = earlier.color, let after = record.style.color, before != after {
                throw ChartDataError(
                    "the marks of series \"\(name)\" have different colours (\(before.hexText) and \(after.hexText)): one colour a series is drawn, for now",
                    isUsage: true)
            }
            styles[name] = earlier.merged(with: record.style)
        }
        var drawn: [String: SeriesStyle] = [:]
        for (name, style) in styles {
            drawn[name] = try style.seriesStyle(mark: "series \"\(name)\"")
        }
        return drawn
    }
}
