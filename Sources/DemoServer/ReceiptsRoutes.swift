import Foundation
import Hummingbird
import NIOConcurrencyHelpers

/// The CheckScan receipts service (API.md section 5; v2.1 is no longer public, so these are the
/// demo's own endpoints, documented in docs/receipts-api.yaml): sessions by cookie, anonymous
/// or signed in, every data call 401 without a valid one; the feed 50 at a time with
/// `has_more`; search; places near a location; adding a receipt by its QR text. Every route is
/// also under `/fault/NAME/...` (see `ReceiptsFault`).
struct ReceiptsRoutes: Sendable {
    static let root = "/api/v2.1"
    static let cookieName = "CHECKSCAN_SESSION"
    static let login = "demo"
    static let password = "12345"
    static let pageLimit = 50

    let configuration: DemoServerConfiguration
    let tokens = SignedTokens(secret: SignedTokens.receiptsSecret)
    let userReceipts: [DemoReceipt]
    let anonymousReceipts: [DemoReceipt]
    /// The expire-mid-feed fault's memory: the sessions it has "killed" (dead for good), and the
    /// sessions begun after a kill (the user's new session after the 401), which it spares.
    private let expiry = NIOLockedValueBox(ExpiryFault())

    struct ExpiryFault {
        var killed: Set<String> = []
        var spared: Set<String> = []
    }

    init(configuration: DemoServerConfiguration) {
        self.configuration = configuration
        let clock = configuration.receiptsClock ?? Self.today()
        userReceipts = ReceiptsGenerator.userReceipts(clock: clock)
        anonymousReceipts = ReceiptsGenerator.anonymousReceipts(clock: clock)
    }

