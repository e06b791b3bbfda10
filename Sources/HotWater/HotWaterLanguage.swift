/// The languages of the page and messages. The environment picks one as POSIX does: LC_ALL,
/// then LC_MESSAGES, then LANG; a Russian locale gives Russian, anything else English.
public enum HotWaterLanguage: String, CaseIterable, Sendable {
    case ru
    case en

    public static func fromEnvironment(_ environment: [String: String]) -> HotWaterLanguage {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("ru") ? .ru : .en
        }
        return .en
    }
}
