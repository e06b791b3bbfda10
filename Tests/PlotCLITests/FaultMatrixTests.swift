import DemoServer
import Foundation
import XCTest

@testable import Transport

/// Every command that talks to a service against every fault (FaultMatrix), in parallel, each
/// cell in its own folder holding its config and cache. Each cell must end in its status with
/// one `plot: error:` line, leave every file as it found it (the output, the token, the cache),
/// and never echo the password or the token it was given.
final class FaultMatrixTests: XCTestCase {
    /// A space, "&" and "=" make the password's form-encoded bytes differ from it.
    static let password = "pw SECRET&91c4=e2"
    static let token = "tok-SECRET-0b5e7d"
    /// Each secret as typed, as sent in a form body and as base64: none may show up anywhere.
    static let secretForms = [password, token].flatMap {
        [$0, PercentEncoding.encoded($0, spaceAsPlus: true), Data($0.utf8).base64EncodedString()]
    }
    static let tokenFile = "config/plotkit/payments-token.json"
    static let galleryTokenFile = "config/plotkit/gallery-token.json"
    static let sessionFile = "config/plotkit/receipts-session.json"
    /// Short enough that the slow cell ends quickly, long enough for a loaded machine's handshake.
    static let timeout = "1.5"
    static let maxResponse = "4096"

    struct Services {
        var demo: String
        var faults: FaultServer
        var caFile: String
        var otherPin: String
    }

    struct Cell {
        var command: FaultMatrix.Command
        var fault: FaultMatrix.Fault
        /// Half the cells find an output file from an earlier run; the others find none.
        var outputExists: Bool
    }

    struct Outcome {
        var cell: Cell
        var status: Int32
        var stdout: String
        var stderr: String
        var changes: [String]
        /// Every file the cell's folder holds afterwards but the token file, with its bytes.
        var files: [String: Data]
        var seconds: Double
    }

    func testEveryCommandAgainstEveryFault() async throws {
        let shared = try PlotProcess()
        defer { shared.remove() }
        let demo = try DemoServer(configuration: DemoServerConfiguration())
        let port = try await demo.start().port
        let faults = try FaultServer(certificates: demo.certificates)
        try shared.write("ca.pem", demo.caCertificatePEM)
        let otherKey = try DemoCertificates(serverName: "localhost").serverCertificate
        let services = Services(
            demo: "https://localhost:\(port)", faults: faults, caFile: shared.path("ca.pem"),
            otherPin: try spkiSHA256(of: otherKey))

        let cells = FaultMatrix.Command.allCases.enumerated().flatMap { c, command in
            FaultMatrix.Fault.allCases.enumerated().map { f, fault in
                Cell(command: command, fault: fault, outputExists: (c + f) % 2 == 0)
            }
        }
        let start = Date()
        let outcomes = try await Self.runInParallel(cells, services: services)
        let elapsed = Date().timeIntervalSince(start)
        faults.stop()
        await demo.stop()

        for outcome in outcomes {
            let name = "\(outcome.cell.command) x \(outcome.cell.fault)"
            XCTAssertEqual(
                outcome.status, FaultMatrix.status(outcome.cell.command, outcome.cell.fault),
                "\(name): \(outcome.stderr)")
            XCTAssertTrue(outcome.stderr.hasPrefix("plot: error: "), "\(name): \(outcome.stderr)")
            let evidence = FaultMatrix.evidence(outcome.cell.command, outcome.cell.fault)
            XCTAssertTrue(outcome.stderr.contains(evidence), "\(name) failed for another reason: \(outcome.stderr)")
            XCTAssertEqual(outcome.stderr.filter { $0 == "\n" }.count, 1, "\(name), one line: \(outcome.stderr)")
            XCTAssertEqual(outcome.stdout, "", name)
            XCTAssertEqual(outcome.changes, [], "\(name) touched files")
            XCTAssertLessThan(outcome.seconds, 5, name)
            for secret in Self.secretForms {
                XCTAssertFalse(outcome.stderr.contains(secret), "\(name) shows a secret: \(outcome.stderr)")
                for (path, bytes) in outcome.files {
                    XCTAssertNil(bytes.range(of: Data(secret.utf8)), "\(name) wrote a secret into \(path)")
                }
            }
        }
        let slowest = outcomes.max { $0.seconds < $1.seconds }
        print(
            "fault matrix: \(outcomes.count) cells in \(String(format: "%.1f", elapsed)) s; slowest"
                + " \(slowest.map { "\($0.cell.command) x \($0.cell.fault), \(String(format: "%.2f", $0.seconds)) s" } ?? "")"
        )
    }

