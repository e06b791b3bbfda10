import PlotCore

/// The photo grid: 2 columns of square cells, newest first, each numbered under its cell so
/// `plot gallery photo N` opens it; the photos cropped to fill their cells, as the app's grid.
/// A contact sheet underneath: the same pagination, the same placeholder for a missing picture.
public struct PhotoGridPage {
    public static let columns = 2
    package var sheet: ContactSheet

    public init(count: Int, page: PageSpec, strings: GalleryStrings, maxFiles: Int? = nil) {
        sheet = ContactSheet(
            names: count == 0 ? [] : (1...count).map(String.init), columns: Self.columns, showsLabels: true,
            fit: .cover, page: page, title: strings.photosTitle, maxFiles: maxFiles)
        sheet.pagination.pageLabel = strings.pageLabel
    }

    package func plan(measurer: some TextMeasuring) -> ContactSheet.Plan { sheet.plan(measurer: measurer) }

    package func scene(
        _ plan: ContactSheet.Plan, cells: [ContactSheet.Cell], note: String, measurer: some TextMeasuring
    ) -> Scene {
        sheet.scene(plan, cells: cells, note: note, measurer: measurer)
    }

    /// The pages, each page's pictures asked of `cells` only when it is drawn.
    package func pages(
        _ plan: ContactSheet.Plan, cells: @escaping (Range<Int>) -> [ContactSheet.Cell], note: String,
        measurer: some TextMeasuring
    ) -> PagedScene {
        sheet.pages(plan, cells: cells, note: note, measurer: measurer)
    }
}
