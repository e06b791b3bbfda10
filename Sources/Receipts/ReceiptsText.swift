import Foundation
import PlotCore

/// The words and number forms of the receipts' pages in one language: month headers
/// (nominative, "Ноябрь 2026"), money ("1 498 ₽", "179,80 ₽"), quantities ("0,356"), distances
/// ("220 м", "1,2 км") and counted nouns ("192 товара").
public struct ReceiptsText: Sendable {
    public let language: ReceiptsLanguage

    public init(_ language: ReceiptsLanguage) { self.language = language }

    var ru: Bool { language == .ru }

    var months: MonthNames { ru ? .russian : .english }

    /// Short month names for an axis: the abbreviations Russian dictionaries give ("февр.",
    /// "июнь"), English's three letters.
    static let russianMonthsShort = [
        "янв.", "февр.", "март", "апр.", "май", "июнь", "июль", "авг.", "сент.", "окт.", "нояб.", "дек.",
    ]
    static let englishMonthsShort = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// A month's label on an axis: its short name.
    public func shortMonth(_ month: YearMonth) -> String {
        (ru ? Self.russianMonthsShort : Self.englishMonthsShort)[month.month - 1]
    }

    public func monthTitle(_ month: YearMonth) -> String {
        months.monthTitle(month: month.month, year: month.year)
    }

    /// The decimal separator: a comma in Russian.
    var point: String { ru ? "," : "." }
    /// Between thousands: a no-break space in Russian (so "1 498" never breaks), a comma in English.
    var thousands: String { ru ? "\u{00A0}" : "," }

    public func grouped(_ value: Int) -> String { NumberText.grouped(value, separator: thousands) }

