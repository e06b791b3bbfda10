import PlotCore
import PlotRender

/// What `plot serve` shows: the page of any view of one chart, made the way `plot` would make
/// it for the same flags and `--x-range`/`--y-range`, so a view and the CLI's file agree byte
/// for byte. The CLI implements it (it owns the flags, the sources and their errors); the
/// server asks it once a request.
package protocol ChartViews: Sendable {
    /// The page of `view` laid out on `page` (its size and medium), text measured by `measurer`,
    /// which this call alone uses until it returns. Throws `ViewRefused` for a view the chart
    /// cannot show; any other error is the server's.
    func page(for view: ChartView, on page: PageSpec, measurer: PangoTextEngine) async throws -> DataChartPage

    /// Whether a view drawn again draws the same picture until `ViewChanges` says the data
    /// changed: data read once and held does; a query asked again or a file streamed again a
    /// view may not, so its pictures are never kept (`ViewCache`).
    var holdsItsData: Bool { get }
}
