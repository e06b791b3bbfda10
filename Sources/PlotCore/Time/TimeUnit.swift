import Foundation

/// A calendar unit that times are binned to before their rows are made one (`--x-unit month`):
/// each time falls to the start of its unit on the wall clock of the chart's zone, as pandas'
/// `dt.to_period(...).dt.start_time` and Vega-Lite's `timeUnit` bin them. Weeks start on Monday
/// (ISO 8601, pandas' `W` periods); quarters in January, April, July and October.
package enum TimeUnit: String, CaseIterable, Sendable {
    case second, minute, hour, day, week, month, quarter, year

    /// The interval whose `floor` bins a time and whose `offset` ends its unit.
    package func interval(in zone: TimeZone) -> CalendarInterval {
        switch self {
        case .second: return CalendarInterval(.second, timeZone: zone)
        case .minute: return CalendarInterval(.minute, timeZone: zone)
        case .hour: return CalendarInterval(.hour, timeZone: zone)
        case .day: return CalendarInterval(.day, timeZone: zone)
        case .week: return CalendarInterval(.mondayWeek, timeZone: zone)
        case .month: return CalendarInterval(.month, timeZone: zone)
        case .quarter: return CalendarInterval(.month, timeZone: zone).every(3)!
        case .year: return CalendarInterval(.year, timeZone: zone)
        }
    }
}
