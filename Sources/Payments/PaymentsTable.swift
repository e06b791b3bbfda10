import Foundation
import PlotCore

/// The table of payments: description (takes the width left, long ones wrap), amount lined up
/// on the decimal point as sent, currency, and date. A field that is missing shows a dash.
enum PaymentsTable {
    static let dash = "—"

    static func columns(zoneName: String) -> [TableColumn] {
        [
            TableColumn("Description", width: .share(1), overflow: .wrap),
            TableColumn("Amount", alignment: .decimal),
            TableColumn("Currency"),
            TableColumn("Date (\(zoneName))"),
        ]
    }

    static func rows(_ payments: [Payment], dates: PaymentDateText) -> [[String]] {
        payments.map { payment in
            [
                payment.description ?? dash,
                payment.amount?.display ?? dash,
                payment.currency ?? dash,
                payment.created.map(dates.text) ?? dash,
            ]
        }
    }
}
