import Foundation
import Input
import Transport

/// Talks to VK's API (API.md section 4): `photos.getAll` and `video.get` for a group, page by
/// page (`count`/`offset`), with the token in the query. Error 6 ("Too many requests per
/// second") is waited out with backoff; error 5 means the token is no good.
public struct VKClient: Sendable {
    public static let upstreamAPI = "https://api.vk.com/method/"
    public static let upstreamOAuth = "https://oauth.vk.com/"
    public static let version = "5.199"
    /// `mobileup_studio`, the group the original app showed.
    public static let mobileUpOwnerID = -128_666_765
    /// Items asked for a call; VK gives at most 200.
    public static let pageSize = 50
    /// More pages than this is a service that never stops: it is refused.
    static let maxPages = 400

    public let transport: HTTPTransport
    /// Ends with "/": methods are appended (`https://api.vk.com/method/`).
    public let apiBase: String
    public var ownerID: Int
    /// For error 6: 0.4 s, 0.8 s, 1.6 s... up to 5 more tries.
    public var retry: RetryPolicy

    public init(
        transport: HTTPTransport, apiBase: String, ownerID: Int = mobileUpOwnerID,
        retry: RetryPolicy = RetryPolicy(retries: 5, firstDelay: .milliseconds(400), maxDelay: .seconds(4))
    ) {
        self.transport = transport
        self.apiBase = apiBase.hasSuffix("/") ? apiBase : apiBase + "/"
        self.ownerID = ownerID
        self.retry = retry
    }

    /// Every photo of the group, in the service's order.
    public func photos(token: String) async throws -> GalleryList<GalleryPhoto> {
        var photos: [GalleryPhoto] = []
        var skipped = 0
        let announced = try await pages(method: "photos.getAll", token: token) { items in
            let read = VKItemDecoder.photos(items)
            photos += read.photos
            skipped += read.skipped
        }
        return GalleryList(items: photos, skipped: skipped, announced: announced)
    }

    /// Every video of the group, in the service's order.
    public func videos(token: String) async throws -> GalleryList<GalleryVideo> {
        var videos: [GalleryVideo] = []
        var skipped = 0
        let announced = try await pages(method: "video.get", token: token) { items in
            let read = VKItemDecoder.videos(items, ownerID: ownerID)
            videos += read.videos
            skipped += read.skipped
        }
        return GalleryList(items: videos, skipped: skipped, announced: announced)
    }

    /// Calls `method` from offset 0 until the announced count is reached (or a page comes back
    /// empty); returns the count announced.
    private func pages(method: String, token: String, _ take: ([JSONValue]) -> Void) async throws -> Int {
        var offset = 0
        var announced = 0
        for _ in 0..<Self.maxPages {
            let response = try await call(
                method, ["owner_id": String(ownerID), "count": String(Self.pageSize), "offset": String(offset)],
                token: token)
            guard case .array(let items)? = response["items"] else {
                throw VKError.malformed("no items in the answer")
            }
            announced = VKItemDecoder.int(response["count"]) ?? (offset + items.count)
            take(items)
            offset += items.count
            if items.isEmpty || offset >= announced { return announced }
        }
        throw VKError.malformed("more than \(Self.maxPages) pages of \(method)")
    }

    /// One method call, retried while VK says error 6.
    func call(_ method: String, _ parameters: [String: String], token: String) async throws -> [String: JSONValue] {
        let query = PercentEncoding.query(
            parameters.sorted { $0.key < $1.key } + [("access_token", token), ("v", Self.version)])
        let url = apiBase + method + "?" + query
        return try await retry.run(
            {
                let response: HTTPResponse
                do {
                    response = try await transport.get(url: url)
                } catch let error as TransportError {
                    throw VKError.transport(error)
                }
                guard (200..<300).contains(response.status) else {
                    throw VKError.httpStatus(code: response.status, reason: response.reason)
                }
                return try VKAnswer.response(response.body)
            },
            retryIf: { error in
                if case VKError.tooManyRequests = error { return true }
                return false
            }
        )
    }

    /// The page a user opens to log in (the OAuth implicit flow): it ends on `redirect` with
    /// the token in the fragment.
    public static func authorizeURL(
        oauthBase: String = upstreamOAuth, clientID: String,
        redirect: String = "https://oauth.vk.com/blank.html", scope: String = "photos,video"
    ) -> String {
        let base = oauthBase.hasSuffix("/") ? oauthBase : oauthBase + "/"
        return base + "authorize?"
            + PercentEncoding.query([
                ("client_id", clientID), ("display", "mobile"), ("redirect_uri", redirect), ("scope", scope),
                ("response_type", "token"), ("v", version),
            ])
    }
}
