import Foundation

/// The first page's note line of each receipts page: what is shown, how many, and from when
/// (or from where), most important first so a line cut to fit loses the least.
public enum ReceiptsNotes {
    /// "240 чеков · получено 23 ноября 2026, 12:05", or "... · кэшированные данные от ...".
    public static func feed(_ feed: LoadedFeed, text: ReceiptsText, timeZone: TimeZone) -> String {
        var parts = [text.receipts(feed.receipts.count)]
        if feed.skipped > 0 { parts.append(text.skipped(feed.skipped)) }
        switch feed.origin {
        case .fetched(let at): parts.append(text.fetched(text.moment(at, timeZone: timeZone)))
        case .cached(let from, _): parts.append(text.cached(text.moment(from, timeZone: timeZone)))
        }
        return parts.joined(separator: " · ")
    }

    /// "240 чеков · потрачено 123 456 ₽ · кэшированные данные от 23 ноября 2026, 12:05".
    public static func stats(_ spending: Spending, origin: FeedOrigin, text: ReceiptsText, timeZone: TimeZone)
        -> String
    {
        var parts = [text.receipts(spending.receipts), text.spent(spending.total)]
        switch origin {
        case .fetched(let at): parts.append(text.fetched(text.moment(at, timeZone: timeZone)))
        case .cached(let from, _): parts.append(text.cached(text.moment(from, timeZone: timeZone)))
        }
        return parts.joined(separator: " · ")
    }

    /// "«молоко»: 32 чека · 0 мест".
    public static func search(query: String, receipts: Int, places: Int, skipped: Int, text: ReceiptsText) -> String {
        var note = "\(text.query(query)): \(text.receipts(receipts)) · \(text.places(places))"
        if skipped > 0 { note += " · " + text.skipped(skipped) }
        return note
    }

    /// "15 мест · от 55.7808, 49.1143".
    public static func nearby(count: Int, location: Coordinate, text: ReceiptsText) -> String {
        "\(text.places(count)) · \(text.near(location))"
    }
}
