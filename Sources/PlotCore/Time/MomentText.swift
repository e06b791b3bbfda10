import Foundation

/// An instant as the reader's clock shows it, to the minute, with PlotKit's own month names:
/// "12 августа 2020" and "16:45". When a page's data was fetched, on every page that says so.
package struct MomentText: Sendable, Equatable {
    /// "12 августа 2020", "12 August 2020".
    package let date: String
    /// "16:45", "09:05": the hour always of two digits.
    package let time: String

    package init(_ instant: Date, timeZone: TimeZone, months: MonthNames) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        date = months.date(day: parts.day ?? 1, month: parts.month ?? 1, year: parts.year ?? 0)
        time =
            NumberText.zeroPadded(parts.hour ?? 0, width: 2) + ":" + NumberText.zeroPadded(parts.minute ?? 0, width: 2)
    }

    /// "12 августа 2020, 16:45".
    package var text: String { "\(date), \(time)" }
}

extension MomentText {
    /// Instants further than this from 1970 (some 30 million years: a hand-edited file) are
    /// written as the nearest of these two, so no date makes the arithmetic overflow.
    static let furthestSeconds = 1e15

    /// "2026-11-23 13:05": the instant to the minute on `timeZone`'s clock, in digits only, for
    /// a status line or a table's cells. Counted by `CivilTime` rather than a DateFormatter, so a
    /// call makes no formatter and any thread may make it.
    package static func numeric(_ instant: Date, timeZone: TimeZone) -> String {
        let raw = instant.timeIntervalSince1970
        let kept = raw.isFinite ? min(max(raw, -furthestSeconds), furthestSeconds) : 0
        let civil = CivilTime(
            epochSeconds: kept + Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: kept))))
        func two(_ value: Int) -> String { NumberText.zeroPadded(value, width: 2) }
        let year = NumberText.zeroPadded(civil.year, width: 4)
        return "\(year)-\(two(civil.month))-\(two(civil.day)) \(two(civil.hour)):\(two(civil.minute))"
    }
}
