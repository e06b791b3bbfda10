import DemoServer
import Foundation
import Transport
import XCTest

@testable import Receipts

/// The receipts service over TLS end to end: sessions by cookie, the feed paged to exactly
/// where the service says it ends, a 401 in the middle of the feed under each choice, failures
/// that fall back to the cache and those that must not, search, places and QR adding.
final class ReceiptsServiceTests: ReceiptsServiceTestCase {
    func testAnonymousThenSignedIn() async throws {
        let client = try client()
        let (keeper, notices) = keeper(client)
        // A command that needs a session and has none starts an anonymous one and says so.
        let anonymous = try await FeedLoader(keeper: keeper, cache: try cache()).load()
        XCTAssertEqual(keeper.account?.kind, .anonymous)
        XCTAssertEqual(notices.lines, [.startedAnonymous])
        XCTAssertEqual(anonymous.receipts.count, 50)
        XCTAssertEqual(anonymous.pagesFetched, 1, "a full page that says has_more false is the last")

        try await keeper.login("demo", password: "12345")
        XCTAssertEqual(keeper.account?.kind, .user)
        XCTAssertEqual(keeper.account?.name, "demo")
        let signedIn = try await FeedLoader(keeper: keeper, cache: try cache()).load()
        XCTAssertEqual(signedIn.receipts.count, 240)
        XCTAssertEqual(signedIn.pagesFetched, 5, "50, 50, 50, 50, 40: no sixth request")
        XCTAssertEqual(Set(signedIn.receipts.map(\.id)).count, 240, "no page twice")
        XCTAssertEqual(signedIn.receipts.map(\.purchasedAt), signedIn.receipts.map(\.purchasedAt).sorted(by: >))
        // The design's receipt: items for 555 ₽, ИТОГО 455 ₽, the server's total kept.
        let newest = try XCTUnwrap(signedIn.receipts.first)
        XCTAssertEqual(newest.shopName, "Супермаркет")
        XCTAssertEqual(newest.address, "Хади Такташа 24")
        XCTAssertEqual(newest.total, 45_500)
        XCTAssertEqual(newest.items.compactMap(\.sum).reduce(0, +), 55_500)
        // Ten months, from the clock back.
        let months = Set(signedIn.receipts.map(\.month))
        XCTAssertEqual(months.max(), YearMonth(year: 2026, month: 11))
        XCTAssertGreaterThanOrEqual(months.count, 10)
        // One session cookie, host-only, for the API's path, Secure; its value never printed.
        XCTAssertEqual(client.jar.cookies.count, 1)
        let cookie = try XCTUnwrap(client.jar.cookies.first)
        XCTAssertEqual(cookie.domain, "localhost")
        XCTAssertTrue(cookie.hostOnly)
        XCTAssertEqual(cookie.path, "/api/v2.1")
        XCTAssertTrue(cookie.secure)
        XCTAssertFalse(String(describing: client.jar).contains(cookie.value))
    }

    func testWithoutAValidCookieEveryCallIs401() async throws {
        let client = try client()
        do {
            _ = try await client.feedPage(skip: 0)
            XCTFail("expected a 401")
        } catch let error as ReceiptsError {
            XCTAssertEqual(error, .sessionRejected)
            XCTAssertEqual(error.failureKind, .refused)
        }
        // A forged cookie is no better.
        var jar = CookieJar()
        jar.receive(
            setCookie: ["CHECKSCAN_SESSION=dXNlcjpkZW1vOng.4102444800.AAAA; Path=/api/v2.1; Secure"],
            from: base() + "/api/v2.1/auth/login", now: Date())
        let forged = try self.client(jar: jar)
        XCTAssertTrue(forged.hasSessionCookie)
        do {
            _ = try await forged.feedPage(skip: 0)
            XCTFail("expected a 401")
        } catch let error as ReceiptsError {
            XCTAssertEqual(error, .sessionRejected)
        }
    }

    /// The server's session outlives no cookie: past its expiry the jar no longer sends it, and
    /// a command starts a new anonymous session.
    func testAnExpiredCookieIsNotSent() async throws {
        let client = try client()
        let account = try await client.startAnonymous()
        XCTAssertEqual(account.kind, .anonymous)
        XCTAssertEqual(account.expiresAt.timeIntervalSinceNow, 3600, accuracy: 5)
        XCTAssertTrue(client.hasSessionCookie)
        let later = try self.client(jar: client.jar, clock: { Date().addingTimeInterval(3601) })
        XCTAssertFalse(later.hasSessionCookie)
    }

