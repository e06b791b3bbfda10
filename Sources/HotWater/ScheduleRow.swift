/// One row of the schedule as the service sends it, every field as text. Missing fields and
/// whitespace-only values are empty strings; the period is kept as sent and parsed on display.
public struct ScheduleRow: Sendable, Equatable, Decodable {
    /// "Населенный пункт": the city, e.g. Санкт-Петербург.
    public var settlement: String
    /// "Адрес жилого здания": the street, e.g. Краснопутиловская.
    public var street: String
    /// "№ дома": the house number.
    public var house: String
    /// "корпус": the building within the house number; often empty.
    public var building: String
    /// "литер": the letter of the building; often empty.
    public var letter: String
    /// "Период отключения ГВС": e.g. "22.06.2020-05.07.2020", or whatever was sent.
    public var period: String

    public init(
        settlement: String, street: String, house: String, building: String = "", letter: String = "",
        period: String
    ) {
        self.settlement = LenientText.trimmed(settlement)
        self.street = LenientText.trimmed(street)
        self.house = LenientText.trimmed(house)
        self.building = LenientText.trimmed(building)
        self.letter = LenientText.trimmed(letter)
        self.period = LenientText.trimmed(period)
    }

    /// The service's field names, in Russian as upstream.
    enum WireKey: String, CodingKey {
        case settlement = "Населенный пункт"
        case street = "Адрес жилого здания"
        case house = "№ дома"
        case building = "корпус"
        case letter = "литер"
        case period = "Период отключения ГВС"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: WireKey.self)
        func text(_ key: WireKey) -> String {
            ((try? container.decodeIfPresent(LenientText.self, forKey: key)) ?? nil)?.text ?? ""
        }
        settlement = text(.settlement)
        street = text(.street)
        house = text(.house)
        building = text(.building)
        letter = text(.letter)
        period = text(.period)
    }
}
