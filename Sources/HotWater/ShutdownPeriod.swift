import Foundation

/// The period hot water is off, read from the service's text ("22.06.2020-05.07.2020").
/// Text that does not parse is kept as sent, so an entry is never dropped for its period.
public enum ShutdownPeriod: Sendable, Equatable {
    case range(CalendarDate, CalendarDate)
    case day(CalendarDate)
    case unparsed(String)

    public init(_ text: String) {
        let trimmed = LenientText.trimmed(text)
        // Hyphen, en dash or em dash, with or without spaces around.
        let parts = trimmed.split(whereSeparator: { $0 == "-" || $0 == "–" || $0 == "—" })
            .map { $0.trimmingCharacters(in: .whitespaces)[...] }
        let dashes = trimmed.filter { $0 == "-" || $0 == "–" || $0 == "—" }.count
        if parts.count == 2, dashes == 1, let start = CalendarDate(dotted: parts[0]),
            let end = CalendarDate(dotted: parts[1]), start <= end
        {
            self = .range(start, end)
        } else if parts.count == 1, dashes == 0, let day = CalendarDate(dotted: parts[0]) {
            self = .day(day)
        } else {
            self = .unparsed(trimmed)
        }
    }
}
