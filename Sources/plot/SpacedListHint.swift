/// `--y temp_max temp_min`: a space where a comma was meant. ArgumentParser sees a stray word
/// ("Unexpected argument 'temp_min'"); the user is told the spelling that works instead.
enum SpacedListHint {
    /// Flags whose one value is a comma-separated list.
    static let listFlags = ["--y"]

    /// The message for a command line that gives a list flag several words, or nil.
    static func message(for arguments: [String]) -> String? {
        for (index, flag) in arguments.enumerated() where listFlags.contains(flag) {
            let words = arguments[(index + 1)...].prefix { !$0.hasPrefix("-") }
            if words.count > 1 {
                return "\(flag) takes its columns in one word, with commas: \(flag) \(words.joined(separator: ","))"
            }
        }
        return nil
    }
}
