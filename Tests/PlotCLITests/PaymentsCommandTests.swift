import DemoServer
import Foundation
import XCTest

/// `plot payments login|list|logout` as a user runs them, with the token kept in a scratch
/// XDG_CONFIG_HOME.
final class PaymentsCommandTests: XCTestCase {
    var plot: PlotProcess!
    var environment: [String: String] = [:]
    var tokenPath: String { plot.path("config/plotkit/payments-token.json") }

    override func setUpWithError() throws {
        plot = try PlotProcess()
        environment = ["XDG_CONFIG_HOME": plot.path("config")]
    }

    override func tearDown() { plot?.remove() }

    func run(_ arguments: [String], password: String? = nil) throws -> PlotProcess.Result {
        try plot.run(["payments"] + arguments, stdin: password.map { Data(($0 + "\n").utf8) }, environment: environment)
    }

    func stdout(_ result: PlotProcess.Result) -> String { String(decoding: result.stdout, as: UTF8.self) }

    func testLoginListLogoutWithTheEmbeddedServer() throws {
        let login = try run(["login", "--login", "demo", "--password-stdin"], password: "12345")
        XCTAssertEqual(login.status, 0, login.stderr)
        XCTAssertEqual(login.stderr, "", "no spinner when stderr is not a terminal")
        XCTAssertEqual(
            stdout(login), "logged in to the embedded demo server as demo; token saved in \(tokenPath)\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: tokenPath)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)

        // A new run starts a new server, which still takes the token.
        let list = try run(["list", "-o", "payments.png"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(list.stderr, "plot: wrote payments.png (1920×1080 px)\n")
        XCTAssertEqual(stdout(list), "")
        let png = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("payments.png")))
        XCTAssertEqual(pngSize(png)?.0, 1920)

        let logout = try run(["logout"])
        XCTAssertEqual(logout.status, 0, logout.stderr)
        XCTAssertEqual(stdout(logout), "logged out: deleted \(tokenPath)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tokenPath))
        let again = try run(["logout"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(stdout(again), "not logged in: no token at \(tokenPath)\n")

        let listAfter = try run(["list", "-o", "after.png"])
        XCTAssertEqual(listAfter.status, 77)
        XCTAssertEqual(listAfter.stderr, "plot: error: not logged in: run plot payments login --login NAME first\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("after.png")))
    }

    func testWrongPasswordStoresNoToken() throws {
        let result = try run(["login", "--login", "demo", "--password-stdin"], password: "nope")
        XCTAssertEqual(result.status, 76)
        XCTAssertEqual(
            result.stderr, "plot: error: the payments service refused: Wrong login or password, error 1004\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tokenPath))
    }

    func testEmptyPasswordIsNotSent() throws {
        let result = try run(["login", "--login", "demo", "--password-stdin"], password: "")
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "plot: error: empty password: nothing was sent\n")
    }

    /// A server whose tokens expire at once, over plain HTTP as upstream.
    func testExpiredTokenSaysLogInAgain() async throws {
        let server = try DemoServer(configuration: DemoServerConfiguration(plainHTTP: true, paymentsTokenLifetime: 0))
        let port = try await server.start().port
        let base = ["--url", "http://127.0.0.1:\(port)/api/"]
        let login = try run(["login", "--login", "demo", "--password-stdin"] + base, password: "12345")
        let list = try run(["list", "-o", "p.png"] + base)
        await server.stop()
        XCTAssertEqual(login.status, 0, login.stderr)
        XCTAssertEqual(
            list.stderr,
            "plot: error: the payments service rejected the token (Token expired, error 1007);"
                + " log in again with plot payments login --login NAME\n")
        XCTAssertEqual(list.status, 77, "login needed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("p.png")))
    }

    func testForgedTokenSaysLogInAgain() throws {
        try FileManager.default.createDirectory(atPath: plot.path("config/plotkit"), withIntermediateDirectories: true)
        try plot.write(
            "config/plotkit/payments-token.json",
            #"{"login":"demo","savedAt":0,"service":"embedded","token":"ZGVtbw.99999999999.AAAA"}"#)
        let list = try run(["list", "-o", "p.png"])
        XCTAssertEqual(list.status, 77)
        XCTAssertEqual(
            list.stderr,
            "plot: error: the payments service rejected the token (Invalid token, error 1006);"
                + " log in again with plot payments login --login NAME\n")
    }

    func testATokenForAnotherServiceIsNotSent() throws {
        XCTAssertEqual(try run(["login", "--login", "demo", "--password-stdin"], password: "12345").status, 0)
        let list = try run(["list", "-o", "p.png", "--url", "http://127.0.0.1:1/api"])
        XCTAssertEqual(list.status, 77)
        XCTAssertEqual(
            list.stderr,
            "plot: error: the stored token is for the embedded demo server, not http://127.0.0.1:1/api/:"
                + " log in again with plot payments login --login NAME\n")
    }

    func testNoServerSaysCannotReach() throws {
        let result = try run(
            ["login", "--login", "demo", "--password-stdin", "--url", "http://127.0.0.1:1/api/"], password: "12345"
        )
        XCTAssertEqual(
            result.stderr,
            "plot: error: cannot reach the payments service: cannot connect to 127.0.0.1:1 (connection refused):"
                + " is the server running and the port right?; check the network and --url\n")
        XCTAssertEqual(result.status, 69)
    }

    func testADamagedTokenFileSaysSo() throws {
        try FileManager.default.createDirectory(atPath: plot.path("config/plotkit"), withIntermediateDirectories: true)
        try plot.write("config/plotkit/payments-token.json", "garbage")
        let list = try run(["list", "-o", "p.png"])
        XCTAssertEqual(list.status, 77)
        XCTAssertEqual(
            list.stderr,
            "plot: error: \(tokenPath) is not a token file PlotKit wrote: log in again with plot payments login --login NAME\n"
        )
    }

    func testBadFlagsAreOneLine() throws {
        for (arguments, line) in [
            (
                ["list", "-o", "p.txt"],
                "cannot tell the format of 'p.txt': name it .png, .pdf or .svg, or pass --format"
            ),
            (
                ["list", "-o", "p.png", "--time-zone", "Mars/Olympus"],
                "--time-zone: unknown time zone 'Mars/Olympus' (give an IANA name such as Europe/Moscow or UTC,"
                    + " local, or an offset such as +02:00)"
            ),
            (["list", "-o", "p.png", "--scale", "0"], "--scale must be between 0.1 and 10"),
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "plot: error: \(line)\n", "\(arguments)")
        }
    }
}
