import DemoServer
import Foundation
import Gallery
import PlotCore
import PlotRender
import Storage
import Transport
import XCTest

/// The client against the demo server over TLS: login, the paged lists, VK's errors 5 and 6,
/// downloads through the cache.
final class GalleryServiceTests: XCTestCase {
    func testLoginThenEveryPhotoAndVideo() async throws {
        try await DemoGallery.with { demo in
            let grant = try await demo.login()
            XCTAssertEqual(grant.expiresIn, 86400)
            XCTAssertEqual(grant.userID, "1000001")
            let photos = try await demo.client().photos(token: grant.token)
            XCTAssertEqual(photos.items.count, 120)
            XCTAssertEqual(photos.announced, 120)
            XCTAssertEqual(Set(photos.items.map(\.id)).count, 120, "paging gave each photo once")
            let newest = photos.newestFirst.map(\.date)
            XCTAssertEqual(newest, newest.sorted(by: >))
            XCTAssertNotEqual(photos.items.map(\.date), newest, "the service's order is not by date")
            XCTAssertTrue(photos.items.allSatisfy { $0.sizes.count >= 8 })
            let videos = try await demo.client().videos(token: grant.token)
            XCTAssertEqual(videos.items.count, 20)
            XCTAssertTrue(videos.items.allSatisfy { !$0.title.isEmpty && $0.duration > 0 && !$0.previews.isEmpty })
            XCTAssertTrue(videos.items[0].link.hasPrefix("https://vk.com/video_ext.php?oid=-128666765&id="))
            // 3 pages of 50 photos and 1 of videos.
            XCTAssertEqual(demo.server.vkStatistics.methodCalls, 4)
        }
    }

    func testWrappedRedirectAndCancel() async throws {
        try await DemoGallery.with { demo in
            let grant = try await demo.login(fault: "wrapped-redirect")
            let photos = try await demo.client().photos(token: grant.token)
            XCTAssertEqual(photos.items.count, 120)
            do {
                _ = try await demo.login(fault: "deny")
                XCTFail("a cancelled login gave a token")
            } catch let failure as OAuthRedirect.Failure {
                XCTAssertEqual(failure, .denied("User denied your request"))
            }
        }
    }

    /// Tokens are signed: a token outlives the server that issued it; a forged one is error 5.
    func testTokenOutlivesTheServerAndForgeriesAreRefused() async throws {
        let grant = try await DemoGallery.with { try await $0.login() }
        try await DemoGallery.with { demo in
            let videos = try await demo.client().videos(token: grant.token)
            XCTAssertEqual(videos.items.count, 20)
            let forged = String(grant.token.dropLast(2)) + (grant.token.hasSuffix("AA") ? "BB" : "AA")
            do {
                _ = try await demo.client().photos(token: forged)
                XCTFail("a forged token was taken")
            } catch VKError.tokenRejected(let message) {
                XCTAssertEqual(message, "User authorization failed: invalid access_token (4).")
            }
        }
        try await DemoGallery.with(DemoServerConfiguration(vkTokenLifetime: 0)) { demo in
            let expired = try await demo.login()
            do {
                _ = try await demo.client().photos(token: expired.token)
                XCTFail("an expired token was taken")
            } catch VKError.tokenRejected(let message) {
                XCTAssertEqual(message, "User authorization failed: access_token has expired.")
            }
        }
    }

    /// Error 6 now and then is waited out; always, it ends the call once the retries are spent.
    func testTooManyRequests() async throws {
        try await DemoGallery.with(DemoServerConfiguration(seed: 5, vkRateLimit: 0.5)) { demo in
            let token = try await demo.login().token
            let photos = try await demo.client().photos(token: token)
            XCTAssertEqual(photos.items.count, 120)
            XCTAssertGreaterThan(demo.server.vkStatistics.methodCalls, 3, "some calls were refused and retried")
        }
        try await DemoGallery.with { demo in
            let token = try await demo.login().token
            do {
                _ = try await demo.client(fault: "rate-limit").photos(token: token)
                XCTFail("error 6 every time still succeeded")
            } catch let error as VKError {
                XCTAssertEqual(error, .tooManyRequests(message: "Too many requests per second"))
                XCTAssertEqual(error.failureKind, .refused)
            }
            XCTAssertEqual(demo.server.vkStatistics.methodCalls, 6, "one call and five retries")
        }
    }

