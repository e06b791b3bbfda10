/// The demo receipts' world: fifteen shops in Kazan (the design's addresses among them) with
/// their coordinates, and what each kind of shop sells. Made up, but shaped as real receipts are.
enum ReceiptsCatalog {
    struct Shop: Sendable {
        var name: String
        var street: String
        var building: String
        var latitude: Double
        var longitude: Double
        /// Products the place lists, for the places' "192 товара".
        var products: Int
        var kind: Kind
        /// How often a receipt comes from here, relative to the others.
        var weight: Int
        var inn: String
    }

    enum Kind: Sendable { case grocery, pharmacy, hardware, books, cafe, drinks }

    struct Product: Sendable {
        var name: String
        /// Kopecks per unit.
        var price: Int
        var unit: String
        /// Sold by weight or volume: a fractional quantity.
        var byMeasure: Bool = false
    }

    static let city = "Казань"

    static let shops: [Shop] = [
        Shop(
            name: "Супермаркет", street: "Хади Такташа", building: "24", latitude: 55.7766, longitude: 49.1343,
            products: 192, kind: .grocery, weight: 9, inn: "1655000001"),
        Shop(
            name: "Пятёрочка", street: "Татарстана", building: "7", latitude: 55.7808, longitude: 49.1143,
            products: 6, kind: .grocery, weight: 10, inn: "7825706086"),
        Shop(
            name: "Магнит", street: "Баумана", building: "44", latitude: 55.7887, longitude: 49.1203,
            products: 3, kind: .grocery, weight: 8, inn: "2309085638"),
        Shop(
            name: "Перекрёсток", street: "Пушкина", building: "12", latitude: 55.7917, longitude: 49.1247,
            products: 1, kind: .grocery, weight: 6, inn: "7728029110"),
        Shop(
            name: "Бахетле", street: "Чистопольская", building: "19А", latitude: 55.8182, longitude: 49.1072,
            products: 11, kind: .grocery, weight: 5, inn: "1655064321"),
        Shop(
            name: "Эссен", street: "Ямашева", building: "93", latitude: 55.8286, longitude: 49.1421,
            products: 21, kind: .grocery, weight: 4, inn: "1660050001"),
        Shop(
            name: "Лента", street: "Проспект Победы", building: "91", latitude: 55.7603, longitude: 49.2117,
            products: 345, kind: .grocery, weight: 4, inn: "7814148471"),
        Shop(
            name: "ВкусВилл", street: "Петербургская", building: "9", latitude: 55.7829, longitude: 49.1232,
            products: 102, kind: .grocery, weight: 5, inn: "7734685360"),
        Shop(
            name: "Аптека «Фармленд»", street: "Декабристов", building: "85", latitude: 55.8201, longitude: 49.0986,
            products: 44, kind: .pharmacy, weight: 3, inn: "0274166811"),
        Shop(
            name: "Аптека «Вита»", street: "Гвардейская", building: "33", latitude: 55.7790, longitude: 49.1598,
            products: 12, kind: .pharmacy, weight: 2, inn: "6316105550"),
        Shop(
            name: "Леруа Мерлен", street: "Проспект Альберта Камалеева", building: "1",
            latitude: 55.8015, longitude: 49.2082, products: 1500, kind: .hardware, weight: 2, inn: "5029069967"),
        Shop(
            name: "Читай-город", street: "Кремлёвская", building: "3", latitude: 55.7935, longitude: 49.1134,
            products: 2, kind: .books, weight: 1, inn: "7715995942"),
        Shop(
            name: "Кофейня «Зерно»", street: "Университетская", building: "14", latitude: 55.7912, longitude: 49.1190,
            products: 25, kind: .cafe, weight: 3, inn: "1655399999"),
        Shop(
            name: "Красное & Белое", street: "Фатыха Амирхана", building: "10", latitude: 55.8240, longitude: 49.1366,
            products: 4, kind: .drinks, weight: 2, inn: "7404052938"),
        Shop(
            name: "Бристоль", street: "Вишневского", building: "26", latitude: 55.7844, longitude: 49.1450,
            products: 101, kind: .drinks, weight: 2, inn: "5260300042"),
    ]

