import Input
import PlotCore
import Transport

/// Asks the points service for N points: `POST count=N&version=1.1` as a form body.
public struct PointsClient: Sendable {
    /// The largest count the client asks for. The service documents none; public clients
    /// capped at 200, the page stays legible up to here (the table flows onto more pages).
    public static let maxCount = 1000

    public let transport: HTTPTransport
    public let url: String

    public init(transport: HTTPTransport, url: String) {
        self.transport = transport
        self.url = url
    }

    /// Checks the count before any request is made.
    public static func validate(count: Int) throws {
        guard (1...maxCount).contains(count) else {
            throw InputError("--count must be a whole number from 1 to \(maxCount) (got \(count))")
        }
    }

    /// The points as the service sent them (unsorted). Throws `PointsServiceError` for the
    /// service's error codes, `InputError` for a malformed answer, `TransportError` for the rest.
    public func fetch(count: Int) async throws -> PointSeries {
        try Self.validate(count: count)
        let response = try await transport.post(
            url: url, formBody: [("count", String(count)), ("version", "1.1")]
        ).requireSuccess()
        return try PointsServiceResponse.decode(response.body)
    }
}

extension PointsClient {
    /// The service's path under its host, as upstream.
    public static let path = "/mobws/json/pointsList"
}
