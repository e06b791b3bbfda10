import Foundation
import PlotCore

/// `created` (Unix SECONDS, never milliseconds) as "2020-02-19 21:34" in a chosen time zone.
public struct PaymentDateText {
    public let timeZone: TimeZone

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    public func text(_ seconds: Int64) -> String {
        MomentText.numeric(Date(timeIntervalSince1970: TimeInterval(seconds)), timeZone: timeZone)
    }

    /// "UTC", or the zone's identifier, e.g. "Europe/Moscow".
    public var zoneName: String {
        timeZone.secondsFromGMT() == 0 && ["UTC", "GMT"].contains(timeZone.identifier) ? "UTC" : timeZone.identifier
    }
}