    /// A signed-in session whose cookie expired in the jar is not "no session": the recovery
    /// decides, as after a 401. Stopping throws `sessionEnded` and never draws the cache.
    func testASignedInSessionThatEndedBeforeTheFeedFollowsTheRecovery() async throws {
        let signedIn = try client()
        let (first, _) = keeper(signedIn)
        try await first.login("demo", password: "12345")
        let account = try XCTUnwrap(first.account)
        let cache = try cache()
        _ = try await FeedLoader(keeper: first, cache: cache, limit: 50).load()
        let later: @Sendable () -> Date = { Date().addingTimeInterval(3601) }

        let (stopped, stoppedNotices) = keeper(
            try client(jar: signedIn.jar, clock: later), account: account, recovery: .fail)
        do {
            _ = try await FeedLoader(keeper: stopped, cache: cache, clock: later).load()
            XCTFail("expected the ended session")
        } catch let error as ReceiptsError {
            XCTAssertEqual(error, .sessionEnded(account, at: account.expiresAt))
            XCTAssertEqual(error.failureKind, .refused)
        }
        XCTAssertEqual(stoppedNotices.lines, [], "no anonymous session was started")
        XCTAssertEqual(stopped.account, account, "kept, so that status can say it ended")

        let (carried, carriedNotices) = keeper(
            try client(jar: signedIn.jar, clock: later), account: account, recovery: .anonymous)
        let feed = try await FeedLoader(keeper: carried, cache: cache, clock: later).load()
        XCTAssertEqual(carriedNotices.lines, [.continuedAnonymously])
        XCTAssertEqual(carried.account?.kind, .anonymous)
        XCTAssertEqual(feed.receipts.count, 50)
    }

    func testA401MidFeedWhenTheChoiceIsToFail() async throws {
        let client = try client(fault: "expire-mid-feed")
        let (keeper, _) = keeper(client, recovery: .fail)
        try await keeper.login("demo", password: "12345")
        let cache = try cache()
        do {
            _ = try await FeedLoader(keeper: keeper, cache: cache).load()
            XCTFail("expected the 401")
        } catch let error as ReceiptsError {
            XCTAssertEqual(error, .sessionRejected)
        }
        // The two pages before it were kept, and are not drawn in its place.
        XCTAssertEqual(try cache.load(account: "user:demo")?.receipts.count, 100)
    }

    func testA401MidFeedSignsInAgainAndCarriesOn() async throws {
        let client = try client(fault: "expire-mid-feed")
        let (keeper, notices) = keeper(client, recovery: .login(name: "demo", password: "12345"))
        try await keeper.login("demo", password: "12345")
        let feed = try await FeedLoader(keeper: keeper, cache: try cache()).load()
        XCTAssertEqual(feed.receipts.count, 240)
        XCTAssertEqual(Set(feed.receipts.map(\.id)).count, 240)
        XCTAssertEqual(notices.lines, [.signedInAgain("demo")])
        XCTAssertEqual(keeper.account?.name, "demo")
    }

    func testA401MidFeedCarriesOnAnonymouslyFromTheTop() async throws {
        let client = try client(fault: "expire-mid-feed")
        let (keeper, notices) = keeper(client, recovery: .anonymous)
        try await keeper.login("demo", password: "12345")
        let feed = try await FeedLoader(keeper: keeper, cache: try cache()).load()
        XCTAssertEqual(keeper.account?.kind, .anonymous)
        XCTAssertEqual(notices.lines, [.continuedAnonymously])
        // Another account's feed: from its first page, never mixed with the signed-in pages.
        XCTAssertEqual(feed.receipts.count, 50)
        XCTAssertTrue(feed.receipts.allSatisfy { $0.id.hasPrefix("an-") })
    }

    func testAServerErrorMidFeedDrawsTheCacheWithItsDate() async throws {
        let cache = try cache()
        let good = try client()
        let (keeper, _) = keeper(good)
        try await keeper.login("demo", password: "12345")
        _ = try await FeedLoader(keeper: keeper, cache: cache, clock: { Self.clock }).load()

        let failing = try client(fault: "fail-mid-feed", jar: good.jar)
        let (again, _) = self.keeper(failing)
        try await again.login("demo", password: "12345")
        let feed = try await FeedLoader(keeper: again, cache: cache).load()
        guard case .cached(let from, let failure?) = feed.origin else { return XCTFail("\(feed.origin)") }
        XCTAssertTrue(failure.contains("HTTP status 500"), failure)
        XCTAssertEqual(from, Self.clock, "the oldest receipt drawn was fetched then")
        XCTAssertEqual(feed.receipts.count, 240)

        // Without a cache, the failure is the answer.
        let (third, _) = self.keeper(try client(fault: "fail-mid-feed"))
        try await third.login("demo", password: "12345")
        do {
            _ = try await FeedLoader(keeper: third, cache: nil).load()
            XCTFail("expected the failure")
        } catch {
            XCTAssertEqual(FailureKind.of(error), .refused)
        }
    }

