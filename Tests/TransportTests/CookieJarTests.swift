import Foundation
import XCTest

@testable import Transport

/// The jar's RFC 6265 essentials: host-only and domain cookies, paths, expiry by Max-Age and
/// Expires, Secure, replacement and deletion; and that nothing it prints holds a value.
final class CookieJarTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    func jar(_ headers: [String], from url: String) -> CookieJar {
        var jar = CookieJar()
        jar.receive(setCookie: headers, from: url, now: now)
        return jar
    }

    func testHostOnlyCookieGoesToItsHostAlone() {
        let jar = jar(["sid=abc; Path=/"], from: "https://shop.example.com/login")
        XCTAssertEqual(jar.header(for: "https://shop.example.com/x", now: now), "sid=abc")
        XCTAssertNil(jar.header(for: "https://sub.shop.example.com/x", now: now), "host-only: no subdomains")
        XCTAssertNil(jar.header(for: "https://example.com/x", now: now))
        XCTAssertNil(jar.header(for: "https://evilshop.example.com/x", now: now))
        // Ports do not separate cookies (RFC 6265 section 8.5).
        XCTAssertEqual(jar.header(for: "https://shop.example.com:8443/x", now: now), "sid=abc")
    }

    func testDomainCookieGoesToSubdomainsAndAForeignDomainIsRefused() {
        let jar = jar(
            ["a=1; Domain=.example.com; Path=/", "b=2; Domain=other.org; Path=/", "c=3; Domain=com; Path=/"],
            from: "https://shop.example.com/")
        XCTAssertEqual(jar.header(for: "https://example.com/", now: now), "a=1")
        XCTAssertEqual(jar.header(for: "https://deep.shop.example.com/", now: now), "a=1")
        XCTAssertNil(jar.header(for: "https://other.org/", now: now), "a host cannot set another domain's cookie")
        XCTAssertEqual(jar.cookies.map(\.name), ["a"], "nor one for a bare top-level domain")
    }

    func testPathScopingAndDefaultPath() {
        let jar = jar(["api=1; Path=/api/v2.1", "deflt=2"], from: "https://h.test/api/v2.1/auth/login")
        XCTAssertEqual(jar.header(for: "https://h.test/api/v2.1/receipts", now: now), "api=1")
        XCTAssertEqual(
            jar.cookies.first { $0.name == "deflt" }?.path, "/api/v2.1/auth", "default path: up to the last /")
        XCTAssertEqual(jar.header(for: "https://h.test/api/v2.1", now: now), "api=1")
        XCTAssertNil(jar.header(for: "https://h.test/api/v2.10/receipts", now: now), "a path matches at a / only")
        XCTAssertNil(jar.header(for: "https://h.test/fault/x/api/v2.1/receipts", now: now))
        XCTAssertEqual(
            jar.header(for: "https://h.test/api/v2.1/auth/logout", now: now), "deflt=2; api=1", "longer paths first")
    }

    func testExpiryByMaxAgeAndExpiresAndDeletion() {
        var jar = jar(
            [
                "short=1; Max-Age=60; Path=/", "dated=2; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/",
                "both=3; Expires=Wed, 21 Oct 2015 07:28:00 GMT; Max-Age=3600; Path=/",
                "gone=4; Max-Age=0; Path=/", "junk=5; Max-Age=soon; Path=/",
            ], from: "https://h.test/")
        XCTAssertEqual(Set(jar.cookies.map(\.name)), ["short", "dated", "both", "junk"])
        XCTAssertNil(jar.cookies.first { $0.name == "junk" }?.expires, "an unreadable Max-Age is ignored")
        XCTAssertEqual(jar.cookies.first { $0.name == "both" }?.expires, now.addingTimeInterval(3600), "Max-Age wins")
        XCTAssertEqual(
            jar.cookies.first { $0.name == "dated" }?.expires, Date(timeIntervalSince1970: 1_792_567_680))
        let later = now.addingTimeInterval(61)
        XCTAssertFalse(jar.header(for: "https://h.test/", now: later)?.contains("short") ?? true, "expired after 60 s")
        // The server ends a cookie by sending it already expired.
        jar.receive(setCookie: ["both=; Max-Age=0; Path=/"], from: "https://h.test/", now: now)
        XCTAssertNil(jar.cookies.first { $0.name == "both" })
        jar.removeExpired(now: later)
        XCTAssertNil(jar.cookies.first { $0.name == "short" })
    }

    func testSecureCookiesStayOnHTTPSAndAreNotTakenOverHTTP() {
        var jar = jar(["s=1; Secure; Path=/"], from: "https://h.test/")
        XCTAssertNil(jar.header(for: "http://h.test/", now: now))
        XCTAssertEqual(jar.header(for: "https://h.test/", now: now), "s=1")
        jar.receive(setCookie: ["t=2; Secure; Path=/"], from: "http://h.test/", now: now)
        XCTAssertNil(jar.cookies.first { $0.name == "t" })
    }

    func testReplacementKeepsOneCookieAndPrintingHidesValues() throws {
        var jar = jar(["sid=first-secret; Path=/"], from: "https://h.test/")
        jar.receive(setCookie: ["sid=second-secret; Path=/"], from: "https://h.test/", now: now)
        XCTAssertEqual(jar.cookies.count, 1)
        XCTAssertEqual(jar.header(for: "https://h.test/", now: now), "sid=second-secret")
        XCTAssertFalse(String(describing: jar).contains("secret"), String(describing: jar))
        XCTAssertFalse(String(describing: jar.cookies[0]).contains("secret"))
        XCTAssertTrue(String(describing: jar).contains("sid"))
        // A round trip through the file keeps everything.
        let data = try JSONEncoder().encode(jar)
        XCTAssertEqual(try JSONDecoder().decode(CookieJar.self, from: data), jar)
    }

    func testSetCookieParsingToleratesCaseSpacesAndJunk() {
        XCTAssertNil(SetCookieHeader("novalue"))
        XCTAssertNil(SetCookieHeader("=x"))
        let parsed = SetCookieHeader(" sid = v=1 ; PATH=/a ; secure; HTTPONLY; SameSite=Lax; whatever")
        XCTAssertEqual(parsed?.name, "sid")
        XCTAssertEqual(parsed?.value, "v=1")
        XCTAssertEqual(parsed?.path, "/a")
        XCTAssertEqual(parsed?.secure, true)
        XCTAssertEqual(parsed?.httpOnly, true)
        XCTAssertNil(SetCookieHeader("a=b; Path=relative")?.path, "a path not starting with / is the default")
    }

    /// Found by Fuzz/CookieJar: a value with NUL and DEL bytes was kept and sent back inside the
    /// Cookie header. A control character other than a tab drops the whole Set-Cookie (RFC 6265bis).
    func testControlCharactersDropTheCookie() {
        let jar = jar(
            ["c=d\0\0\0\u{7F}; Expires=Sun, 06-Nov-2094 08:49:37 GMT", "e=f\r", "g=h; Path=/\u{1B}[2J", "t=a\tb"],
            from: "http://[::1]:8080/x")
        XCTAssertEqual(jar.header(for: "http://[::1]:8080/x", now: now), "t=a\tb")
    }

    /// Found by Fuzz/CookieJar: Foundation's DateFormatter trapped ("Incorrect range") on an
    /// Expires with a combining mark; a date that is not ASCII is now no date (the cookie stays,
    /// without an expiry, as for any Expires that cannot be read).
    func testAnExpiresThatIsNotASCIIIsIgnored() {
        let header = "old=1; expires=Sunday, 06-Nov-94 08:49:37\u{5B8}\u{FFFD}S"
        XCTAssertNil(SetCookieHeader(header)?.expires)
        XCTAssertEqual(
            jar([header], from: "https://www.example.com/").header(for: "https://www.example.com/", now: now), "old=1")
    }
}
