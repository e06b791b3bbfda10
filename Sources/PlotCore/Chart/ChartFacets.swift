/// Small multiples: one panel a value of a column (`--facet`), or a matrix of panels, a row a
/// value of one column and a column a value of another (`--facet-rows`); the same chart of each
/// panel's rows, in a grid that shares the x axis (and the y axis unless `sharedY` is off) and one
/// legend. Each panel holds every series of the whole, in one order (a series with no rows in
/// a panel is empty there), so a series has the same colour, dash and marker in every panel.
package struct ChartFacets: Sendable {
    /// One panel: the value of the facet column it shows, and its chart.
    package struct Panel: Sendable {
        package var title: String
        package var chart: DataChart

        package init(title: String, chart: DataChart) {
            self.title = title
            self.chart = chart
        }
    }

    /// The facet columns' names: the rows' first in a matrix.
    package var names: [String]
    package var panels: [Panel]
    /// Panels a row (a matrix's column values); nil for the layout's choice (as square a grid
    /// as the count allows).
    package var columns: Int?
    /// One y scale for all panels (the data's extent over all of them), or each its own.
    package var sharedY = true

    package init(names: [String], panels: [Panel], columns: Int? = nil, sharedY: Bool = true) {
        self.names = names
        self.panels = panels
        self.columns = columns
        self.sharedY = sharedY
    }

    /// Panels a row: `columns`, or the smallest count whose square holds them all (4 panels
    /// 2x2, 5 to 9 panels three a row), never more than there are panels.
    var columnCount: Int { max(1, min(columns ?? Self.squareColumns(panels.count), max(panels.count, 1))) }

    static func squareColumns(_ count: Int) -> Int {
        var columns = 1
        while columns * columns < count { columns += 1 }
        return columns
    }
}
