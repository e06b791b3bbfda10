import Foundation

/// An instant as the reader's clock shows it, to the minute, with PlotKit's own month names:
/// "12 августа 2020" and "16:45". When a page's data was fetched, on every page that says so.
public struct MomentText: Sendable, Equatable {
    /// "12 августа 2020", "12 August 2020".
    public let date: String
    /// "16:45", "09:05": the hour always of two digits.
    public let time: String

    public init(_ instant: Date, timeZone: TimeZone, months: MonthNames) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        date = months.date(day: parts.day ?? 1, month: parts.month ?? 1, year: parts.year ?? 0)
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        time = twoDigits(parts.hour ?? 0) + ":" + twoDigits(parts.minute ?? 0)
    }

    /// "12 августа 2020, 16:45".
    public var text: String { "\(date), \(time)" }
}
