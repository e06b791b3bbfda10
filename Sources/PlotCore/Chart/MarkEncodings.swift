/// A scatter's markers coloured and sized by number columns (`--color-by`, `--size-by`;
/// Vega-Lite's color and size channels, seaborn's `hue` and `size` of numbers): each series
/// holds its points' values (`ChartSeries.colorValues`, `sizeValues`), one a point; the chart
/// holds what the legends are titled.
package struct MarkEncodings: Sendable, Equatable {
    /// The colour bar's title, the column's name; nil when the markers are not coloured by value.
    package var colorTitle: String?
    /// The size legend's title; nil when the markers are not sized by value.
    package var sizeTitle: String?

    package init(colorTitle: String? = nil, sizeTitle: String? = nil) {
        self.colorTitle = colorTitle
        self.sizeTitle = sizeTitle
    }

    /// Whether the markers are coloured or sized by value.
    package var isEmpty: Bool { colorTitle == nil && sizeTitle == nil }

    /// The radius of the marker of the greatest size value, times the chart's own marker's:
    /// its area is 36 times a plain marker's, so a value a hundredth of it still shows.
    static let largestRadius = 6.0

    /// The least radius of a marker of a size above zero, times the chart's own marker's: a
    /// country of a thousandth of the greatest population is still seen (Vega-Lite's size
    /// range starts at 9 square pixels likewise).
    static let smallestRadius = 0.5

    /// A marker's radius whose area is proportional to `value`, the greatest value's
    /// `largest` (Vega-Lite's size scale starts at zero, as area must), at least `smallest`;
    /// none for a value of zero or less.
    static func radius(_ value: Double, greatest: Double, largest: Double, smallest: Double = 0) -> Double {
        guard value > 0, greatest > 0 else { return 0 }
        return max(smallest, largest * (value / greatest).squareRoot())
    }
}

extension DataChart {
    /// A plain marker's radius of series `index`: its own (`--marker-size`), else a scatter's.
    /// Sized markers are multiples of it, and the axes' room and the size legend follow it.
    func plainMarkerRadius(_ index: Int, _ style: ChartStyle) -> Double {
        series.indices.contains(index)
            ? series[index].style.markerRadius ?? style.markerRadius * 0.8 : style.markerRadius * 0.8
    }

    /// The largest plain marker of any series: what the largest sized marker is a multiple of.
    func largestPlainMarkerRadius(_ style: ChartStyle) -> Double {
        series.indices.map { plainMarkerRadius($0, style) }.max() ?? style.markerRadius * 0.8
    }

    /// `--color-by`'s scale: along the chart's colormap from the least value of every series to
    /// the greatest; nil when the markers are not coloured by value or no value is finite.
    package var encodedColorScale: ColorScale? {
        guard encodings.colorTitle != nil else { return nil }
        let values = series.flatMap { $0.colorValues ?? [] }.filter(\.isFinite)
        guard let low = values.min(), let high = values.max() else { return nil }
        return ColorScale(colormap: colormap, lower: low, upper: high)
    }

    /// `--size-by`'s greatest value, which takes the largest marker; nil when the markers are
    /// not sized by value or no value is above zero.
    package var greatestSizeValue: Double? {
        guard encodings.sizeTitle != nil else { return nil }
        return series.flatMap { $0.sizeValues ?? [] }.filter { $0.isFinite && $0 > 0 }.max()
    }
}
