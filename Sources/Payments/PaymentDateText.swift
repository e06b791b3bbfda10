import Foundation

/// `created` (Unix SECONDS, never milliseconds) as "2020-02-19 21:34" in a chosen time zone.
public struct PaymentDateText {
    public let timeZone: TimeZone
    private let formatter: DateFormatter

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
    }

    public func text(_ seconds: Int64) -> String {
        formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// "UTC", or the zone's identifier, e.g. "Europe/Moscow".
    public var zoneName: String {
        timeZone.secondsFromGMT() == 0 && ["UTC", "GMT"].contains(timeZone.identifier) ? "UTC" : timeZone.identifier
    }
}