    func testServerErrorsAreClassified() async throws {
        try await DemoGallery.with { demo in
            let token = try await demo.login().token
            for (fault, kind) in [("server-error", FailureKind.refused), ("not-json", .malformed)] {
                do {
                    _ = try await demo.client(fault: fault).videos(token: token)
                    XCTFail(fault)
                } catch let error as VKError {
                    XCTAssertEqual(error.failureKind, kind, fault)
                }
            }
        }
    }

    /// A second run of the same grid downloads nothing; a size cap evicts the least recently used.
    func testDownloadsGoThroughTheCache() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plotkit-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await DemoGallery.with { demo in
            let token = try await demo.login().token
            let photos = try await demo.client().photos(token: token).newestFirst.prefix(12)
            let urls = photos.map { ImageVariant.choose($0.sizes, covering: Size(120, 120), fit: .cover)!.url }
            XCTAssertTrue(
                urls.allSatisfy { ["o", "p", "q"].contains($0.split(separator: "/").last?.prefix(1)) }, "\(urls)")
            let cache = FileCache(folder: folder.path, capBytes: 50 << 20)
            let downloader = ImageDownloader(transport: demo.transport, cache: cache)
            let first = try await downloader.fetch(urls)
            XCTAssertEqual(first.downloaded, 12)
            XCTAssertEqual(demo.server.vkStatistics.imageRequests, 12)
            let second = try await downloader.fetch(urls)
            XCTAssertEqual(second.downloaded, 0)
            XCTAssertEqual(demo.server.vkStatistics.imageRequests, 12, "the second run asked the server nothing")
            for (a, b) in zip(first.results, second.results) { XCTAssertEqual(try a.get(), try b.get()) }
            let each = cache.usage().bytes / 12
            // Use the first six again, then squeeze the cap to eight files: the other six go first.
            // (File times tick in jiffies: a pause keeps the two uses apart.)
            try await Task.sleep(for: .milliseconds(30))
            _ = try await downloader.fetch(Array(urls.prefix(6)))
            let tight = FileCache(folder: folder.path, capBytes: each * 8)
            tight.trim()
            XCTAssertLessThanOrEqual(tight.usage().bytes, each * 8 + each)
            XCTAssertTrue(urls.prefix(6).allSatisfy { tight.read($0) != nil }, "recently used kept")
            XCTAssertTrue(urls.suffix(6).contains { tight.read($0) == nil }, "least recently used evicted")
        }
    }

    /// Photo 10's pictures answer 404 and photo 7's are cut short: those slots fail, nothing else.
    func testBrokenPicturesFailOnlyTheirSlots() async throws {
        try await DemoGallery.with { demo in
            let token = try await demo.login().token
            let photos = try await demo.client(fault: "broken-images").photos(token: token).items
            let urls = photos.map { ImageVariant.choose($0.sizes, covering: Size(100, 100), fit: .cover)!.url }
            let outcome = try await ImageDownloader(transport: demo.transport, cache: nil).fetch(urls)
            let failed = outcome.results.filter { if case .failure = $0 { true } else { false } }
            XCTAssertEqual(failed.count, 12, "every tenth of 120")
            let thumbnails = Thumbnailer(fit: .cover).thumbnails(
                ofImages: outcome.results.compactMap { try? $0.get() }, box: Thumbnailer.Box(width: 100, height: 100))
            XCTAssertEqual(thumbnails.filter { (try? $0.get()) == nil }.count, 1, "the truncated JPEG")
        }
    }
}
