/// What a search found, every page of it.
public struct SearchResult: Sendable, Equatable {
    public var places: [Place]
    public var receipts: [Receipt]
    public var skipped: Int
    public var pagesFetched: Int
}

/// A search, 50 at a time until the service says there is no more (or `limit` receipts are in),
/// inside the keeper's session.
public enum SearchLoader {
    public static func load(_ query: String, keeper: SessionKeeper, limit: Int? = nil) async throws -> SearchResult {
        try await keeper.ensureSession()
        var result = SearchResult(places: [], receipts: [], skipped: 0, pagesFetched: 0)
        var skip = 0
        while true {
            let page = try await keeper.run { try await keeper.client.search(query, near: nil, skip: skip) }
            result.pagesFetched += 1
            result.places += page.places
            result.receipts += page.receipts
            result.skipped += page.skipped
            skip += ReceiptsClient.pageSize
            if !page.hasMore || limit.map({ result.receipts.count >= $0 }) ?? false { break }
        }
        if let limit { result.receipts = Array(result.receipts.prefix(limit)) }
        return result
    }

    /// The places nearest `location`, nearest first, with their distances in metres.
    public static func nearby(_ location: Coordinate, keeper: SessionKeeper, limit: Int? = nil) async throws
        -> [(place: Place, distance: Double?)]
    {
        try await keeper.ensureSession()
        let places = try await keeper.run { try await keeper.client.search("", near: location) }.places
        let measured = places.map { (place: $0, distance: $0.location.map(location.distance)) }
        return Array(measured.sorted { ($0.distance ?? .infinity) < ($1.distance ?? .infinity) }.prefix(limit ?? .max))
    }
}
