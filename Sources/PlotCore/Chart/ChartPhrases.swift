import Foundation

/// Every phrase a data chart's page writes on its own, in English and in Russian: one table, the
/// page's language chosen once (`DataChart.words`). Numbers go through the language's marks
/// ("1,461" and "1 461"). Russian sentences put the number after a colon ("пропущено строк: 3"),
/// which reads right for every number; counts before a noun take the noun's form for the number
/// ("1 строка", "2 строки", "5 строк").
extension ChartWords {
    /// Which table the phrases come from.
    package enum Language: Sendable, Equatable {
        case english, russian
    }

    /// "1,461 rows", "1 461 строка".
    package func count(_ value: Int, _ noun: CountedNoun) -> String {
        let number = whole(value)
        switch language {
        case .english: return number + " " + (value == 1 ? noun.english.one : noun.english.many)
        case .russian: return number + " " + noun.russian.form(for: value)
        }
    }

    /// A whole number in this language's marks, grouped from 1,000 up: "5,000", "12 345".
    package func whole(_ value: Int) -> String { number(TickLabelFormat(decimals: 0).string(for: Double(value))) }

    /// A number written shortest, in this language's decimal mark: "0.5", "0,5".
    package func shortest(_ value: Double) -> String {
        NumberText.shortest(value).replacingOccurrences(of: ".", with: decimalMark)
    }

