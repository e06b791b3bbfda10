import Foundation
import Transport

/// Fetches the schedule: `GET <base>/UniversalMobileService/classifiers/downloadClassifiers?classifiersId=4`
/// and decodes it. Throws `TransportError` for the network and HTTP, `PayloadError` for the body.
public struct HotWaterClient: Sendable {
    public static let path = "/UniversalMobileService/classifiers/downloadClassifiers"
    /// The service the original app used.
    public static let upstreamBaseURL = "https://api.gu.spb.ru"

    public let transport: HTTPTransport
    public let url: String
    public var decoder: ScheduleDecoder

    /// `baseURL` is the service's root; a URL that already names `downloadClassifiers` is used as it is.
    public init(transport: HTTPTransport, baseURL: String, limits: PayloadLimits = .standard) {
        self.transport = transport
        url = Self.url(base: baseURL)
        decoder = ScheduleDecoder(limits: limits)
    }

    static func url(base: String) -> String {
        if base.contains("/downloadClassifiers") { return base }
        let root = base.hasSuffix("/") ? String(base.dropLast()) : base
        return root + path + "?classifiersId=\(ScheduleDecoder.classifierID)"
    }

    public func fetch() async throws -> Schedule {
        let response = try await transport.get(url: url).requireSuccess()
        return try decoder.decode(Data(response.body))
    }
}
