import Foundation
import PlotCore

/// The languages of the gallery's pages.
public enum GalleryLanguage: String, Sendable, CaseIterable {
    case ru
    case en
}

/// Dates as the app's photo screen titled them: `d MMMM yyyy`, with the month in the genitive
/// in Russian ("5 мая 2021"), no zero padding and no "г.". From PlotKit's own month names, not
/// the system's locale data, which a server may not have (PlotCore's `MonthNames`).
public struct GalleryDateText: Sendable {
    public var language: GalleryLanguage
    public var timeZone: TimeZone

    public init(language: GalleryLanguage, timeZone: TimeZone = TimeZone(secondsFromGMT: 0) ?? .current) {
        self.language = language
        self.timeZone = timeZone
    }

    public func text(unixSeconds: Int64) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(unixSeconds)))
        guard let day = parts.day, let month = parts.month, let year = parts.year else { return "?" }
        return (language == .ru ? MonthNames.russian : .english).date(day: day, month: month, year: year)
    }

    /// "4:05" or "1:02:03".
    public static func duration(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        func two(_ value: Int) -> String { NumberText.zeroPadded(value, width: 2) }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}