    /// The note's words for `note`.
    package func text(of note: ChartNote) -> String {
        let russian = language == .russian
        switch note {
        case .picked(let x, let xIsRowIndex, let ys, let leftOut):
            let picked = russian ? "выбраны" : "picked"
            var parts: [String] = []
            if let x {
                parts.append("x: " + x + (xIsRowIndex ? (russian ? " (номер строки)" : " (the row index)") : ""))
            }
            if let ys { parts.append("y: " + ys.joined(separator: ", ")) }
            let left = leftOut.map {
                russian ? "; \($0), номер строки, не показан" : "; \($0), the row index, left out"
            }
            return parts.joined(separator: ", ") + " (" + picked + (left ?? "") + ")"
        case .rowsWithoutX(let count):
            return russian ? "пропущено строк без x: \(whole(count))" : self.count(count, .row) + " without x left out"
        case .valuesMissing(let count, let gaps):
            if russian { return "нет значений: \(whole(count))" + (gaps ? " (разрывы)" : ", пропущены") }
            return self.count(count, .value) + (gaps ? " missing (gaps)" : " missing, left out")
        case .countOfRowsPerCategory:
            return russian ? "число строк в каждой категории" : "a count of rows per category"
        case .nonFiniteDropped(let count):
            return russian
                ? "отброшено бесконечных и неопределённых значений: \(whole(count))"
                : "\(count) non-finite value\(count == 1 ? "" : "s") dropped"
        case .badRowsSkipped(let count, let first):
            // The first row's reason is the reader's English; a Russian page gives the count alone.
            if russian { return "пропущено строк с ошибками: \(whole(count))" }
            return "\(count) bad row\(count == 1 ? "" : "s") skipped" + (first.map { " (first: \($0))" } ?? "")
        case .springForwardGap(let count, let zone):
            if russian {
                return
                    "время в переходе на летнее время (\(zone)): \(whole(count)), прочитано со смещением до перехода, как zoneinfo в Python"
            }
            return "\(count) time\(count == 1 ? "" : "s") fell in \(zone)'s spring-forward gap:"
                + " read with the offset before the change, as Python's zoneinfo reads them"
        case .xRepeats(let group):
            return russian
                ? "x повторяется: по линии на каждое \(group)? укажите --group-by \(group)"
                : "x repeats: one line a \(group)? give --group-by \(group)"
        case .aggregated(let rows, let aggregate, let unit):
            if russian { return "\(unitPhrase(unit)): \(whole(rows)), \(verb(aggregate))" }
            return count(rows, .row) + " of the same \(unit?.rawValue ?? "x") " + verb(aggregate)
        case .linearTrend(let fit, let time):
            return (russian ? "тренд: " : "trend: ") + equation(fit, time: time)
        case .loessTrend:
            return russian
                ? "тренд LOESS (доля 2/3, как lowess в statsmodels)" : "LOESS trend (frac 2/3, as statsmodels' lowess)"
        case .rollingMean(let window, let time):
            return rolling(window, time: time)
        case .noTableAbove(let limit, let rows):
            if russian { return "без таблицы: больше \(whole(limit)) \(rows ? "строк" : "точек")" }
            return "no table above \(whole(limit)) \(rows ? "rows" : "points")"
        case .noTableUnaligned:
            return russian ? "без таблицы: у рядов разные строки" : "no table: the series do not share their rows"
        case .slicesLeftOut(let count):
            return russian
                ? "пропущено категорий с суммой 0 или меньше: \(whole(count))"
                : "\(count) categor\(count == 1 ? "y" : "ies") of zero or less left out"
        case .cells(let across, let down, let bins):
            if russian { return "\(bins ? "интервалов" : "ячеек"): \(across) × \(down)" }
            return "\(across) × \(down) \(bins ? "bins" : "cells")"
        case .cellRowsMadeOne(let aggregate):
            return russian ? "строки одной ячейки: \(verb(aggregate))" : "rows of a cell \(verb(aggregate))"
        case .rowsWithoutXOrY(let count):
            return russian
                ? "пропущено строк без x или y: \(whole(count))"
                : self.count(count, .row) + " without an x or a y left out"
        case .rowsWithoutGroup(let count):
            return russian
                ? "пропущено строк без группы: \(whole(count))"
                : self.count(count, .row) + " without a group left out"
        case .rowsWithoutValue(let count):
            return russian
                ? "пропущено строк без значения: \(whole(count))"
                : self.count(count, .row) + " without a value left out"
        case .boxes(let values, let outliers, let reach):
            var text = count(values, .value)
            if let outliers {
                text +=
                    russian
                    ? " · выбросов дальше \(shortest(reach)) IQR: \(whole(outliers))"
                    : " · " + count(outliers, .outlier) + " beyond \(shortest(reach)) IQR"
            }
            return text
        case .band(let band, let aggregate, let single):
            var text = bandPhrase(band, aggregate: aggregate)
            if single > 0 {
                text +=
                    russian
                    ? " · групп из одной строки без интервала: \(whole(single))"
                    : " · " + count(single, .group) + " of one row without one"
            }
            return text
        case .boundsFromColumns(let lower, let upper, let outside):
            var text = russian ? "интервал: от \(lower) до \(upper)" : "interval: \(lower) to \(upper)"
            if outside > 0 {
                text +=
                    russian
                    ? " · строк со значением вне своего интервала: \(whole(outside))"
                    : " · " + count(outside, .row) + " with the value outside its interval"
            }
            return text
        case .numberCodes(let column, let values):
            return russian
                ? "x (\(column)): \(whole(values)) целых чисел как категории"
                : "x (\(column)): \(count(values, .value)) as categories"
        case .facets(let panels, let columns):
            let names = columns.joined(separator: russian ? " и " : " and ")
            return count(panels, .panel)
                + (russian ? " по столб\(columns.count == 1 ? "цу" : "цам") \(names)" : " by \(names)")
        }
    }

    /// "band: 95% CI of the mean, Student's t": what a `--band` interval stands for.
    private func bandPhrase(_ band: ErrorBand, aggregate: Aggregate) -> String {
        let russian = language == .russian
        switch band {
        case .sd: return russian ? "интервал: среднее ± стандартное отклонение" : "band: mean ± 1 standard deviation"
        case .se: return russian ? "интервал: среднее ± стандартная ошибка" : "band: mean ± 1 standard error"
        case .ci95:
            return russian
                ? "интервал: 95% доверительный интервал среднего (распределение Стьюдента)"
                : "band: 95% CI of the mean, Student's t"
        case .minmax:
            let center = aggregate == .median ? (russian ? "медиана" : "median") : (russian ? "среднее" : "mean")
            return russian
                ? "интервал: от наименьшего до наибольшего (точка: \(center))"
                : "band: least to greatest (at the \(center))"
        }
    }