    static let grocery: [Product] = [
        Product(name: "Молоко 3,2% 1 л", price: 8990, unit: "шт"),
        Product(name: "Хлеб «Бородинский»", price: 5490, unit: "шт"),
        Product(name: "Батон нарезной", price: 4290, unit: "шт"),
        Product(name: "Яйца С1, 10 шт", price: 11990, unit: "уп"),
        Product(name: "Сыр «Российский»", price: 79900, unit: "кг", byMeasure: true),
        Product(name: "Бананы", price: 12990, unit: "кг", byMeasure: true),
        Product(name: "Яблоки «Гала»", price: 14990, unit: "кг", byMeasure: true),
        Product(name: "Картофель", price: 3990, unit: "кг", byMeasure: true),
        Product(name: "Куриное филе", price: 42990, unit: "кг", byMeasure: true),
        Product(name: "Гречка 900 г", price: 9990, unit: "шт"),
        Product(name: "Чай чёрный 100 пак.", price: 32900, unit: "шт"),
        Product(name: "Кофе молотый 250 г", price: 45990, unit: "шт"),
        Product(name: "Кефир 1% 900 г", price: 7490, unit: "шт"),
        Product(name: "Сметана 20% 300 г", price: 11490, unit: "шт"),
        Product(name: "Масло сливочное 82,5%", price: 21990, unit: "шт"),
        Product(name: "Вода питьевая 1,5 л", price: 3990, unit: "шт"),
        Product(name: "Пакет-майка", price: 990, unit: "шт"),
        Product(name: "Эчпочмак", price: 8900, unit: "шт"),
        Product(name: "Чак-чак 250 г", price: 27900, unit: "шт"),
        Product(name: "Помидоры", price: 24990, unit: "кг", byMeasure: true),
        Product(name: "Огурцы", price: 17990, unit: "кг", byMeasure: true),
    ]

    static let pharmacy: [Product] = [
        Product(name: "Ибупрофен 200 мг, 20 таб.", price: 11900, unit: "уп"),
        Product(name: "Витамин C 500 мг", price: 24500, unit: "уп"),
        Product(name: "Пластырь бактерицидный", price: 8900, unit: "уп"),
        Product(name: "Капли назальные", price: 18700, unit: "шт"),
        Product(name: "Маска медицинская", price: 1500, unit: "шт"),
    ]

    static let hardware: [Product] = [
        Product(name: "Лампа светодиодная E27", price: 19900, unit: "шт"),
        Product(name: "Саморезы 3,5×35, 200 шт", price: 34900, unit: "уп"),
        Product(name: "Краска интерьерная 2,5 л", price: 149900, unit: "шт"),
        Product(name: "Кабель ВВГ 3×1,5", price: 8900, unit: "м", byMeasure: true),
    ]

    static let books: [Product] = [
        Product(name: "Г. Тукай. Стихи", price: 59900, unit: "шт"),
        Product(name: "Блокнот А5", price: 24900, unit: "шт"),
        Product(name: "Ручка гелевая", price: 8900, unit: "шт"),
    ]

    static let cafe: [Product] = [
        Product(name: "Капучино 300 мл", price: 21000, unit: "шт"),
        Product(name: "Латте 400 мл", price: 24000, unit: "шт"),
        Product(name: "Круассан", price: 16500, unit: "шт"),
        Product(name: "Чизкейк", price: 29000, unit: "шт"),
    ]

    static let drinks: [Product] = [
        Product(name: "Сок яблочный 1 л", price: 13990, unit: "шт"),
        Product(name: "Минеральная вода 0,5 л", price: 6990, unit: "шт"),
        Product(name: "Чипсы 140 г", price: 15990, unit: "шт"),
        Product(name: "Квас 1,5 л", price: 11990, unit: "шт"),
    ]

    static func products(for kind: Kind) -> [Product] {
        switch kind {
        case .grocery: return grocery
        case .pharmacy: return pharmacy
        case .hardware: return hardware
        case .books: return books
        case .cafe: return cafe
        case .drinks: return drinks
        }
    }
}
