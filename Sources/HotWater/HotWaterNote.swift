import Foundation

/// The first page's note line: what is shown out of what, the data's version, and when it was
/// fetched, or that it is cached data from then.
/// "«ветеранов»: 152 из 13 600 · версия 26 · кэшированные данные от 12 августа 2020, 14:05"
public struct HotWaterNote: Sendable {
    public var strings: HotWaterStrings
    /// Rows in the schedule.
    public var total: Int
    /// Rows left after `--search` (== total without it).
    public var matched: Int
    public var search: String?
    public var version: String
    public var moment: String
    public var cached: Bool

    public init(
        strings: HotWaterStrings, total: Int, matched: Int, search: String?, version: String, moment: String,
        cached: Bool
    ) {
        self.strings = strings
        self.total = total
        self.matched = matched
        self.search = search
        self.version = version
        self.moment = moment
        self.cached = cached
    }

    /// The note's parts, most important first: what is shown, and from when, are always said;
    /// "first N" and the version only when the line has room for them.
    public func parts(shown: Int) -> (required: [String], optional: [String]) {
        var required: [String] = []
        if let search, !search.isEmpty {
            required.append(
                strings.format(
                    strings.matches,
                    ["query": search, "shown": strings.number(matched), "total": strings.number(total)]))
        } else {
            required.append(strings.format(strings.entries, ["count": strings.number(total)]))
        }
        required.append(strings.format(cached ? strings.cachedFrom : strings.fetched, ["date": moment]))
        var optional: [String] = []
        if shown < matched, shown > 0 {
            optional.append(strings.format(strings.firstShown, ["count": strings.number(shown)]))
        }
        if !version.isEmpty { optional.append(strings.format(strings.version, ["version": version])) }
        return (required, optional)
    }

    public func text(shown: Int) -> String {
        let parts = parts(shown: shown)
        return (parts.required + parts.optional).joined(separator: " · ")
    }
}
