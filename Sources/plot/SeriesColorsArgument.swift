import ArgumentParser
import PlotCore

/// `--colors NAME=#hex,...`: a colour for a series by the name the legend gives it, as
/// `#rgb` or `#rrggbb`. A name may hold `=` (`cylinders = 4`): the colour is after the last.
/// Checked by the options' `validate`, so a malformed list never reaches a chart.
enum SeriesColorsArgument {
    static func parse(_ text: String) throws -> [(name: String, color: Color)] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            guard let equals = part.lastIndex(of: "="), let color = color(part[part.index(after: equals)...]) else {
                throw ValidationError(
                    "--colors \(text): give NAME=#hex for each series, comma-separated (--colors 'Oslo=#1f77b4,Rome=#d62728')"
                )
            }
            return (part[..<equals].trimmingCharacters(in: .whitespaces), color)
        }
    }

    /// `#rgb` or `#rrggbb`, any case.
    static func color(_ text: Substring) -> Color? {
        let hex = text.trimmingCharacters(in: .whitespaces)
        guard hex.first == "#", [4, 7].contains(hex.count), let value = UInt32(hex.dropFirst(), radix: 16) else {
            return nil
        }
        guard hex.count == 4 else { return Color(hex: value) }
        // #abc is #aabbcc.
        let (r, g, b) = ((value >> 8) & 0xf, (value >> 4) & 0xf, value & 0xf)
        return Color(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
    }
}