    /// The start of today (UTC): the data stays the same all day long.
    static func today() -> Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
    }

    /// Who a valid cookie says the caller is.
    struct Account: Equatable {
        var kind: String
        var name: String?
        var token: String
        var expiresAt: Int64
    }

    func register(on router: Router<BasicRequestContext>) {
        for prefix in ["", "/fault/:fault"] {
            let base = prefix + Self.root
            on(router, .post, base + "/auth/anonymous") { request, fault in anonymous(request, fault: fault) }
            on(router, .post, base + "/auth/login") { request, fault in try await login(request, fault: fault) }
            on(router, .post, base + "/auth/logout") { request, _ in logout(request) }
            on(router, .get, base + "/account") { request, _ in account(request) }
            on(router, .get, base + "/receipts") { request, fault in feed(request, fault: fault) }
            on(router, .post, base + "/receipts") { request, _ in try await add(request) }
            on(router, .get, base + "/search") { request, _ in search(request) }
        }
    }

    /// Registers a handler that is given the fault its path names (nil under the plain root);
    /// `server-error` answers every request, an unknown fault is a 404.
    private func on(
        _ router: Router<BasicRequestContext>, _ method: HTTPRequest.Method, _ path: String,
        _ handler: @escaping @Sendable (Request, ReceiptsFault?) async throws -> Response
    ) {
        router.on(RouterPath(path), method: method) { request, context in
            guard let name = context.parameters.get("fault") else { return try await handler(request, nil) }
            guard let fault = ReceiptsFault(rawValue: name) else {
                let known = ReceiptsFault.allCases.map(\.rawValue).joined(separator: ", ")
                return ServiceHelpers.json(
                    ReceiptsJSON.error("unknown_fault", "unknown fault \(name); known: \(known)"), status: .notFound)
            }
            if fault == .serverError { return ServiceHelpers.serverErrorPage() }
            return try await handler(request, fault)
        }
    }

    // MARK: Sessions

    func anonymous(_ request: Request, fault: ReceiptsFault?) -> Response {
        start(Account(kind: "anonymous", name: nil, token: "", expiresAt: 0), request: request, fault: fault)
    }

    func login(_ request: Request, fault: ReceiptsFault?) async throws -> Response {
        let fields = try await ServiceHelpers.parameters(of: request)
        guard let login = fields["login"], let password = fields["password"], !login.isEmpty, !password.isEmpty else {
            return ServiceHelpers.json(
                ReceiptsJSON.error("missing_credentials", "Login and password are required"), status: .badRequest)
        }
        guard login == Self.login, password == Self.password else {
            return ServiceHelpers.json(
                ReceiptsJSON.error("wrong_credentials", "Wrong login or password"), status: .forbidden)
        }
        return start(Account(kind: "user", name: login, token: "", expiresAt: 0), request: request, fault: fault)
    }

    /// A new session: its cookie, and the account it is for.
    private func start(_ account: Account, request: Request, fault: ReceiptsFault?) -> Response {
        var nonce = SystemRandomNumberGenerator()
        let expiresAt = Self.now() + configuration.receiptsSessionLifetime
        let payload = "\(account.kind):\(account.name ?? ""):\(String(nonce.next(), radix: 36))"
        let token = tokens.issue(subject: payload, expiresAt: expiresAt)
        if fault == .expireMidFeed {
            expiry.withLockedValue { state in
                if !state.killed.isEmpty { state.spared.insert(token) }
            }
        }
        var response = ServiceHelpers.json(
            Self.accountJSON(Account(kind: account.kind, name: account.name, token: token, expiresAt: expiresAt)))
        response.setCookie(cookie(token, maxAge: Int(configuration.receiptsSessionLifetime), request: request))
        return response
    }

    func logout(_ request: Request) -> Response {
        var response = ServiceHelpers.json("{}")
        response.setCookie(cookie("", maxAge: 0, request: request))
        return response
    }

    func account(_ request: Request) -> Response {
        guard let account = session(of: request) else { return Self.unauthorized() }
        return ServiceHelpers.json(Self.accountJSON(account))
    }

    /// Host-only (no Domain), scoped to the API's root as the request reached it (so a fault
    /// path's cookie stays there), Secure over TLS, never readable by scripts.
    private func cookie(_ value: String, maxAge: Int, request: Request) -> Cookie {
        let path = request.uri.path
        let root = path.range(of: Self.root).map { String(path[..<$0.upperBound]) } ?? Self.root
        return Cookie(
            name: Self.cookieName, value: value, maxAge: maxAge, path: root, secure: !configuration.plainHTTP,
            httpOnly: true, sameSite: .lax)
    }

    func session(of request: Request) -> Account? {
        guard let token = request.cookies[Self.cookieName]?.value, !token.isEmpty,
            case .valid(let payload) = tokens.check(token, now: Self.now())
        else { return nil }
        let parts = payload.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "user" || parts[0] == "anonymous" else { return nil }
        let expiry = Int64(token.split(separator: ".")[1]) ?? 0
        return Account(
            kind: String(parts[0]), name: parts[1].isEmpty ? nil : String(parts[1]), token: token, expiresAt: expiry)
    }

    static func accountJSON(_ account: Account) -> String {
        JSONText.object([
            (
                "account",
                .object([("kind", .string(account.kind)), ("name", account.name.map { .string($0) } ?? .null)])
            ),
            ("expires_at", .string(isoUTC(account.expiresAt))),
        ]).text
    }

    // MARK: Data

    func receipts(of account: Account) -> [DemoReceipt] {
        account.kind == "user" ? userReceipts : anonymousReceipts
    }

    func feed(_ request: Request, fault: ReceiptsFault?) -> Response {
        guard let account = session(of: request) else { return Self.unauthorized() }
        let (skip, limit) = Self.paging(request)
        if skip >= 2 * Self.pageLimit {
            switch fault {
            case .expireMidFeed:
                let dies = expiry.withLockedValue { state in
                    guard !state.spared.contains(account.token) else { return false }
                    state.killed.insert(account.token)
                    return true
                }
                if dies { return Self.unauthorized() }
            case .failMidFeed:
                return ServiceHelpers.serverErrorPage()
            default: break
            }
        }
        let all = receipts(of: account)
        let page = all.dropFirst(skip).prefix(limit)
        let body = JSONText.object([
            ("receipts", .array(page.map(ReceiptsJSON.receipt))),
            ("skip", .number(String(skip))), ("limit", .number(String(limit))),
            ("has_more", .bool(skip + page.count < all.count)),
        ]).text
        if fault == .truncatedPage, skip > 0 { return Self.truncated(body) }
        return ServiceHelpers.json(body)
    }

    func search(_ request: Request) -> Response {
        guard let account = session(of: request) else { return Self.unauthorized() }
        let (skip, limit) = Self.paging(request)
        let query = Self.folded(request.uri.queryParameters["q"].map(String.init) ?? "")
        let places: [ReceiptsCatalog.Shop]
        let found: [DemoReceipt]
        if query.isEmpty {
            // The app's "search" tab with nothing typed: places near the user, which needs a location.
            guard let lat = request.uri.queryParameters["lat"].flatMap({ Double(String($0)) }),
                let lon = request.uri.queryParameters["lon"].flatMap({ Double(String($0)) }),
                (-90...90).contains(lat), (-180...180).contains(lon)
            else {
                return ServiceHelpers.json(
                    ReceiptsJSON.error("location_required", "An empty query needs lat and lon"), status: .badRequest)
            }
            places = ReceiptsCatalog.shops.sorted {
                Self.distance($0, lat, lon) < Self.distance($1, lat, lon)
            }
            found = []
        } else {
            places = ReceiptsCatalog.shops.filter {
                Self.folded($0.name + " " + $0.street + " " + $0.building).contains(query)
            }
            found = receipts(of: account).filter { receipt in
                Self.folded(receipt.shop.name + " " + receipt.shop.street).contains(query)
                    || receipt.items.contains { Self.folded($0.name).contains(query) }
            }
        }
        // Places and receipts page together: one skip, one limit, each list its own slice.
        let placePage = places.dropFirst(skip).prefix(limit)
        let receiptPage = found.dropFirst(skip).prefix(limit)
        let body = JSONText.object([
            ("places", .array(placePage.map(ReceiptsJSON.place))),
            ("receipts", .array(receiptPage.map(ReceiptsJSON.receipt))),
            ("skip", .number(String(skip))), ("limit", .number(String(limit))),
            ("has_more", .bool(skip + limit < max(places.count, found.count))),
        ]).text
        return ServiceHelpers.json(body)
    }

    func add(_ request: Request) async throws -> Response {
        guard let account = session(of: request) else { return Self.unauthorized() }
        let fields = try await ServiceHelpers.parameters(of: request)
        let qr = fields["qr"] ?? ""
        let parsed = FormParameters.parse(Substring(qr))
        guard let t = parsed["t"], let time = Self.qrTime(t), let s = parsed["s"], let total = Self.kopecks(s),
            let fn = parsed["fn"], fn.count == 16, fn.allSatisfy(\.isASCIIDigit),
            let i = parsed["i"], let document = Int(i), document > 0,
            let fp = parsed["fp"], (1...10).contains(fp.count), fp.allSatisfy(\.isASCIIDigit),
            let n = parsed["n"], ["1", "2", "3", "4"].contains(n)
        else {
            return ServiceHelpers.json(
                ReceiptsJSON.error("bad_qr", "The QR text is not a receipt's (t, s, fn, i, fp, n)"), status: .badRequest
            )
        }
        if receipts(of: account).contains(where: { $0.qrCode == qr }) {
            return ServiceHelpers.json(
                ReceiptsJSON.error("already_added", "This receipt is already in the feed"), status: .conflict)
        }
        // The tax service has not answered yet: the receipt is known by its QR alone.
        let receipt = JSONText.object([
            ("id", .string("qr-\(fn)-\(document)")), ("qr_code", .string(qr)), ("shop", .null),
            ("purchaseDateTime", .string(DemoReceipt.isoTime(time))), ("totalSum", .string(JSONText.rubles(total))),
            ("items", .array([])), ("status", .string("pending")),
        ])
        return ServiceHelpers.json(JSONText.object([("receipt", receipt)]).text, status: .created)
    }

    // MARK: Helpers

    static func unauthorized() -> Response {
        ServiceHelpers.json(
            ReceiptsJSON.error("unauthorized", "No valid session: sign in or start an anonymous session"),
            status: .unauthorized)
    }

    /// Content-Length says the whole body; half of it is sent before the connection closes.
    static func truncated(_ body: String) -> Response {
        let bytes = Array(body.utf8)
        let half = ByteBuffer(bytes: bytes.prefix(bytes.count / 2))
        return Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(contentLength: bytes.count) { writer in
                try await writer.write(half)
                throw CancellationError()
            })
    }

    static func paging(_ request: Request) -> (skip: Int, limit: Int) {
        let skip = request.uri.queryParameters["skip"].flatMap { Int(String($0)) } ?? 0
        let limit = request.uri.queryParameters["limit"].flatMap { Int(String($0)) } ?? pageLimit
        return (max(0, skip), min(max(1, limit), pageLimit))
    }

    /// Lower case, ё as е: what a search compares.
    static func folded(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "ё", with: "е")
    }

    /// Metres between a shop and a point, on a sphere (haversine).
    static func distance(_ shop: ReceiptsCatalog.Shop, _ lat: Double, _ lon: Double) -> Double {
        let radians = Double.pi / 180
        let dLat = (shop.latitude - lat) * radians
        let dLon = (shop.longitude - lon) * radians
        let a =
            sin(dLat / 2) * sin(dLat / 2) + cos(lat * radians) * cos(shop.latitude * radians) * sin(dLon / 2)
            * sin(dLon / 2)
        return 2 * 6_371_000 * asin(min(1, sqrt(a)))
    }

    /// "20201017T1923" as Moscow time.
    static func qrTime(_ text: String) -> Int64? {
        let digits = text.replacingOccurrences(of: "T", with: "")
        guard text.count == 13, text.dropFirst(8).first == "T", digits.count == 12, digits.allSatisfy(\.isASCIIDigit),
            let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)),
            let day = Int(digits.dropFirst(6).prefix(2)), let hour = Int(digits.dropFirst(8).prefix(2)),
            let minute = Int(digits.dropFirst(10))
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: Int(DemoReceipt.utcOffset)) ?? .current
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        guard parts.isValidDate(in: calendar), let date = calendar.date(from: parts) else { return nil }
        return Int64(date.timeIntervalSince1970)
    }

    /// "1498.00" -> 149800; nil unless rubles with at most two decimals.
    static func kopecks(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int(parts[0]), whole >= 0, parts[0].allSatisfy(\.isASCIIDigit) else {
            return nil
        }
        guard parts.count == 2 else { return whole * 100 }
        guard (1...2).contains(parts[1].count), parts[1].allSatisfy(\.isASCIIDigit), let fraction = Int(parts[1])
        else { return nil }
        return whole * 100 + (parts[1].count == 1 ? fraction * 10 : fraction)
    }

    static func isoUTC(_ seconds: Int64) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
    }

    static func now() -> Int64 { Int64(Date().timeIntervalSince1970.rounded(.down)) }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
