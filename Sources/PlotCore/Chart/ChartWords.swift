/// The words a data chart draws on its own (not the data's), and how its numbers are written:
/// English by default, anything a page in another language needs ("Прочее", "1 234,5").
public struct ChartWords: Sendable, Equatable {
    /// The slice that gathers a pie's smaller categories.
    package var other: String
    /// Under a donut's total, before the values' title ("total ₽").
    package var total: String
    /// After a donut's total when some categories were left out: the total is the slices'
    /// ("total profit in slices"), not the sum of every value.
    var inSlices: String
    /// In an empty plot.
    package var noData: String
    /// After the legend's name of a series drawn to the right axis (pandas' "(right)").
    var rightAxis: String
    /// Between a number's whole part and its decimals.
    var decimalMark: String
    /// Between thousands (from 10,000 up, as the tick labels group them).
    var groupMark: String
    /// Which table the page's phrases come from (`text(of:)`).
    package var language: Language

    package init(
        other: String, total: String, inSlices: String = "in slices", noData: String, rightAxis: String = "(right)",
        decimalMark: String, groupMark: String, language: Language = .english
    ) {
        self.other = other
        self.total = total
        self.inSlices = inSlices
        self.noData = noData
        self.rightAxis = rightAxis
        self.decimalMark = decimalMark
        self.groupMark = groupMark
        self.language = language
    }

    /// English words and marks (`1,234.5`): the default.
    public static let english = ChartWords(
        other: "Other", total: "total", noData: "No data to draw", decimalMark: ".", groupMark: ",")

    /// Russian: a decimal comma and a no-break space between thousands, which never breaks.
    public static let russian = ChartWords(
        other: "Прочее", total: "всего", inSlices: "в секторах", noData: "Нет данных", rightAxis: "(правая ось)",
        decimalMark: ",",
        groupMark: "\u{00A0}", language: .russian)

    /// A number as `TickLabelFormat` wrote it ("12,345.5"), in these marks ("12 345,5").
    package func number(_ text: String) -> String {
        guard decimalMark != "." || groupMark != "," else { return text }
        var result = ""
        for character in text {
            switch character {
            case ".": result += decimalMark
            case ",": result += groupMark
            default: result.append(character)
            }
        }
        return result
    }
}

extension ChartWords {
    /// The words of the language `texts` are written in: Russian when most of their letters are
    /// Cyrillic (a pie of "Пятёрочка", "Магнит"... gathers the rest as "Прочее"), English
    /// otherwise. The first `limit` texts decide.
    package static func matching(_ texts: [String], limit: Int = 1000) -> ChartWords {
        var letters = 0
        var cyrillic = 0
        for text in texts.prefix(limit) {
            for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                letters += 1
                if (0x0400...0x052F).contains(scalar.value) { cyrillic += 1 }
            }
        }
        return cyrillic * 2 > letters ? .russian : .english
    }
}
