import Foundation
import PlotCore

/// One row as the page shows it, four lines:
///
///     Санкт-Петербург
///     Краснопутиловская
///     дом 15 корпус 1 литер А
///     20 мая 2019 - 2 июля 2019
///
/// "корпус" and "литер" appear only when the row has them; a period that does not parse is
/// shown as sent.
public struct ScheduleEntryText: Sendable {
    public var strings: HotWaterStrings

    public init(strings: HotWaterStrings) {
        self.strings = strings
    }

    public func lines(_ row: ScheduleRow) -> [String] {
        [row.settlement, row.street, address(row), period(ShutdownPeriod(row.period))]
    }

    /// "дом 15 корпус 1 литер А", each part only when present.
    public func address(_ row: ScheduleRow) -> String {
        [(strings.house, row.house), (strings.building, row.building), (strings.letter, row.letter)]
            .filter { !$0.1.isEmpty }
            .map { "\($0.0) \($0.1)" }
            .joined(separator: " ")
    }

    public func period(_ period: ShutdownPeriod) -> String {
        switch period {
        case .range(let start, let end): return date(start) + strings.periodSeparator + date(end)
        case .day(let day): return date(day)
        case .unparsed(let text): return text
        }
    }

    /// `d MMMM yyyy` with the month from the language's table: "2 июля 2019", no zero padding,
    /// no "г.". Written by hand because Foundation's Russian locale data is not dependable on Linux.
    public func date(_ date: CalendarDate) -> String {
        strings.months.date(day: date.day, month: date.month, year: date.year)
    }
}

extension ScheduleEntryText {
    /// When data was fetched, to the minute in the given zone: "12 августа 2020, 14:05" (the
    /// language's `dateTime` template around PlotCore's `MomentText`).
    public func moment(_ date: Date, timeZone: TimeZone) -> String {
        let moment = MomentText(date, timeZone: timeZone, months: strings.months)
        return strings.format(strings.dateTime, ["date": moment.date, "time": moment.time])
    }
}
