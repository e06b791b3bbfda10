/// The month names pages print, from PlotKit's own table: Foundation's Russian locale data is
/// not dependable on Linux servers. Russian has two forms: a month standing alone in a header
/// ("Ноябрь 2026") and a month after a day ("23 ноября 2026"); English uses one for both.
package struct MonthNames: Sendable, Equatable {
    /// As a header or label names it: "Ноябрь", "November".
    package let standalone: [String]
    /// As it follows a day number: "ноября", "November".
    package let afterDay: [String]

    package static let english = MonthNames(
        standalone: [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ],
        afterDay: nil)

    package static let russian = MonthNames(
        standalone: [
            "Январь", "Февраль", "Март", "Апрель", "Май", "Июнь", "Июль", "Август", "Сентябрь", "Октябрь", "Ноябрь",
            "Декабрь",
        ],
        afterDay: [
            "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
            "декабря",
        ])

    private init(standalone: [String], afterDay: [String]?) {
        self.standalone = standalone
        self.afterDay = afterDay ?? standalone
    }

    /// "5 мая 2021", "5 May 2021": no zero padding, no "г." (month 1...12).
    package func date(day: Int, month: Int, year: Int) -> String {
        guard (1...12).contains(month) else { return "?" }
        return "\(day) \(afterDay[month - 1]) \(year)"
    }

    /// "Ноябрь 2026", "November 2026" (month 1...12).
    package func monthTitle(month: Int, year: Int) -> String {
        guard (1...12).contains(month) else { return "?" }
        return "\(standalone[month - 1]) \(year)"
    }
}
