/// A made-up St Petersburg hot-water schedule of the real one's size and shape (~13.6k rows,
/// ~3.9 MB of JSON), the same on every run: real street names, house numbers with and without
/// корпус and литер, two-week shutdowns over the summer, and a few rows that test leniency
/// (malformed periods, a numeric house number, whitespace-only fields).
enum HotWaterScheduleGenerator {
    static let rowCount = 13_600
    static let seed: UInt64 = 2020

    static let streets = [
        "Краснопутиловская", "Ветеранов", "Стачек", "Народного Ополчения", "Маршала Жукова", "Зины Портновой",
        "Тамбасова", "Доблести", "Маршала Казакова", "Партизана Германа", "Лётчика Пилютова", "Авангардная",
        "Танкиста Хрустицкого", "Пограничника Гарькавого", "Ленинский", "Московский", "Новоизмайловский",
        "Кузнецовская", "Благодатная", "Варшавская", "Бассейная", "Победы", "Гагарина", "Космонавтов", "Типанова",
        "Ленсовета", "Звёздная", "Орджоникидзе", "Пулковское шоссе", "Дунайский", "Купчинская", "Будапештская",
        "Бухарестская", "Белы Куна", "Славы", "Софийская", "Ярослава Гашека", "Олеко Дундича", "Малая Балканская",
        "Турку", "Пражская", "Карпатская", "Невский", "Садовая", "Литейный", "Гороховая", "Маяковского",
        "Некрасова", "Жуковского", "Марата", "Кирочная", "Фурштатская", "Большая Морская", "Итальянская",
        "Лиговский", "Обводного канала наб.", "Днепропетровская", "Гражданский", "Просвещения", "Энгельса",
        "Культуры", "Луначарского", "Северный", "Науки", "Тихорецкий", "Светлановский", "Мориса Тореза",
        "Художников", "Сикейроса", "Есенина", "Композиторов", "Руставели", "Ушинского", "Бутлерова",
        "Гидротехников", "Демьяна Бедного", "Хошимина", "Королёва", "Испытателей", "Комендантский",
        "Савушкина", "Байконурская", "Дыбенко", "Большевиков", "Искровский", "Товарищеский", "Солидарности",
        "Новосёлов", "Народная", "Ворошилова", "Латышских Стрелков", "Подвойского", "Коллонтай", "Шлиссельбургский",
        "Рыбацкий", "Заневский", "Среднеохтинский", "Шаумяна", "Ириновский", "Индустриальный", "Косыгина",
        "Наставников", "Ударников", "Передовиков", "Малая Охта", "Большой Сампсониевский", "Кантемировская",
        "Торжковская", "Мебельная", "Уточкина", "Богатырский", "Планерная", "Шуваловский", "Ленская",
        "Кораблестроителей", "Наличная", "Опочинина", "Гаванская", "Беринга", "Детская", "Малый В.О.",
        "Средний В.О.", "Большой П.С.", "Чкаловский", "Ораниенбаумская", "Пушкинская", "Кременчугская",
    ]

    static let letters = ["А", "Б", "В", "Г", "Д", "Е"]

    /// Rows whose period is not a clean "dd.MM.yyyy-dd.MM.yyyy", as real data has.
    static let malformedPeriods = [
        "22.06.2020-",
        "с 22.06.2020 по 05.07.2020",
        "31.06.2020-14.07.2020",
        "",
        "22.06.2020 05.07.2020",
        "уточняется",
    ]

    /// The schedule's JSON text, one row per line as the upstream file is laid out.
    static func json() -> String {
        var random = SplitMix64(seed: seed)
        var rows: [String] = []
        rows.reserveCapacity(rowCount)
        var streetIndex = 0
        while rows.count < rowCount {
            let street = streets[streetIndex % streets.count]
            streetIndex += 1
            // Each street is shut down in one two-week window between May and August.
            let start = 130 + Int(random.next() % 100)
            let period = dotted(dayOfYear: start) + "-" + dotted(dayOfYear: start + 13)
            let houses = 40 + Int(random.next() % 160)
            var house = 1 + Int(random.next() % 3)
            for _ in 0..<houses where rows.count < rowCount {
                let buildings = random.next() % 3 == 0 ? 1 + Int(random.next() % 4) : 0
                for building in 0...buildings where rows.count < rowCount {
                    let hasBuilding = buildings > 0
                    let letter = random.next() % 4 == 0 ? letters[Int(random.next() % 3)] : ""
                    rows.append(
                        row(
                            index: rows.count, street: street, house: house,
                            building: hasBuilding ? String(building + 1) : "", letter: letter, period: period))
                    if !hasBuilding { break }
                }
                house += 1 + Int(random.next() % 4)
            }
        }
        return "[\n" + rows.joined(separator: ",\n") + "\n]\n"
    }

    private static func row(index: Int, street: String, house: Int, building: String, letter: String, period: String)
        -> String
    {
        var period = period
        if index % 2203 == 101 { period = malformedPeriods[(index / 2203) % malformedPeriods.count] }
        // Upstream is said to send the house number as a JSON number now and then.
        let houseValue = index % 997 == 500 ? String(house) : "\"\(house)\""
        // Whitespace-only must read as empty.
        let buildingValue = building.isEmpty && index % 1009 == 7 ? "  " : building
        return
            #"{"Населенный пункт": "Санкт-Петербург", "Адрес жилого здания": "\#(street)", "№ дома": \#(houseValue), "#
            + #""корпус": "\#(buildingValue)", "литер": "\#(letter)", "Период отключения ГВС": "\#(period)"}"#
    }

    /// Day of 2020 (a leap year) as "dd.MM.2020".
    static func dotted(dayOfYear: Int) -> String {
        let lengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        var day = dayOfYear
        var month = 0
        while month < 11 && day > lengths[month] {
            day -= lengths[month]
            month += 1
        }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(two(day)).\(two(month + 1)).2020"
    }
}
