import Foundation
import Input
import Transport

/// Talks to the receipts service under `<base>/api/v2.1/`, carrying its session cookie: the
/// jar sends each cookie only where RFC 6265 lets it go and takes every Set-Cookie answered.
/// One client per command; it is not shared between tasks.
public final class ReceiptsClient {
    public static let apiPath = "/api/v2.1"
    public static let pageSize = 50

    public let transport: HTTPTransport
    /// The API's root, ending in "/".
    public let apiRoot: String
    public private(set) var jar: CookieJar
    public let clock: @Sendable () -> Date

    /// `baseURL` is the server's root (a URL already naming /api/v2.1 is used as it is).
    public init(
        transport: HTTPTransport, baseURL: String, jar: CookieJar, clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.transport = transport
        self.jar = jar
        self.clock = clock
        apiRoot = Self.apiRoot(forBase: baseURL)
    }

    public static func apiRoot(forBase base: String) -> String {
        let trimmed = base.hasSuffix("/") ? String(base.dropLast()) : base
        return (trimmed.hasSuffix(apiPath) ? trimmed : trimmed + apiPath) + "/"
    }

    /// Whether the jar holds a live cookie for the API (the server may still refuse it).
    public var hasSessionCookie: Bool { !jar.cookies(for: apiRoot + "receipts", now: clock()).isEmpty }

    public func startAnonymous() async throws -> Account {
        try Self.account(try await send(post: "auth/anonymous", form: []))
    }

    public func login(_ login: String, password: String) async throws -> Account {
        try Self.account(try await send(post: "auth/login", form: [("login", login), ("password", password)]))
    }

    /// Ends the session on the server; its answer expires the cookie.
    public func logout() async throws {
        _ = try await send(post: "auth/logout", form: [])
    }

    /// One page of the feed, newest first.
    public func feedPage(skip: Int, limit: Int = pageSize) async throws -> FeedPage {
        let answer = try await send(get: "receipts", query: [("skip", String(skip)), ("limit", String(limit))])
        guard case .object = answer, LenientValue.list(answer["receipts"]) != nil else {
            throw ReceiptsError.malformed("the feed page has no list of receipts")
        }
        let (receipts, skipped) = ReceiptDecoder.receipts(answer["receipts"])
        // Without has_more, a full page says there may be more.
        let hasMore = LenientValue.bool(answer["has_more"]) ?? (receipts.count + skipped >= limit)
        return FeedPage(receipts: receipts, skipped: skipped, hasMore: hasMore)
    }

    /// Receipts and places matching `text`; an empty text with `near` gives the places nearest it.
    public func search(_ text: String, near: Coordinate?, skip: Int = 0, limit: Int = pageSize) async throws
        -> SearchPage
    {
        var query = [("q", text), ("skip", String(skip)), ("limit", String(limit))]
        if let near { query += [("lat", String(near.latitude)), ("lon", String(near.longitude))] }
        let answer = try await send(get: "search", query: query)
        guard case .object = answer else { throw ReceiptsError.malformed("the search answer is not an object") }
        let (receipts, skippedReceipts) = ReceiptDecoder.receipts(answer["receipts"])
        let (places, skippedPlaces) = ReceiptDecoder.places(answer["places"])
        return SearchPage(
            places: places, receipts: receipts, skipped: skippedReceipts + skippedPlaces,
            hasMore: LenientValue.bool(answer["has_more"]) ?? false)
    }

    /// Adds the receipt a QR code names; the service answers with what it knows of it so far.
    public func add(_ qr: ReceiptQR) async throws -> Receipt {
        let answer = try await send(post: "receipts", form: [("qr", qr.text)])
        guard let receipt = answer["receipt"].flatMap(ReceiptDecoder.receipt) else {
            throw ReceiptsError.malformed("the answer holds no receipt")
        }
        return receipt
    }

    // MARK: Sending

    private func send(get path: String, query: [(String, String)]) async throws -> JSONValue {
        let text = PercentEncoding.query(query)
        let url = apiRoot + path + (text.isEmpty ? "" : "?" + text)
        return try await exchange(url) { headers in try await self.transport.get(url: url, headers: headers) }
    }

    private func send(post path: String, form: [(String, String)]) async throws -> JSONValue {
        let url = apiRoot + path
        return try await exchange(url) { headers in
            try await self.transport.post(url: url, formBody: form, headers: headers)
        }
    }

    /// Sends with the cookies that go to `url`, keeps the ones answered, and sorts the failures:
    /// 401 is the session's end; other statuses are the service's refusal when its error body
    /// says why, a bare HTTP failure otherwise.
    private func exchange(_ url: String, _ request: ([(String, String)]) async throws -> HTTPResponse)
        async throws -> JSONValue
    {
        let headers = jar.header(for: url, now: clock()).map { [("Cookie", $0)] } ?? []
        let response: HTTPResponse
        do {
            response = try await request(headers)
        } catch let error as TransportError {
            throw ReceiptsError.transport(error)
        }
        jar.receive(setCookie: response.values(of: "Set-Cookie"), from: url, now: clock())
        let body = try? JSONValue.parse(response.body)
        if response.status == 401 { throw ReceiptsError.sessionRejected }
        guard (200..<300).contains(response.status) else {
            if let error = body?["error"], let message = LenientValue.text(error["message"]) {
                throw ReceiptsError.refused(
                    status: response.status, code: LenientValue.text(error["code"]), message: message)
            }
            throw ReceiptsError.httpStatus(code: response.status, reason: response.reason)
        }
        guard let body else { throw ReceiptsError.malformed("the answer is not JSON") }
        return body
    }

    private static func account(_ answer: JSONValue) throws -> Account {
        guard let account = Account.decode(answer) else {
            throw ReceiptsError.malformed("the session answer names no account and expiry")
        }
        return account
    }
}

/// One page of the feed.
public struct FeedPage: Sendable, Equatable {
    public var receipts: [Receipt]
    /// Items that could not be read as receipts.
    public var skipped: Int
    /// The service says more pages follow.
    public var hasMore: Bool
}

/// One page of a search.
public struct SearchPage: Sendable, Equatable {
    public var places: [Place]
    public var receipts: [Receipt]
    public var skipped: Int
    public var hasMore: Bool
}
