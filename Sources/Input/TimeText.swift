import Foundation

/// A time typed by a user (a flag's value, `--x-range 2012-03-01..2012-06-30`), read as a
/// table's time cells are: the same forms, the same zone for times written without one.
package enum TimeText {
    /// Seconds since 1970, or nil when the text is not a date or date-time `TimeParser` reads.
    /// With `format`, text that matches it is read by it; other text by the usual forms.
    /// `a/b/yyyy` is read only when its order shows (a part above 12) or does not matter
    /// (`01/01/2026`): see `isAmbiguous`.
    package static func seconds(_ text: String, timeZone: TimeZone?, format: TimeFormat? = nil) -> Double? {
        if let format, let seconds = read(text, timeZone, TimeReading(format: format)) { return seconds }
        return read(text, timeZone, TimeReading())
    }

    /// Whether the text is a date `a/b/yyyy` that reads day first and month first alike.
    package static func isAmbiguous(_ text: String) -> Bool {
        var parser = TimeParser(zone: nil, reading: TimeReading(slashes: .sampling))
        return Array(text.utf8).withUnsafeBufferPointer { parser.parse($0, 0..<$0.count) } != nil
            && parser.lastSlashDate == .either
    }

    private static func read(_ text: String, _ zone: TimeZone?, _ reading: TimeReading) -> Double? {
        var parser = TimeParser(zone: zone, reading: reading)
        return Array(text.utf8).withUnsafeBufferPointer { parser.parse($0, 0..<$0.count) }
    }
}
