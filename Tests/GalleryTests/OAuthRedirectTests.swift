import Gallery
import XCTest

/// The address the browser ends on after VK's login, in every form seen (API.md section 4).
final class OAuthRedirectTests: XCTestCase {
    func testBlankPageFragment() throws {
        let grant = try OAuthRedirect.parse(
            "https://oauth.vk.com/blank.html#access_token=vk1.a.Xy-z_9&expires_in=86400&user_id=123456")
        XCTAssertEqual(grant, OAuthRedirect.Grant(token: "vk1.a.Xy-z_9", expiresIn: 86400, userID: "123456"))
    }

    /// Seen in 2024: the same address percent-encoded in an `authorize_url=` query parameter.
    func testWrappedInAuthorizeURL() throws {
        let inner = "https://oauth.vk.com/blank.html#access_token=abc%2Bdef&expires_in=3600&user_id=42"
        let encoded = inner.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let grant = try OAuthRedirect.parse(
            "https://oauth.vk.com/auth_redirect?app_id=51234&authorize_url=\(encoded)&redirect_hash=9f")
        XCTAssertEqual(grant, OAuthRedirect.Grant(token: "abc+def", expiresIn: 3600, userID: "42"))
    }

    func testPastedWithSpacesAndOnlyTheFragment() throws {
        XCTAssertEqual(
            try OAuthRedirect.parse("  access_token=t0k&expires_in=0&user_id=7\n"),
            OAuthRedirect.Grant(token: "t0k", expiresIn: 0, userID: "7"))
    }

    func testCancelledByTheUser() {
        XCTAssertThrowsError(
            try OAuthRedirect.parse(
                "https://oauth.vk.com/blank.html#error=access_denied&error_reason=user_denied"
                    + "&error_description=User%20denied%20your%20request")
        ) { error in
            XCTAssertEqual(error as? OAuthRedirect.Failure, .denied("User denied your request"))
            XCTAssertEqual("\(error)", "login cancelled: User denied your request")
        }
    }

    func testAddressWithoutAToken() {
        for text in ["https://oauth.vk.com/authorize?client_id=1", "", "hello", "https://oauth.vk.com/blank.html#"] {
            XCTAssertThrowsError(try OAuthRedirect.parse(text), text) { error in
                XCTAssertEqual(error as? OAuthRedirect.Failure, .noToken, text)
            }
        }
    }

    func testBadExpiry() {
        XCTAssertThrowsError(try OAuthRedirect.parse("https://x/#access_token=a&expires_in=soon&user_id=1")) { error in
            XCTAssertEqual(error as? OAuthRedirect.Failure, .badExpiry("soon"))
        }
    }
}