    /// "y = 0.52x + 3.1, R² = 0.87"; on a time axis the slope a day: "+0.52 a day, R² = 0.87".
    package func equation(_ fit: LinearFit, time: Bool) -> String {
        let r2 = "R² = " + significant(fit.rSquared, 2)
        if time {
            let perDay = fit.slope * 86_400
            let day = language == .russian ? " в день, " : " a day, "
            return (perDay < 0 ? "−" : "+") + significant(abs(perDay), 3) + day + r2
        }
        let sign = fit.intercept < 0 ? " − " : " + "
        let slope = (fit.slope < 0 ? "−" : "") + significant(abs(fit.slope), 3)
        // "; " between the equation and R² where the decimal mark is a comma.
        let between = language == .russian ? "; " : ", "
        return "y = " + slope + "x" + sign + significant(abs(fit.intercept), 3) + between + r2
    }

    /// The page's first words: what was drawn and how ("1,461 rows · 2 series · line · stacked").
    package func kind(_ kind: ChartKind) -> String {
        guard language == .russian else { return kind.rawValue }
        switch kind {
        case .line: return "линия"
        case .scatter: return "точки"
        case .step: return "ступени"
        case .area: return "области"
        case .bar: return "столбцы"
        case .histogram: return "гистограмма"
        case .pie: return "круговая диаграмма"
        case .donut: return "кольцевая диаграмма"
        case .box: return "ящики с усами"
        case .violin: return "скрипичная диаграмма"
        case .heatmap: return "тепловая карта"
        case .hist2d: return "двумерная гистограмма"
        }
    }

    /// "monotone curve", "монотонная кривая"; a curve of one's own by its description.
    package func curve(_ curve: Curve) -> String {
        guard language == .russian else { return "\(curve) curve" }
        switch curve.description {
        case "monotone": return "монотонная кривая"
        case "catmull-rom": return "кривая Кэтмелла — Рома"
        case "step": return "ступени"
        case "step-before": return "ступени до точек"
        case "step-after": return "ступени после точек"
        default: return "кривая \(curve)"
        }
    }

    /// A later page's title after the chart's: "rows 21–40 of 100", "строки 21–40 из 100".
    package func rows(_ rows: Range<Int>, of count: Int, _ noun: CountedNoun) -> String {
        let span = "\(rows.lowerBound + 1)–\(rows.upperBound)"
        switch language {
        case .english: return "\(noun.english.many) \(span) of \(count)"
        case .russian: return "\(noun.russian.few) \(span) из \(count)"
        }
    }

    /// "page 2 of 3", "стр. 2 из 3".
    package var pageLabel: @Sendable (Int, Int) -> String {
        guard language == .russian else { return Pagination.englishPageLabel }
        return { page, pages in "стр. \(page) из \(pages)" }
    }

    /// Said when the points were drawn per pixel column.
    package var perPixelColumn: String {
        language == .russian ? "по столбцам пикселей (M4)" : "drawn per pixel column (M4)"
    }

    /// The y axis's title when the bars count rows (a histogram, `--agg count`).
    package var countTitle: String { language == .russian ? "количество" : "count" }

    /// How a time axis names months, weekdays and hours in this language.
    package var timeNames: TimeNames { language == .russian ? .russian : .english }

    /// Said of stacked series.
    package var stacked: String { language == .russian ? "с накоплением" : "stacked" }

    /// "zoom 2×", "масштаб 2×".
    package func zoom(_ factor: Double) -> String {
        (language == .russian ? "масштаб " : "zoom ") + shortest(factor) + "×"
    }

    private func rolling(_ window: RollingWindow, time: Bool) -> String {
        let russian = language == .russian
        let mean = russian ? "скользящее среднее, окно — " : "rolling mean of "
        switch window {
        case .rows(let rows): return mean + count(rows, .row)
        case .span(let seconds) where time:
            let days = seconds / 86_400
            if days == days.rounded() { return mean + count(Int(days), .day) }
            return mean + shortest(seconds / 3600) + (russian ? " ч" : " hours")
        case .span(let span):
            return russian ? mean + shortest(span) + " по x" : "rolling mean over x spans of \(shortest(span))"
        }
    }

    /// "строк с тем же x", "строк того же месяца": whose rows were made one.
    private func unitPhrase(_ unit: TimeUnit?) -> String {
        guard let unit else { return "строк с тем же x" }
        let of: String
        switch unit {
        case .second: of = "той же секунды"
        case .minute: of = "той же минуты"
        case .hour: of = "того же часа"
        case .day: of = "того же дня"
        case .week: of = "той же недели"
        case .month: of = "того же месяца"
        case .quarter: of = "того же квартала"
        case .year: of = "того же года"
        }
        return "строк " + of
    }

