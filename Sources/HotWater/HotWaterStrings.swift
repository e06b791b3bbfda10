import Foundation
import Input
import PlotCore

/// The interface text of one language, read from Resources/<lang>.json (embedded in the
/// binary at build time, so no bundle has to be found at run time). Placeholders are
/// written `{name}` and filled by `format`.
public struct HotWaterStrings: Decodable, Sendable, Equatable {
    public var title: String
    /// The heading of the entries' column.
    public var column: String
    public var house: String
    public var building: String
    public var letter: String
    public var periodSeparator: String
    public var thousandsSeparator: String
    public var dateTime: String
    public var entries: String
    public var matches: String
    public var firstShown: String
    public var version: String
    public var fetched: String
    public var cachedFrom: String
    public var page: String
    public var noMatches: String
    public var empty: String
    public var noInternet: String
    public var timedOut: String
    public var certificateProblem: String
    public var unexpectedError: String
    public var fallback: String
    public var offlineNoCache: String
    public var retrying: String
    public var cacheNotSaved: String

    /// Set by `load`; not part of the resource file.
    public internal(set) var language: HotWaterLanguage = .en

    /// The language's month names (PlotCore's one table).
    package var months: MonthNames { language == .ru ? .russian : .english }

    enum CodingKeys: String, CodingKey {
        case title, column, house, building, letter, periodSeparator, thousandsSeparator, dateTime, entries,
            matches,
            firstShown, version, fetched, cachedFrom, page, noMatches, empty, noInternet, timedOut, certificateProblem,
            unexpectedError, fallback,
            offlineNoCache, retrying, cacheNotSaved
    }

    /// The strings of a language. Throws only if a resource file is broken, which the tests
    /// rule out for every language.
    public static func load(_ language: HotWaterLanguage) throws -> HotWaterStrings {
        let bytes: [UInt8]
        switch language {
        case .ru: bytes = PackageResources.ru_json
        case .en: bytes = PackageResources.en_json
        }
        var strings = try JSONDecoder().decode(HotWaterStrings.self, from: Data(bytes))
        strings.language = language
        return strings
    }

    /// "{count} entries" with count filled: every `{name}` is replaced by its value.
    public func format(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { text, pair in text.replacingOccurrences(of: "{\(pair.key)}", with: pair.value) }
    }

    /// 13402 -> "13 402" (ru, with a no-break space) or "13,402" (en).
    public func number(_ value: Int) -> String {
        NumberText.grouped(value, separator: thousandsSeparator, minus: "-")
    }
}
