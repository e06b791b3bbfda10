import PlotCore

extension ChartContent {
    /// Marks points with a symbol a value: one series (and one legend entry) a value, as
    /// `foregroundStyle(by:)` makes them, each also in its own colour. With
    /// `foregroundStyle(by:)` of another value it is a `ChartDataError` from `dataChart()`.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ChartContentGroup {
        ChartContentGroup(
            markRecords.map {
                var record = $0
                record.series = record.series ?? value.field
                record.symbolBy = value.field
                return record
            })
    }
}

extension Chart {
    /// The symbol of each value of `symbol(by:)`: `["Adélie": .circle, "Gentoo": .square]`.
    /// Values it does not name take the symbols in Swift Charts' order.
    public func chartSymbolScale<DataValue: Plottable>(
        _ mapping: KeyValuePairs<DataValue, BasicChartSymbolShape>
    ) -> Chart {
        var chart = self
        chart.symbolScale = mapping.map { (Self.text($0.key.plottedValue), $0.value) }
        return chart
    }

    /// The symbols series take in turn under `symbol(by:)`.
    static var symbolSequence: [BasicChartSymbolShape] {
        [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]
    }

    /// Each series' symbol under `symbol(by:)`, into `styles`: its own `symbol(_:)` first, then
    /// the chart's `chartSymbolScale`, then the sequence.
    /// - Throws: `ChartDataError` when `symbol(by:)` and `foregroundStyle(by:)` name different
    ///   values.
    func symbolsBy(_ records: [ChartMarkRecord], order: [String], into styles: inout [String: SeriesStyle])
        throws(ChartDataError)
    {
        guard let by = records.lazy.compactMap(\.symbolBy).first else { return }
        if let series = records.lazy.compactMap(\.series).first, series.label != by.label {
            throw ChartDataError(
                "foregroundStyle(by:) and symbol(by:) of different values are not drawn yet: give the same value to both",
                isUsage: true)
        }
        for (index, name) in order.enumerated() where styles[name, default: SeriesStyle()].marker == nil {
            let symbol = symbolScale.first { $0.0 == name }?.1 ?? Self.symbolSequence[index % Self.symbolSequence.count]
            styles[name, default: SeriesStyle()].marker = symbol.marker
        }
    }
}
