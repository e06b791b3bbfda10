/// Breaks text into lines that fit a width, as measured: between words, and inside a word only
/// when the word alone is too long. Or cuts a line short with an ellipsis.
public struct TextWrapping<Measurer: TextMeasuring> {
    public let measurer: Measurer
    public let font: FontSpec

    public init(measurer: Measurer, font: FontSpec) {
        self.measurer = measurer
        self.font = font
    }

    func width(_ text: String) -> Double { measurer.measure(text, font: font).width }

    /// The lines of `text` (its own line breaks kept) wrapped to `width`.
    public func wrap(_ text: String, width: Double) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrapLine(String($0), width: width) }
    }

    private func wrapLine(_ line: String, width: Double) -> [String] {
        guard self.width(line) > width else { return [line] }
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if self.width(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = word
            // A word wider than the column is broken where it stops fitting.
            while self.width(current) > width, current.count > 1 {
                let cut = longestPrefix(of: current, fitting: width, suffix: "")
                lines.append(String(current.prefix(max(1, cut))))
                current = String(current.dropFirst(max(1, cut)))
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }

    /// The text, or its longest prefix that fits followed by an ellipsis.
    public func truncate(_ text: String, width: Double) -> String {
        guard self.width(text) > width else { return text }
        let count = longestPrefix(of: text, fitting: width, suffix: "…")
        return count == 0 ? "…" : String(text.prefix(count)).trimmingWhitespace + "…"
    }

    /// How many leading characters, followed by `suffix`, fit in `width` (binary search).
    private func longestPrefix(of text: String, fitting width: Double, suffix: String) -> Int {
        let characters = Array(text)
        var low = 0
        var high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if self.width(String(characters[..<mid]) + suffix) <= width {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return low
    }
}
