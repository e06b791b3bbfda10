import Foundation
import XCTest

@testable import Receipts

/// Where a kept session stands, and the line `plot receipts status` prints for it.
final class SessionStandingTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_795_176_000)  // 2026-11-20 12:00 UTC
    let utc = TimeZone(identifier: "UTC")!

    func user(expiring offset: TimeInterval) -> Account {
        Account(kind: .user, name: "demo", expiresAt: now.addingTimeInterval(offset))
    }

    func testALiveSessionSaysUntilWhen() {
        let standing = SessionStanding(account: user(expiring: 3600), hasCookie: true, now: now)
        XCTAssertEqual(standing, .live(user(expiring: 3600)))
        XCTAssertEqual(standing.statusLine(timeZone: utc), "signed in as demo until 2026-11-20 13:00 UTC")
    }

    func testASignedInSessionPastItsExpiryEndedThen() {
        let standing = SessionStanding(account: user(expiring: -120), hasCookie: false, now: now)
        XCTAssertEqual(standing, .ended(user(expiring: -120), at: now.addingTimeInterval(-120)))
        XCTAssertEqual(standing.statusLine(timeZone: utc), "session of demo ended at 2026-11-20 11:58 UTC")
    }

    /// Its cookie gone before its expiry (a server with another clock): ended by now at the latest.
    func testASignedInSessionWithoutItsCookieEndedByNow() {
        let standing = SessionStanding(account: user(expiring: 3600), hasCookie: false, now: now)
        XCTAssertEqual(standing.statusLine(timeZone: utc), "session of demo ended at 2026-11-20 12:00 UTC")
    }

    /// An anonymous session that ended is as good as none: a new anonymous one replaces it.
    func testNoSessionOrAnAnonymousOneThatEndedIsNone() {
        let anonymous = Account(kind: .anonymous, name: nil, expiresAt: now.addingTimeInterval(-1))
        XCTAssertEqual(SessionStanding(account: anonymous, hasCookie: false, now: now), .none)
        XCTAssertEqual(SessionStanding(account: nil, hasCookie: true, now: now), .none)
        XCTAssertEqual(SessionStanding.none.statusLine(timeZone: utc), "no session")
    }
}
