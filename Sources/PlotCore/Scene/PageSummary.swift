/// What a page shows, in words, for a reader who cannot see it: an SVG's `<title>` and
/// `<desc>`, which screen readers announce. The engine that laid the page out writes it, as it
/// knows what it drew (`DataChartPage`); a page without one says nothing more than its text.
package struct PageSummary: Sendable, Equatable {
    /// A short name of the page: the chart's title, or what it is ("Line chart of price").
    package var title: String
    /// What it shows: the kind, the series, each axis's title and range.
    package var description: String

    package init(title: String, description: String) {
        self.title = title
        self.description = description
    }
}
