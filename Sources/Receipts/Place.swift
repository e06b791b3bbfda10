/// A place the search shows: a shop with where it is and how many products it lists.
public struct Place: Sendable, Equatable, Codable {
    public var id: String
    public var name: String
    public var address: String?
    public var location: Coordinate?
    public var products: Int?

    public init(id: String, name: String, address: String?, location: Coordinate?, products: Int?) {
        self.id = id
        self.name = name
        self.address = address
        self.location = location
        self.products = products
    }
}
