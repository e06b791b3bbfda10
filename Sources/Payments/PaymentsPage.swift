import Foundation
import PlotCore

/// The page of payments: the title, the table in the order the service sent it, and a note
/// saying how many payments there are, how many items could not be read, and the source. Rows
/// that do not fit continue on further pages, the header repeated on each.
public struct PaymentsPage {
    public var list: PaymentsList
    public var page: PageSpec
    public var title: String?
    public var timeZone: TimeZone
    /// Where the payments came from, for the note (e.g. "the embedded demo server").
    public var source: String?

    /// A page that is a file of its own (PNG) may grow to this many times the page's height
    /// before a second file begins.
    public static let growthCap = 2.0

    public init(
        list: PaymentsList, page: PageSpec, title: String? = nil,
        timeZone: TimeZone = TimeZone(secondsFromGMT: 0) ?? .current, source: String? = nil
    ) {
        self.list = list
        self.page = page
        self.title = title
        self.timeZone = timeZone
        self.source = source
    }

    public func scene(measurer: some TextMeasuring) -> Scene {
        let dates = PaymentDateText(timeZone: timeZone)
        let table = TableLayout(
            columns: PaymentsTable.columns(zoneName: dates.zoneName),
            rows: list.payments.isEmpty
                ? [.section("No payments")] : PaymentsTable.rows(list.payments, dates: dates).map(TableRow.cells),
            style: TableStyle(page: page.size))
        let heading = title.flatMap { $0.isEmpty ? nil : $0 } ?? "Payments"
        return TablePages(table: table, title: heading, note: note, page: page, growthCap: Self.growthCap)
            .scene(measurer: measurer)
    }

    /// "11 payments · 4 items skipped (unreadable) · from the embedded demo server"; the time
    /// zone is in the date column's title.
    var note: String {
        let count = list.payments.count
        var parts = [count == 1 ? "1 payment" : "\(count) payments"]
        if list.skipped > 0 {
            parts.append("\(list.skipped) item\(list.skipped == 1 ? "" : "s") skipped (unreadable)")
        }
        if let source { parts.append("from \(source)") }
        return parts.joined(separator: " · ")
    }
}