    /// A value made one from several rows, as a title names it: "mean temp", "temp (среднее)".
    package func aggregated(_ name: String, by aggregate: Aggregate) -> String {
        guard language == .russian else { return "\(aggregate.rawValue) \(name)" }
        let how: String
        switch aggregate {
        case .sum: how = "сумма"
        case .mean: how = "среднее"
        case .median: how = "медиана"
        case .min: how = "наименьшее"
        case .max: how = "наибольшее"
        case .count: how = "количество"
        case .p90: how = "90-й процентиль"
        case .p95: how = "95-й процентиль"
        case .p99: how = "99-й процентиль"
        }
        return "\(name) (\(how))"
    }

    /// How rows of one x were made one: "averaged", "усреднены".
    private func verb(_ aggregate: Aggregate) -> String {
        let russian = language == .russian
        switch aggregate {
        case .sum: return russian ? "сложены" : "summed"
        case .mean: return russian ? "усреднены" : "averaged"
        case .median: return russian ? "взята медиана" : "taken at their median"
        case .min: return russian ? "взят наименьший" : "taken at their least"
        case .max: return russian ? "взят наибольший" : "taken at their greatest"
        case .count: return russian ? "подсчитаны" : "counted"
        case .p90: return russian ? "взят 90-й процентиль" : "taken at their 90th percentile"
        case .p95: return russian ? "взят 95-й процентиль" : "taken at their 95th percentile"
        case .p99: return russian ? "взят 99-й процентиль" : "taken at their 99th percentile"
        }
    }

    /// A value to `digits` significant digits, written shortest ("0.523", "3100", "1.2e-07").
    private func significant(_ value: Double, _ digits: Int) -> String {
        guard value != 0, value.isFinite else { return shortest(value) }
        let scale = pow(10, Double(digits) - 1 - floor(log10(abs(value))))
        return shortest((value * scale).rounded() / scale)
    }
}

/// A noun counted on a page, in each language's forms.
package enum CountedNoun: Sendable {
    case row, point, value, series, bin, outlier, day, group, panel, category, slice

    var english: (one: String, many: String) {
        switch self {
        case .row: return ("row", "rows")
        case .point: return ("point", "points")
        case .value: return ("value", "values")
        case .series: return ("series", "series")
        case .bin: return ("bin", "bins")
        case .outlier: return ("outlier", "outliers")
        case .day: return ("day", "days")
        case .group: return ("group", "groups")
        case .panel: return ("panel", "panels")
        case .category: return ("category", "categories")
        case .slice: return ("slice", "slices")
        }
    }

    var russian: RussianForms {
        switch self {
        case .row: return RussianForms("строка", "строки", "строк")
        case .point: return RussianForms("точка", "точки", "точек")
        case .value: return RussianForms("значение", "значения", "значений")
        case .series: return RussianForms("ряд", "ряда", "рядов")
        case .bin: return RussianForms("интервал", "интервала", "интервалов")
        case .outlier: return RussianForms("выброс", "выброса", "выбросов")
        case .day: return RussianForms("день", "дня", "дней")
        case .group: return RussianForms("группа", "группы", "групп")
        case .panel: return RussianForms("панель", "панели", "панелей")
        case .category: return RussianForms("категория", "категории", "категорий")
        case .slice: return RussianForms("сектор", "сектора", "секторов")
        }
    }
}

/// A Russian noun's three forms after a number: 1 (21, 101...), 2-4 (22-24...), and the rest
/// (5-20, 11-14, 25-30...), by CLDR's plural rules for Russian.
struct RussianForms: Sendable {
    let one: String
    let few: String
    let many: String

    init(_ one: String, _ few: String, _ many: String) {
        self.one = one
        self.few = few
        self.many = many
    }

    func form(for value: Int) -> String {
        let (ten, hundred) = (abs(value) % 10, abs(value) % 100)
        if ten == 1 && hundred != 11 { return one }
        if (2...4).contains(ten) && !(12...14).contains(hundred) { return few }
        return many
    }
}