    /// A good login and list: the password and the token are in no output and no file but the
    /// token's own, which holds nothing else of note.
    func testSecretsStayInTheTokenFile() throws {
        let plot = try PlotProcess()
        defer { plot.remove() }
        let environment = ["XDG_CONFIG_HOME": plot.path("config"), "XDG_CACHE_HOME": plot.path("cache")]
        let login = try plot.run(
            ["payments", "login", "--login", "demo", "--password-stdin"], stdin: Data("12345\n".utf8),
            environment: environment)
        XCTAssertEqual(login.status, 0, login.stderr)
        let list = try plot.run(["payments", "list", "-o", "list.pdf"], environment: environment)
        XCTAssertEqual(list.status, 0, list.stderr)

        let session = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: plot.path(Self.tokenFile))))
                as? [String: Any])
        XCTAssertEqual(Set(session.keys), ["login", "savedAt", "service", "token"])
        let token = try XCTUnwrap(session["token"] as? String)
        XCTAssertGreaterThan(token.count, 16)
        for run in [login, list] {
            // The scratch folder's random name could hold any digits: left out of the search.
            let said = (String(decoding: run.stdout, as: UTF8.self) + run.stderr)
                .replacingOccurrences(of: plot.folder.path, with: "FOLDER")
            for secret in ["12345", token] { XCTAssertFalse(said.contains(secret), said) }
        }
        let files = FolderSnapshot(plot.folder).files.filter { $0.key != Self.tokenFile && !$0.key.hasSuffix("/") }
        XCTAssertEqual(files.keys.sorted(), ["list.pdf"])
        for (path, file) in files { XCTAssertNil(file.bytes.range(of: Data(token.utf8)), "the token is in \(path)") }
    }

    /// docs/CLI.md prints the table this test runs, between its markers.
    func testTheReadmePrintsThisMatrix() throws {
        let readme = try String(
            contentsOf: PlotProcess.packageRoot.appendingPathComponent("docs/CLI.md"), encoding: .utf8)
        let expected = FaultMatrix.readmeBegin + "\n\n" + FaultMatrix.markdown + "\n\n" + FaultMatrix.readmeEnd
        XCTAssertTrue(
            readme.contains(expected),
            "docs/CLI.md's fault matrix is not the one the test runs; replace it with:\n\(expected)")
    }

    /// The cells, several at a time, off Swift's cooperative threads (the servers answer there).
    static func runInParallel(_ cells: [Cell], services: Services) async throws -> [Outcome] {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                let queue = OperationQueue()
                queue.maxConcurrentOperationCount = 6
                let results = LockedResults<Result<Outcome, any Error>>(count: cells.count)
                for (index, cell) in cells.enumerated() {
                    queue.addOperation { results.set(index, Result { try run(cell, services: services) }) }
                }
                queue.waitUntilAllOperationsAreFinished()
                continuation.resume(with: Result { try results.all().map { try $0.get() } })
            }
        }
    }

    static func run(_ cell: Cell, services: Services) throws -> Outcome {
        let plot = try PlotProcess()
        defer { plot.remove() }
        let base = Self.base(cell, services: services)
        if cell.outputExists { try plot.write("out.png", "a picture from an earlier run") }
        if cell.command == .login || cell.command == .list {
            try FileManager.default.createDirectory(
                atPath: plot.path("config/plotkit"), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            let service = cell.command == .list ? base + "/api/" : "embedded"
            try plot.write(
                tokenFile, #"{"login":"demo","savedAt":0,"service":"\#(service)","token":"\#(token)"}"# + "\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: plot.path(tokenFile))
        }
        if cell.command == .gallery {
            try FileManager.default.createDirectory(
                atPath: plot.path("config/plotkit"), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            let service = galleryAPI(cell, base: base)
            try plot.write(
                galleryTokenFile,
                #"{"expires_at":4102444800,"service":"\#(service)","token":"\#(token)","user_id":"1"}"# + "\n")
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o600], ofItemAtPath: plot.path(galleryTokenFile))
        }
        if cell.command == .receiptsFeed { try writeReceiptsSession(in: plot, base: base) }
        let before = FolderSnapshot(plot.folder)
        let started = Date()
        let result = try plot.run(
            arguments(cell, base: base, services: services),
            stdin: cell.command == .login ? Data((password + "\n").utf8) : nil,
            environment: [
                "XDG_CONFIG_HOME": plot.path("config"), "XDG_CACHE_HOME": plot.path("cache"),
                "LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": "",
            ])
        let seconds = Date().timeIntervalSince(started)
        let after = FolderSnapshot(plot.folder)
        return Outcome(
            cell: cell, status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self),
            stderr: result.stderr, changes: after.differences(from: before),
            files: after.files.filter { $0.key != tokenFile && $0.key != galleryTokenFile && $0.key != sessionFile }
                .mapValues(\.bytes),
            seconds: seconds)
    }

    /// A signed-in receipts session for the cell's service: its cookie (the secret token, which
    /// the demo server refuses) goes to the host and API path the cell's base names.
    static func writeReceiptsSession(in plot: PlotProcess, base: String) throws {
        let url = try XCTUnwrap(URLComponents(string: base))
        let host = try XCTUnwrap(url.host)
        let later = Date().timeIntervalSince1970 + 3600
        let cookie =
            #"{"name":"CHECKSCAN_SESSION","value":"\#(token)","domain":"\#(host)","hostOnly":true,"#
            + #""path":"\#(url.path)/api/v2.1","expires":\#(later),"secure":true,"httpOnly":true,"created":0}"#
        try FileManager.default.createDirectory(
            atPath: plot.path("config/plotkit"), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try plot.write(
            sessionFile,
            #"{"accounts":{"\#(base)":{"kind":"user","name":"demo","expiresAt":\#(later)}},"jar":{"cookies":[\#(cookie)]}}"#
                + "\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: plot.path(sessionFile))
    }

    /// The service's root for this cell: nothing listening, the fault server, or the demo server.
    static func base(_ cell: Cell, services: Services) -> String {
        switch cell.fault {
        case .refused: return "https://127.0.0.1:9"
        case .reset: return services.faults.base(.reset)
        case .slow: return services.faults.base(.slow)
        case .truncated: return services.faults.base(.truncated)
        case .status500: return services.faults.base(.status500)
        case .tooLarge: return services.faults.base(.tooLarge)
        case .malformed: return services.faults.base(.malformed)
        case .untrusted, .pinMismatch, .serviceError: return services.demo
        }
    }

    static func arguments(_ cell: Cell, base: String, services: Services) -> [String] {
        let trust: [String]
        switch cell.fault {
        case .untrusted: trust = []
        case .pinMismatch: trust = ["--pin-sha256", services.otherPin]
        default: trust = ["--ca-file", services.caFile]
        }
        let limits = ["--timeout", timeout, "--connect-timeout", timeout, "--max-response", maxResponse]
        let errorPath = cell.fault == .serviceError
        switch cell.command {
        case .points:
            let url = base + (errorPath ? "/test/points/error" : "/mobws/json/pointsList")
            return ["--count", "5", "--url", url] + trust + limits + ["-o", "out.png"]
        case .login:
            return ["payments", "login", "--login", "demo", "--password-stdin", "--url", base + "/api/"]
                + trust + limits
        case .list:
            return ["payments", "list", "--url", base + "/api/"] + trust + limits + ["-o", "out.png"]
        case .hotWater:
            let root = base + (errorPath ? "/fault/bad-status" : "")
            return ["hot-water", "--url", root] + trust + limits + ["-o", "out.png"]
        case .gallery:
            return ["gallery", "photos", "--url", galleryAPI(cell, base: base)] + trust + limits + [
                "-o", "out.png",
            ]
        case .receiptsFeed:
            return ["receipts", "feed", "--url", base] + trust + limits + ["-o", "out.png"]
        }
    }

    /// The gallery's API base: VK's methods on the demo (its bad-token fault for the service's
    /// own error), or wherever the fault is.
    static func galleryAPI(_ cell: Cell, base: String) -> String {
        base + (cell.fault == .serviceError ? "/fault/bad-token" : "") + "/vk/method/"
    }
}

/// Results filled in by several threads, read once they have all finished.
final class LockedResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { values[index] = value } }

    func all() -> [Value] { lock.withLock { values.compactMap { $0 } } }
}
