/// `VALUE[:LABEL]` of `--hline`, `--vline` and `--span`: the value is the longest part before a
/// ':' that reads as one, so a time keeps its colons (`2024-03-01T12:00:launch`) and a label
/// may hold some (`0:note: cold`).
enum LabelledArgument {
    /// The value `reads` finds and the label after it (nil when none, or empty); nil when no
    /// part of `text` reads.
    static func split<Value>(_ text: String, reads: (String) -> Value?) -> (value: Value, label: String?)? {
        var cut = text.endIndex
        while true {
            if let value = reads(String(text[..<cut])) {
                let rest = cut < text.endIndex ? String(text[text.index(after: cut)...]) : ""
                return (value, rest.isEmpty ? nil : rest)
            }
            guard let colon = text[..<cut].lastIndex(of: ":") else { return nil }
            cut = colon
        }
    }
}