    func testATruncatedPageIsABrokenAnswerAndFallsBack() async throws {
        let cache = try cache()
        let (keeper, _) = keeper(try client(fault: "truncated-page"))
        try await keeper.login("demo", password: "12345")
        do {
            _ = try await FeedLoader(keeper: keeper, cache: nil).load()
            XCTFail("expected the truncation")
        } catch {
            XCTAssertEqual(FailureKind.of(error), .malformed, "\(error)")
            XCTAssertTrue(String(describing: error).contains("mid-response"), "\(error)")
        }
        // Its first page was whole and is cached: it is drawn.
        let feed = try await FeedLoader(keeper: keeper, cache: cache).load()
        guard case .cached = feed.origin else { return XCTFail("\(feed.origin)") }
        XCTAssertEqual(feed.receipts.count, 50)
        XCTAssertEqual(try FeedLoader.offline(cache: cache, account: nil, limit: 10)?.receipts.count, 10)
    }

    func testLimitStopsEarly() async throws {
        let (keeper, _) = keeper(try client())
        try await keeper.login("demo", password: "12345")
        let feed = try await FeedLoader(keeper: keeper, cache: nil, limit: 70).load()
        XCTAssertEqual(feed.receipts.count, 70)
        XCTAssertEqual(feed.pagesFetched, 2, "50, then the 20 still wanted")
    }

    func testSearchAndPlacesNearby() async throws {
        let (keeper, _) = keeper(try client())
        try await keeper.login("demo", password: "12345")
        let found = try await SearchLoader.load("МОЛОКО", keeper: keeper)
        XCTAssertFalse(found.receipts.isEmpty)
        XCTAssertTrue(found.receipts.allSatisfy { $0.items.contains { $0.name.lowercased().contains("молоко") } })
        let shop = try await SearchLoader.load("пятерочка", keeper: keeper)
        XCTAssertEqual(shop.places.map(\.name), ["Пятёрочка"], "ё and е alike")

        let near = try XCTUnwrap(Coordinate("55.7808,49.1143"))
        let places = try await SearchLoader.nearby(near, keeper: keeper)
        XCTAssertEqual(places.count, 15)
        XCTAssertEqual(places.first?.place.name, "Пятёрочка")
        XCTAssertEqual(places.map { $0.distance ?? 0 }, places.map { $0.distance ?? 0 }.sorted())
        // An empty query needs a location.
        do {
            _ = try await keeper.client.search("", near: nil)
            XCTFail("expected a refusal")
        } catch ReceiptsError.refused(let status, let code, _) {
            XCTAssertEqual(status, 400)
            XCTAssertEqual(code, "location_required")
        }
    }

    func testAddingByQR() async throws {
        let (keeper, _) = keeper(try client())
        try await keeper.ensureSession()
        let code = try ReceiptQR("t=20201017T1923&s=1498.00&fn=9289000100412345&i=12345&fp=3456789012&n=1")
        let receipt = try await keeper.client.add(code)
        XCTAssertEqual(receipt.total, 149_800)
        XCTAssertEqual(ReceiptsText(.ru).dateTime(receipt), "17.10.2020 19:23")
        // One already in the feed is refused.
        let first = try await keeper.client.feedPage(skip: 0, limit: 1)
        let known = try ReceiptQR(try XCTUnwrap(first.receipts.first?.qrCode))
        do {
            _ = try await keeper.client.add(known)
            XCTFail("expected a refusal")
        } catch ReceiptsError.refused(let status, let code, _) {
            XCTAssertEqual(status, 409)
            XCTAssertEqual(code, "already_added")
        }
    }

    func testTheSessionSurvivesARestartOfTheServer() async throws {
        let client = try client()
        _ = try await client.login("demo", password: "12345")
        await server.stop()
        server = try DemoServer(configuration: DemoServerConfiguration(receiptsClock: Self.clock))
        port = try await server.start().port
        let restarted = try self.client(jar: client.jar)
        let page = try await restarted.feedPage(skip: 0)
        XCTAssertEqual(page.receipts.count, 50)
        XCTAssertTrue(page.hasMore, "the signed-in account's feed, not an anonymous one")
    }
}
