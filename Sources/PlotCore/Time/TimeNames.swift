/// How a time axis names months, weekdays, days and hours in a page's language: English as
/// d3-time-format's default locale (en-US: "Feb 06", "Wed 02", "01 PM"), Russian as d3's ru-RU
/// locale names them ("фев", "ср"), with the day before the month and a 24-hour clock, as
/// Russian dates are written ("06 фев", "13:00"). Chosen with the page's words (`ChartWords`).
package struct TimeNames: Sendable, Equatable {
    /// Full names, January first, as a month standing alone ("February", "Февраль").
    let months: [String]
    /// Short names, January first ("Feb", "фев").
    let shortMonths: [String]
    /// Short names, Sunday first ("Wed", "ср").
    let shortWeekdays: [String]
    /// "06 фев" rather than "Feb 06".
    let dayFirst: Bool
    /// "13:00" rather than "01 PM".
    let twentyFourHours: Bool
    /// A quarter's label: "Q" + 1 ("Q1"), or 1 + " кв." ("1 кв.").
    let quarterPrefix: String
    let quarterSuffix: String

    package static let english = TimeNames(
        months: MonthNames.english.standalone,
        shortMonths: MonthNames.english.standalone.map { String($0.prefix(3)) },
        shortWeekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], dayFirst: false, twentyFourHours: false,
        quarterPrefix: "Q", quarterSuffix: "")

    package static let russian = TimeNames(
        months: MonthNames.russian.standalone,
        shortMonths: ["янв", "фев", "мар", "апр", "май", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"],
        shortWeekdays: ["вс", "пн", "вт", "ср", "чт", "пт", "сб"], dayFirst: true, twentyFourHours: true,
        quarterPrefix: "", quarterSuffix: " кв.")

    /// "Feb 06", "06 фев" (month 0...11).
    func dayOfMonth(_ day: Int, month: Int) -> String {
        let day = NumberText.zeroPadded(day, width: 2)
        return dayFirst ? day + " " + shortMonths[month] : shortMonths[month] + " " + day
    }

    /// "Wed 02", "ср 02" (weekday 0...6, Sunday first).
    func dayOfWeek(_ day: Int, weekday: Int) -> String {
        shortWeekdays[weekday] + " " + NumberText.zeroPadded(day, width: 2)
    }

    /// A tick at a whole hour: "01 PM", "13:00".
    func hour(_ hour: Int) -> String {
        let pad = { NumberText.zeroPadded($0, width: 2) }
        return twentyFourHours ? pad(hour) + ":00" : pad(Self.hour12(hour)) + (hour < 12 ? " AM" : " PM")
    }

    /// A tick at a whole minute: "01:05", "13:05".
    func minute(_ hour: Int, _ minute: Int) -> String {
        NumberText.zeroPadded(twentyFourHours ? hour : Self.hour12(hour), width: 2) + ":"
            + NumberText.zeroPadded(minute, width: 2)
    }

    /// The time of day as far as it is not round: "01 PM", "12:15 PM", "12:00:05 PM"; "13:00",
    /// "12:15", "12:00:05".
    func timeOfDay(_ f: CivilFields, minutes: Bool, seconds: Bool, milliseconds: Bool) -> String {
        let pad = { NumberText.zeroPadded($0, width: $1) }
        var text = pad(twentyFourHours ? f.hour : Self.hour12(f.hour), 2)
        if minutes || twentyFourHours { text += ":" + pad(f.minute, 2) }
        if seconds { text += ":" + pad(f.second, 2) }
        if milliseconds { text += "." + pad(f.millisecond, 3) }
        return twentyFourHours ? text : text + (f.hour < 12 ? " AM" : " PM")
    }

    /// "Q1", "1 кв." (month 0...11 of the quarter's first month or any in it).
    func quarter(ofMonth month: Int) -> String { quarterPrefix + String(month / 3 + 1) + quarterSuffix }

    private static func hour12(_ hour: Int) -> Int { hour % 12 == 0 ? 12 : hour % 12 }
}
