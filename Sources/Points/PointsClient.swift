import Input
import PlotCore
import Transport

/// Asks the points service for N points: `POST count=N&version=1.1` as a form body.
public struct PointsClient: Sendable {
    public let transport: HTTPTransport
    public let url: String

    public init(transport: HTTPTransport, url: String) {
        self.transport = transport
        self.url = url
    }

    /// The points as the service sent them (unsorted). Throws `PointsServiceError` for the
    /// service's error codes, `MalformedPointsAnswer` for an answer that is not its format,
    /// `TransportError` for the rest: each a `ClassifiedFailure`.
    public func fetch(count: PointCount) async throws -> PointSeries {
        let response = try await transport.post(
            url: url, formBody: [("count", String(count.value)), ("version", "1.1")]
        ).requireSuccess()
        do {
            return try PointsServiceResponse.decode(response.body)
        } catch let error as InputError {
            throw MalformedPointsAnswer(error.message)
        }
    }
}

extension PointsClient {
    /// The service's path under its host, as upstream.
    public static let path = "/mobws/json/pointsList"
}
