/// Breaks text into lines that fit a width, as measured: between words, and inside a word only
/// when the word alone is too long. Or cuts a line short with an ellipsis.
package struct TextWrapping<Measurer: TextMeasuring> {
    package let measurer: Measurer
    package let font: FontSpec

    package init(measurer: Measurer, font: FontSpec) {
        self.measurer = measurer
        self.font = font
    }

    func width(_ text: String) -> Double { measurer.measure(text, font: font).width }

    /// The lines of `text` (its own line breaks kept) wrapped to `width`.
    package func wrap(_ text: String, width: Double) -> [String] {
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
            // A word wider than the column is broken where it stops fitting, walking the
            // word once (an index into its characters, not copies of what is left).
            if self.width(current) > width {
                let characters = Array(current)
                var start = 0
                while start < characters.count {
                    let cut = max(1, longestPrefix(of: characters[start...], fitting: width, suffix: ""))
                    if start + cut >= characters.count { break }  // the rest fits: it goes on
                    lines.append(String(characters[start..<(start + cut)]))
                    start += cut
                }
                current = String(characters[start...])
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }

    /// The text, or its longest prefix that fits followed by an ellipsis.
    package func truncate(_ text: String, width: Double) -> String {
        guard self.width(text) > width else { return text }
        let count = longestPrefix(of: Array(text)[...], fitting: width, suffix: "…")
        return count == 0 ? "…" : String(text.prefix(count)).trimmingWhitespace + "…"
    }

    /// How many leading characters, followed by `suffix`, fit in `width`. Gallops up from a
    /// short prefix before the binary search, so each line measures a few strings of about its
    /// own length rather than prefixes of the whole text.
    private func longestPrefix(of characters: ArraySlice<Character>, fitting width: Double, suffix: String) -> Int {
        func fits(_ count: Int) -> Bool {
            self.width(String(characters.prefix(count)) + suffix) <= width
        }
        var low = 0
        var high = min(characters.count, 16)
        while high < characters.count && fits(high) {
            low = high
            high = min(characters.count, high * 2)
        }
        if high == characters.count && fits(high) { return high }
        high -= 1
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(mid) { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