    /// Kopecks without the sign: "1 498" for whole rubles, "179,80" otherwise.
    public func amount(_ kopecks: Int) -> String {
        let rubles = grouped(kopecks / 100)
        let fraction = abs(kopecks % 100)
        let sign = kopecks < 0 && kopecks > -100 ? "−" : ""
        return fraction == 0 ? sign + rubles : sign + rubles + point + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// "1 498 ₽", "179,80 ₽" (a no-break space before the sign).
    public func money(_ kopecks: Int) -> String { amount(kopecks) + "\u{00A0}₽" }

    /// A price always with its kopecks, as price tags show it: "89,90".
    public func price(_ kopecks: Int) -> String {
        let fraction = abs(kopecks % 100)
        return grouped(kopecks / 100) + point + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// "0.356" as sent -> "0,356" in Russian.
    public func quantity(_ text: String) -> String { ru ? text.replacingOccurrences(of: ".", with: ",") : text }

    /// "89,90 × 2 шт": price, quantity and unit, whatever of them is known.
    public func itemLine(_ item: ReceiptItem) -> String {
        var parts: [String] = []
        if let price = item.price { parts.append(self.price(price)) }
        if let quantity = item.quantity {
            let unit = item.unit.map { "\u{00A0}" + $0 } ?? ""
            parts.append(self.quantity(quantity) + unit)
        }
        return parts.joined(separator: " × ")
    }

    /// Under a kilometre to ten metres ("220 м"), then to a tenth of a kilometre ("1,2 км"), and
    /// from 10 km whole kilometres ("12 км").
    public func distance(_ metres: Double) -> String {
        let m = ru ? "м" : "m"
        let km = ru ? "км" : "km"
        let rounded = (metres / 10).rounded() * 10
        if rounded < 1000 { return "\(Int(max(rounded, 0)))\u{00A0}\(m)" }
        if metres < 9_950 {
            let tenths = Int((metres / 100).rounded())
            return "\(tenths / 10)\(point)\(tenths % 10)\u{00A0}\(km)"
        }
        return "\(grouped(Int((metres / 1000).rounded())))\u{00A0}\(km)"
    }

    /// "1 товар", "192 товара", "6 товаров"; "1 product", "6 products".
    public func products(_ count: Int) -> String {
        ru
            ? "\(grouped(count)) \(RussianPlural.product.form(count))"
            : "\(grouped(count)) product\(count == 1 ? "" : "s")"
    }

    public func receipts(_ count: Int) -> String {
        ru
            ? "\(grouped(count)) \(RussianPlural.receipt.form(count))"
            : "\(grouped(count)) receipt\(count == 1 ? "" : "s")"
    }

    public func places(_ count: Int) -> String {
        ru ? "\(grouped(count)) \(RussianPlural.place.form(count))" : "\(grouped(count)) place\(count == 1 ? "" : "s")"
    }

    /// The receipt's own wall-clock time: "20.11.2026 18:23".
    public func dateTime(_ receipt: Receipt) -> String {
        let local = receipt.purchasedAt + Int64(receipt.utcOffset)
        let seconds = Int(((local % 86_400) + 86_400) % 86_400)
        let (year, month, day) = CivilTime.civil(fromDays: Int((local - Int64(seconds)) / 86_400))
        func two(_ value: Int) -> String { NumberText.zeroPadded(value, width: 2) }
        return "\(two(day)).\(two(month)).\(year) \(two(seconds / 3600)):\(two(seconds % 3600 / 60))"
    }

    /// When data was fetched, in the reader's zone: "23 ноября 2026, 12:05" / "23 November 2026, 12:05".
    public func moment(_ date: Date, timeZone: TimeZone) -> String {
        MomentText(date, timeZone: timeZone, months: months).text
    }

    // Words of the pages.
    public var feedTitle: String { ru ? "Чеки" : "Receipts" }
    public var searchTitle: String { ru ? "Поиск" : "Search" }
    public var placesTitle: String { ru ? "Места рядом" : "Places nearby" }
    public var placesSection: String { ru ? "Места" : "Places" }
    public var receiptsSection: String { ru ? "Чеки" : "Receipts" }
    public var total: String { ru ? "ИТОГО" : "TOTAL" }
    public var noReceipts: String { ru ? "Чеков пока нет" : "No receipts yet" }
    public var nothingFound: String { ru ? "Ничего не найдено" : "Nothing found" }
    public var unknownShop: String { ru ? "Магазин не указан" : "Shop not given" }

    // Words of the statistics page.
    public var statsTitle: String { ru ? "Расходы" : "Spending" }
    public var byMonthHeading: String { ru ? "По месяцам" : "By month" }
    public var byShopHeading: String { ru ? "По магазинам" : "By shop" }
    public var topItemsHeading: String { ru ? "Товары: больше всего потрачено" : "Items with the most spent" }
    public var rubles: String { "₽" }
    public func spent(_ kopecks: Int) -> String { ru ? "потрачено \(money(kopecks))" : "\(money(kopecks)) spent" }
    /// The chart's own words ("Прочее", "всего") and number marks in this language.
    public var chartWords: ChartWords { ru ? .russian : .english }

    public func fetched(_ moment: String) -> String { ru ? "получено \(moment)" : "fetched \(moment)" }
    public func cached(_ moment: String) -> String {
        ru ? "кэшированные данные от \(moment)" : "cached data from \(moment)"
    }
    public func skipped(_ count: Int) -> String {
        ru ? "пропущено нечитаемых: \(count)" : "\(count) unreadable item\(count == 1 ? "" : "s") skipped"
    }
    public func query(_ text: String) -> String { "«\(text)»" }
    public func near(_ point: Coordinate) -> String {
        let lat = String(format: "%.4f", point.latitude)
        let lon = String(format: "%.4f", point.longitude)
        return ru ? "от \(lat), \(lon)" : "from \(lat), \(lon)"
    }
    public var pageLabel: @Sendable (Int, Int) -> String {
        if ru { return { page, pages in "стр. \(page) из \(pages)" } }
        return { page, pages in "page \(page) of \(pages)" }
    }
}
