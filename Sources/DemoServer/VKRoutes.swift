import Foundation
import Hummingbird
import NIOConcurrencyHelpers

/// The VK API the gallery uses (API.md section 4), under `/vk/`: the OAuth authorize page
/// (`/vk/authorize`, which redirects at once with a token, as a logged-in user's browser
/// would), the methods `photos.get`, `photos.getAll` and `video.get` at `/vk/method/NAME`,
/// and the pictures the answers link to. Errors come with HTTP 200 in VK's shape. Tokens are
/// signed and expire (`vkTokenLifetime`), so one stays good across runs of the embedded server.
struct VKRoutes: Sendable {
    static let apiVersion = "5.199"
    static let demoUserID = 1_000_001

    let configuration: DemoServerConfiguration
    let random: SharedRandom
    let statistics: VKStatistics
    let catalogue: VKCatalogue
    let images: VKImages
    let tokens = SignedTokens(secret: SignedTokens.vkSecret)

    func register(on router: Router<BasicRequestContext>) {
        register(on: router, prefix: "/vk") { _ in configuration.vkFault }
        register(on: router, prefix: "/fault/:fault/vk") { context in
            VKFault(rawValue: context.parameters.get("fault") ?? "")
        }
    }

    private func register(
        on router: Router<BasicRequestContext>, prefix: String,
        fault: @escaping @Sendable (BasicRequestContext) -> VKFault?
    ) {
        router.get(RouterPath(prefix + "/authorize")) { request, context in authorize(request, fault: fault(context)) }
        router.get(RouterPath(prefix + "/method/:method")) { request, context in
            try await method(request, context: context, fault: fault(context))
        }
        router.post(RouterPath(prefix + "/method/:method")) { request, context in
            try await method(request, context: context, fault: fault(context))
        }
        router.get(RouterPath(prefix + "/images/:kind/:id/:file")) { request, context in
            image(context: context, fault: fault(context))
        }
    }

    // MARK: OAuth

