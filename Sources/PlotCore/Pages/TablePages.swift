/// A document that is a table: pages with a title, the table's blocks (header repeated on
/// each), and a note line ("page 2 of 5"), paginated by the one engine (see Pagination).
package struct TablePages {
    package var table: TableLayout
    package var pagination: Pagination
    /// Said on the first page's note line, before the page label (e.g. "2 items skipped").
    package var note: String?

    package init(table: TableLayout, pagination: Pagination, note: String? = nil) {
        self.table = table
        self.pagination = pagination
        self.note = note
    }

    package init(
        table: TableLayout, title: String, note: String? = nil, page: PageSpec, growthCap: Double = 1,
        maxFiles: Int? = nil,
        pageLabel: @escaping @Sendable (_ page: Int, _ of: Int) -> String = Pagination.englishPageLabel
    ) {
        self.init(
            table: table,
            pagination: Pagination(
                page: page, title: title, pageLabel: pageLabel, maxFiles: maxFiles, growthCap: growthCap),
            note: note)
    }

    /// The table measured and its pages planned, once.
    package struct Plan {
        package var table: TableLayout.Plan
        package var metrics: TableLayout.Metrics
        package var pages: [Pagination.Page]
        /// Rows on the pages: fewer than all when `maxFiles` stopped them.
        package var shown: Int { pages.last?.items.upperBound ?? 0 }
    }

    /// - Parameters:
    ///   - firstContent: the part of the first page the table may take (the rest is the
    ///     caller's); nil for the whole content.
    ///   - metrics: the table's metrics when the caller has measured them already.
    package func plan(
        firstContent: Rect? = nil, metrics: TableLayout.Metrics? = nil, measurer: some TextMeasuring
    ) -> Plan {
        let metrics = metrics ?? table.metrics(measurer: measurer)
        let width = pagination.content(measurer: measurer).width
        let plan = table.plan(
            blockWidth: table.blockWidth(in: width, metrics: metrics), metrics: metrics, measurer: measurer)
        let pages = pagination.plan(
            table.columnFlow(plan: plan, metrics: metrics), firstContent: firstContent, measurer: measurer)
        return Plan(table: plan, metrics: metrics, pages: pages)
    }

    package func scene(
        _ plan: Plan, note: String?, firstPageItems: [SceneItem] = [], measurer: some TextMeasuring
    ) -> Scene {
        pagination.scene(plan.pages, note: note, firstPageItems: firstPageItems, measurer: measurer) {
            table.block($0, plan: plan.table, metrics: plan.metrics, measurer: measurer)
        }
    }

    package func scene(measurer: some TextMeasuring) -> Scene {
        scene(plan(measurer: measurer), note: note, measurer: measurer)
    }
}
