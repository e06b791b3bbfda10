import Foundation
import Gallery
import Storage
import XCTest

/// The kept token: `{token, user_id, expires_at}` in a private file, used only with more than
/// five minutes left.
final class GallerySessionTests: XCTestCase {
    func testFiveMinuteMargin() {
        let session = GallerySession(token: "t", userID: "1", expiresAt: 10_000, service: "embedded")
        XCTAssertTrue(session.isUsable(now: 10_000 - 301))
        XCTAssertFalse(session.isUsable(now: 10_000 - 300), "exactly five minutes left is not enough")
        XCTAssertFalse(session.isUsable(now: 10_001))
        XCTAssertTrue(GallerySession(token: "t", userID: "1", expiresAt: 0, service: "x").isUsable(now: 1 << 40))
    }

    func testExpiryFromTheGrant() {
        let grant = OAuthRedirect.Grant(token: "t", expiresIn: 86400, userID: "9")
        XCTAssertEqual(GallerySession(grant: grant, now: 1000, service: "s").expiresAt, 87400)
        let forever = OAuthRedirect.Grant(token: "t", expiresIn: 0, userID: "9")
        XCTAssertEqual(GallerySession(grant: forever, now: 1000, service: "s").expiresAt, 0)
    }

    func testFileIsPrivateAndHoldsTheDocumentedKeys() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let file = try SessionFile<GallerySession>(
            name: "gallery-token.json", environment: ["XDG_CONFIG_HOME": home.path])
        XCTAssertNil(try file.load())
        let session = GallerySession(token: "secret", userID: "1000001", expiresAt: 1_900_000_000, service: "embedded")
        try file.save(session)
        XCTAssertEqual(file.path, home.path + "/plotkit/gallery-token.json")
        XCTAssertEqual(file.file.permissions(), 0o600)
        let object =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file.path))) as? [String: Any]
        XCTAssertEqual(object?["token"] as? String, "secret")
        XCTAssertEqual(object?["user_id"] as? String, "1000001")
        XCTAssertEqual((object?["expires_at"] as? NSNumber)?.int64Value, 1_900_000_000)
        XCTAssertEqual(try file.load(), session)
        // Not left beside it: the temporary file was renamed into place.
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: home.path + "/plotkit"), ["gallery-token.json"])
        try Data("{\"nope\":1}".utf8).write(to: URL(fileURLWithPath: file.path))
        XCTAssertThrowsError(try file.load()) { XCTAssertTrue($0 is SessionFile<GallerySession>.NotASession) }
        XCTAssertTrue(try file.delete())
        XCTAssertFalse(try file.delete())
    }

    func testRussianAndEnglishDates() {
        // 2021-05-05T12:00:00Z
        XCTAssertEqual(GalleryDateText(language: .ru).text(unixSeconds: 1_620_216_000), "5 мая 2021")
        XCTAssertEqual(GalleryDateText(language: .en).text(unixSeconds: 1_620_216_000), "5 May 2021")
        // 2019-12-31T23:30:00Z is already 1 January in Moscow.
        XCTAssertEqual(GalleryDateText(language: .ru).text(unixSeconds: 1_577_835_000), "31 декабря 2019")
        XCTAssertEqual(
            GalleryDateText(language: .ru, timeZone: TimeZone(identifier: "Europe/Moscow")!).text(
                unixSeconds: 1_577_835_000), "1 января 2020")
        XCTAssertEqual(GalleryDateText.duration(245), "4:05")
        XCTAssertEqual(GalleryDateText.duration(3723), "1:02:03")
    }
}
