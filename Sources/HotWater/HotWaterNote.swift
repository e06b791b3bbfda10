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

    /// The note, most important first - what is shown (and how many of them when not all),
    /// when it is from, the data's version - so that a line cut to fit a narrow page loses
    /// the least.
    public func text(shown: Int) -> String {
        var parts: [String] = []
        if let search, !search.isEmpty {
            parts.append(
                strings.format(
                    strings.matches,
                    ["query": search, "shown": strings.number(matched), "total": strings.number(total)]))
        } else {
            parts.append(strings.format(strings.entries, ["count": strings.number(total)]))
        }
        if shown < matched, shown > 0 {
            parts.append(strings.format(strings.firstShown, ["count": strings.number(shown)]))
        }
        parts.append(strings.format(cached ? strings.cachedFrom : strings.fetched, ["date": moment]))
        if !version.isEmpty { parts.append(strings.format(strings.version, ["version": version])) }
        return parts.joined(separator: " · ")
    }
}
