// Cookies (`plot receipts`' session, kept in receipts-cookies.json): the input is lines - the URL
// an answer came from, its Set-Cookie values up to a blank line, then URLs requested next. The
// jar keeps each cookie once (name, domain, path) in the form RFC 6265 stores it, sends a
// cookie it has just taken back to the address that set it, never puts a control character
// into a Cookie header, and is the same jar after its file is written and read back.
import Foundation

@testable import Transport

private let now = Date(timeIntervalSince1970: 1_795_435_200)  // 2026-11-23T12:00:00Z

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let from = lines.first else { return 0 }
    let headers = Array(lines.dropFirst().prefix { !$0.isEmpty })
    let requests = [from] + lines.dropFirst(headers.count + 2)
    var jar = CookieJar()
    jar.receive(setCookie: headers, from: from, now: now)
    jar.receive(setCookie: headers.reversed(), from: from, now: now)
    check(jar)

    if let target = try? RequestTarget(from) {
        let host = target.host.lowercased()
        let sent = jar.cookies(for: from, now: now)
        for cookie in jar.cookies
        where cookie.hostOnly && cookie.domain == host
            && cookie.path == CookieJar.defaultPath(CookieJar.path(of: target))
        {
            precondition(sent.contains(cookie), "\(cookie) was not sent back to \(from.debugDescription)")
        }
    }
    for url in requests {
        for moment in [now, now.addingTimeInterval(86_400)] {
            guard let header = jar.header(for: url, now: moment) else { continue }
            precondition(!header.isEmpty)
            precondition(
                !header.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F },
                "a control character in the Cookie header \(header.debugDescription)")
        }
    }
    do {
        let stored = try JSONEncoder().encode(jar)
        let read = try JSONDecoder().decode(CookieJar.self, from: stored)
        precondition(read == jar, "the jar read back from its file differs")
    } catch {
        fatalError("the jar's file does not round-trip: \(error)")
    }
    let later = now.addingTimeInterval(86_400 * 2)
    jar.removeExpired(now: later)
    precondition(!jar.cookies.contains { $0.isExpired(at: later) }, "an expired cookie kept")
    jar.remove(goingTo: from, now: now)
    precondition(jar.cookies(for: from, now: now).isEmpty, "a cookie still goes to \(from) after its removal")
    return 0
}

/// How RFC 6265 section 5.3 stores a cookie: a name, a lower-case domain without a leading dot,
/// a path from "/", once per (name, domain, path).
private func check(_ jar: CookieJar) {
    var seen = Set<[String]>()
    for cookie in jar.cookies {
        precondition(!cookie.name.isEmpty, "a cookie without a name")
        precondition(!cookie.domain.isEmpty && !cookie.domain.hasPrefix("."), "domain \(cookie.domain)")
        precondition(cookie.domain == cookie.domain.lowercased(), "domain \(cookie.domain) not lower case")
        precondition(cookie.path.hasPrefix("/"), "path \(cookie.path.debugDescription)")
        precondition(seen.insert([cookie.name, cookie.domain, cookie.path]).inserted, "\(cookie) kept twice")
    }
}