    func authorize(_ request: Request, fault: VKFault?) -> Response {
        let query = FormParameters.parse(Substring(request.uri.query ?? ""))
        guard let clientID = query["client_id"], !clientID.isEmpty else {
            return ServiceHelpers.json(
                #"{"error":"invalid_request","error_description":"client_id is undefined"}"#, status: .badRequest)
        }
        let redirect = query["redirect_uri"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://oauth.vk.com/blank.html"
        if fault == .deny {
            return Self.redirect(
                to: redirect + "#error=access_denied&error_reason=user_denied"
                    + "&error_description=User%20denied%20your%20request")
        }
        let lifetime = configuration.vkTokenLifetime
        let token = tokens.issue(subject: String(Self.demoUserID), expiresAt: Self.now() + lifetime)
        let target = redirect + "#access_token=\(token)&expires_in=\(lifetime)&user_id=\(Self.demoUserID)"
        guard fault == .wrappedRedirect else { return Self.redirect(to: target) }
        let encoded = target.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? target
        return Self.redirect(to: "https://oauth.vk.com/auth_redirect?app_id=\(clientID)&authorize_url=\(encoded)")
    }

    static func redirect(to location: String) -> Response {
        Response(
            status: .found, headers: [.location: location, .contentType: "text/html"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "<html><body>Redirecting…</body></html>")))
    }

    // MARK: Methods

    func method(_ request: Request, context: BasicRequestContext, fault: VKFault?) async throws -> Response {
        statistics.count(.method)
        let name = context.parameters.get("method") ?? ""
        let fields = try await ServiceHelpers.parameters(of: request)
        switch fault {
        case .serverError: return ServiceHelpers.serverErrorPage()
        case .notJSON: return ServiceHelpers.portalPage()
        case .rateLimit: return Self.error(6, "Too many requests per second", fields)
        case .badToken: return Self.error(5, "User authorization failed: invalid access_token (4).", fields)
        default: break
        }
        if configuration.vkRateLimit > 0,
            random.withGenerator({ Double($0.next() >> 11) / Double(1 << 53) }) < configuration.vkRateLimit
        {
            return Self.error(6, "Too many requests per second", fields)
        }
        guard let token = fields["access_token"], !token.isEmpty else {
            return Self.error(5, "User authorization failed: no access_token passed.", fields)
        }
        switch tokens.check(token, now: Self.now()) {
        case .invalid: return Self.error(5, "User authorization failed: invalid access_token (4).", fields)
        case .expired: return Self.error(5, "User authorization failed: access_token has expired.", fields)
        case .valid: break
        }
        guard let owner = fields["owner_id"].flatMap({ Int($0) }) else {
            return Self.error(
                100, "One of the parameters specified was missing or invalid: owner_id is undefined", fields)
        }
        let offset = max(0, fields["offset"].flatMap { Int($0) } ?? 0)
        let base = Self.base(of: request, scheme: configuration.plainHTTP ? "http" : "https", fault: fault)
        switch name {
        case "photos.get", "photos.getAll":
            let count = min(max(0, fields["count"].flatMap { Int($0) } ?? 20), name == "photos.get" ? 1000 : 200)
            let photos = owner == VKCatalogue.ownerID ? catalogue.photos : []
            let page = photos.dropFirst(offset).prefix(count).map { photoJSON($0, owner: owner, base: base) }
            return Self.success(count: photos.count, items: Array(page))
        case "video.get":
            let count = min(max(0, fields["count"].flatMap { Int($0) } ?? 100), 200)
            let videos = owner == VKCatalogue.ownerID ? catalogue.videos : []
            let page = videos.dropFirst(offset).prefix(count).map { videoJSON($0, owner: owner, base: base) }
            return Self.success(count: videos.count, items: Array(page))
        default:
            return Self.error(3, "Unknown method passed", fields)
        }
    }

    func photoJSON(_ photo: VKCatalogue.Photo, owner: Int, base: String) -> [String: Any] {
        let sizes = photo.types.compactMap { type -> [String: Any]? in
            guard let size = VKCatalogue.size(of: photo, type: type) else { return nil }
            return [
                "type": type, "width": size.width, "height": size.height,
                "url": "\(base)/images/photo/\(photo.id)/\(type).jpg",
            ]
        }
        return [
            "id": photo.id, "album_id": -7, "owner_id": owner, "date": photo.date, "sizes": sizes,
            "text": "", "has_tags": false,
        ]
    }

    func videoJSON(_ video: VKCatalogue.Video, owner: Int, base: String) -> [String: Any] {
        let previews = video.previewWidths.map { width -> [String: Any] in
            var preview: [String: Any] = [
                "url": "\(base)/images/video/\(video.id)/\(width).jpg", "width": width, "height": width * 9 / 16,
            ]
            if width == 130 { preview["with_padding"] = 1 }
            return preview
        }
        return [
            "id": video.id, "owner_id": owner, "title": video.title, "date": video.date, "duration": video.duration,
            "width": 1280, "height": 720, "image": previews, "first_frame": Array(previews.prefix(1)),
            "player": "https://vk.com/video_ext.php?oid=\(owner)&id=\(video.id)&hash=\(String(video.id, radix: 16))",
            "views": video.number * 37,
        ]
    }

    // MARK: Images

    func image(context: BasicRequestContext, fault: VKFault?) -> Response {
        statistics.count(.image)
        let kind = context.parameters.get("kind") ?? ""
        let id = context.parameters.get("id").flatMap { Int($0) } ?? 0
        let file = context.parameters.get("file") ?? ""
        guard file.hasSuffix(".jpg") else { return Self.notFound() }
        let variant = String(file.dropLast(4))
        var bytes: [UInt8]?
        if kind == "photo", let photo = catalogue.photo(id: id) {
            if fault == .brokenImages, photo.number % 10 == 0 { return Self.notFound() }
            bytes = images.photo(photo, type: variant)
            if fault == .brokenImages, photo.number == 7, let whole = bytes {
                bytes = Array(whole.prefix(whole.count / 2))
            }
        } else if kind == "video", let video = catalogue.video(id: id), let width = Int(variant) {
            bytes = images.preview(video, width: width)
        }
        guard let bytes else { return Self.notFound() }
        return Response(
            status: .ok, headers: [.contentType: "image/jpeg"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func notFound() -> Response {
        Response(
            status: .notFound, headers: [.contentType: "text/html"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "<html><body>404 Not Found</body></html>")))
    }

    // MARK: Answers

    /// Where this server's VK pages are, as the client reached it (`https://localhost:PORT/vk`).
    static func base(of request: Request, scheme: String, fault: VKFault?) -> String {
        let host = request.head.authority ?? "localhost"
        return "\(scheme)://\(host)" + (fault.map { "/fault/\($0.rawValue)" } ?? "") + "/vk"
    }

    static func success(count: Int, items: [[String: Any]]) -> Response {
        json(["response": ["count": count, "items": items]])
    }

    /// VK's error shape, HTTP 200, echoing the request's parameters (the token left out).
    static func error(_ code: Int, _ message: String, _ fields: [String: String]) -> Response {
        let echoed = fields.filter { $0.key != "access_token" }.sorted { $0.key < $1.key }.map {
            ["key": $0.key, "value": $0.value]
        }
        return json(["error": ["error_code": code, "error_msg": message, "request_params": echoed] as [String: Any]])
    }

    static func json(_ object: [String: Any]) -> Response {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return ServiceHelpers.json(String(decoding: data, as: UTF8.self))
    }

    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func now() -> Int64 { Int64(Date().timeIntervalSince1970.rounded(.down)) }
}

/// Requests the VK emulation has answered, for tests that count downloads.
public final class VKStatistics: Sendable {
    public enum Kind: Sendable { case method, image }
    private let counts = NIOLockedValueBox((method: 0, image: 0))

    func count(_ kind: Kind) {
        counts.withLockedValue { value in
            switch kind {
            case .method: value.method += 1
            case .image: value.image += 1
            }
        }
    }

    public var methodCalls: Int { counts.withLockedValue { $0.method } }
    public var imageRequests: Int { counts.withLockedValue { $0.image } }
}
