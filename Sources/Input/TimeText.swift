import Foundation

/// A time typed by a user (a flag's value, `--x-range 2012-03-01..2012-06-30`), read as a
/// table's time cells are: the same forms, the same zone for times written without one.
public enum TimeText {
    /// Seconds since 1970, or nil when the text is not a date or date-time `TimeParser` reads.
    public static func seconds(_ text: String, timeZone: TimeZone?) -> Double? {
        var parser = TimeParser(zone: timeZone)
        return Array(text.utf8).withUnsafeBufferPointer { parser.parse($0, 0..<$0.count) }
    }
}
