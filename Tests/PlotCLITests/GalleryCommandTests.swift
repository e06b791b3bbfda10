import Foundation
import XCTest

/// `plot gallery ...` as a user runs it against the embedded demo server, with the token and
/// the picture cache in scratch XDG folders. Small pages, so thumbnails are quick in debug.
final class GalleryCommandTests: XCTestCase {
    var plot: PlotProcess!
    var environment: [String: String] = [:]
    var tokenPath: String { plot.path("config/plotkit/gallery-token.json") }
    var cachePath: String { plot.path("cache/plotkit/images") }

    override func setUpWithError() throws {
        plot = try PlotProcess()
        environment = ["XDG_CONFIG_HOME": plot.path("config"), "XDG_CACHE_HOME": plot.path("cache")]
    }

    override func tearDown() { plot?.remove() }

    func run(_ arguments: [String], stdin: String? = nil) throws -> PlotProcess.Result {
        try plot.run(["gallery"] + arguments, stdin: stdin.map { Data($0.utf8) }, environment: environment)
    }

    func stdout(_ result: PlotProcess.Result) -> String { String(decoding: result.stdout, as: UTF8.self) }

    func cached() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: cachePath) {
            files[name] = FileManager.default.contents(atPath: cachePath + "/" + name)
        }
        return files
    }

    func testLoginGridPhotoSaveShareLogout() throws {
        let login = try run(["login"])
        XCTAssertEqual(login.status, 0, login.stderr)
        XCTAssertEqual(login.stderr, "", "no spinner when stderr is not a terminal")
        XCTAssertEqual(
            stdout(login),
            "logged in to the embedded demo server as user 1000001 (valid for 86400 s); token saved in \(tokenPath)\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: tokenPath)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)

        // A new run, a new server on a new port: the token and the cached pictures still serve.
        let grid = try run(["photos", "-o", "grid.png", "--size", "360x1280"])
        XCTAssertEqual(grid.status, 0, grid.stderr)
        XCTAssertEqual(grid.stderrBesidesWrote, "", "no progress line when stderr is not a terminal")
        XCTAssertEqual(grid.wroteLines.count, 1, grid.stderr)
        XCTAssertTrue(grid.wroteLines[0].hasPrefix("plot: wrote grid.png, grid-2.png, "), grid.stderr)
        XCTAssertTrue(grid.wroteLines[0].hasSuffix(" pages, 360×1280 px each)"), grid.stderr)
        XCTAssertEqual(stdout(grid), "")
        XCTAssertEqual(pngSize(try XCTUnwrap(FileManager.default.contents(atPath: plot.path("grid.png"))))?.0, 360)
        let firstCache = try cached()
        XCTAssertEqual(firstCache.count, 120, "one small variant a photo, never the original")
        XCTAssertTrue(firstCache.values.allSatisfy { $0.count < 40_000 })

        let again = try run(["photos", "-o", "again.png", "--size", "360x1280"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try cached(), firstCache, "the second run found every picture in the cache")
        XCTAssertEqual(
            FileManager.default.contents(atPath: plot.path("again.png")),
            FileManager.default.contents(atPath: plot.path("grid.png")))

        try FileManager.default.createDirectory(atPath: plot.path("saved"), withIntermediateDirectories: false)
        let photo = try run(["photo", "3", "--save", "saved", "--share", "-o", "photo.png", "--size", "360x1280"])
        XCTAssertEqual(photo.status, 0, photo.stderr)
        // stdout holds the link alone; each file written is one line on stderr, in one form.
        let lines = stdout(photo).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, stdout(photo))
        XCTAssertTrue(lines[0].hasPrefix("https://vk.com/photo-128666765_"), lines[0])
        let photoID = String(lines[0].split(separator: "_").last ?? "")
        let saved = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("saved/photo-\(photoID).jpg")))
        XCTAssertTrue(saved.starts(with: [0xff, 0xd8, 0xff]), "the original JPEG as served")
        // The size is the served JPEG's own, from its frame header (SOF: height, then width).
        let size = try XCTUnwrap(jpegFrameSize([UInt8](saved)))
        XCTAssertEqual(
            photo.wroteLines,
            [
                "plot: wrote saved/photo-\(photoID).jpg (\(size.width)×\(size.height) px)",
                "plot: wrote photo.png (360×1280 px)",
            ])
        XCTAssertEqual(photo.stderrBesidesWrote, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: plot.path("saved")).count, 1)

        let video = try run(["video", "2", "--share"])
        XCTAssertEqual(video.status, 0, video.stderr)
        XCTAssertTrue(stdout(video).hasPrefix("https://vk.com/video_ext.php?oid=-128666765&id="), stdout(video))

        let logout = try run(["logout"])
        XCTAssertEqual(stdout(logout), "logged out: deleted \(tokenPath)\n")
        let after = try run(["photos", "-o", "after.png"])
        XCTAssertEqual(after.status, 77)
        XCTAssertEqual(after.stderr, "plot: error: not logged in: run plot gallery login first\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("after.png")))
    }

    /// A number outside the grid is the user's mistake (64), said with the grid's size; nothing
    /// is written.
    func testNumberOutsideTheGrid() throws {
        XCTAssertEqual(try run(["login"]).status, 0)
        let past = try run(["photo", "121", "-o", "photo.png"])
        XCTAssertEqual(past.status, 64)
        XCTAssertEqual(past.stderr, "plot: error: there is no photo 121: the grid has 120 (1 to 120)\n")
        let zero = try run(["video", "0", "-o", "video.png"])
        XCTAssertEqual(zero.status, 64)
        XCTAssertTrue(zero.stderr.contains("the video's number must be 1 or more"), zero.stderr)
        let video = try run(["video", "21", "--share"])
        XCTAssertEqual(video.status, 64)
        XCTAssertEqual(video.stderr, "plot: error: there is no video 21: the list has 20 (1 to 20)\n")
        XCTAssertEqual(try plot.files(), ["config"], "no page, no picture")
    }

    /// `--save` writes only into an existing folder, under its own name, never through a link
    /// planted there; nothing is fetched when the folder is wrong.
    func testSaveNeverWritesOutsideTheFolder() throws {
        XCTAssertEqual(try run(["login"]).status, 0)
        let missing = try run(["photo", "1", "--save", "nowhere"])
        XCTAssertEqual(missing.status, 73)
        XCTAssertEqual(missing.stderr, "plot: error: --save nowhere: not an existing folder\n")
        let share = try run(["photo", "1", "--share"])
        let id = try XCTUnwrap(stdout(share).split(separator: "_").last).dropLast()
        try FileManager.default.createDirectory(atPath: plot.path("saved"), withIntermediateDirectories: false)
        try plot.write("outside.jpg", "mine")
        try FileManager.default.createSymbolicLink(
            atPath: plot.path("saved/photo-\(id).jpg"), withDestinationPath: plot.path("outside.jpg"))
        let linked = try run(["photo", "1", "--save", "saved"])
        XCTAssertEqual(linked.status, 73, linked.stderr)
        XCTAssertTrue(linked.stderr.contains("exists and is not a plain file: not saved"), linked.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: plot.path("outside.jpg")), Data("mine".utf8))
    }

    /// Less than five minutes left is expired; a token the service refuses (error 5) says to log in.
    func testExpiringAndRejectedTokens() throws {
        try FileManager.default.createDirectory(atPath: plot.path("config/plotkit"), withIntermediateDirectories: true)
        let now = Int(Date().timeIntervalSince1970)
        func store(_ token: String, expiresAt: Int) throws {
            try Data(
                #"{"token":"\#(token)","user_id":"1","expires_at":\#(expiresAt),"service":"embedded"}"#.utf8
            ).write(to: URL(fileURLWithPath: tokenPath))
        }
        try store("anything", expiresAt: now + 240)
        let soon = try run(["photos", "-o", "p.png"])
        XCTAssertEqual(soon.status, 77)
        XCTAssertTrue(
            soon.stderr.contains("under the 5-minute margin: log in again with plot gallery login"), soon.stderr)
        try store("forged.1.token", expiresAt: now + 3600)
        let forged = try run(["videos", "-o", "v.png"])
        XCTAssertEqual(forged.status, 77)
        XCTAssertEqual(
            forged.stderr,
            "plot: error: VK rejected the token (error 5: User authorization failed: invalid access_token (4).);"
                + " log in again with plot gallery login\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("v.png")))
    }

    /// Against VK the user pastes the address; an empty answer or access_denied cancels, and
    /// nothing is kept. The 2024 wrapped form is read.
    func testLoginByPastedAddress() throws {
        let vk = ["--url", "https://api.vk.com/method/"]
        let empty = try run(["login", "--client-id", "51234"] + vk, stdin: "\n")
        XCTAssertEqual(empty.status, 77)
        XCTAssertTrue(empty.stderr.contains("https://oauth.vk.com/authorize?client_id=51234&display=mobile"))
        XCTAssertTrue(empty.stderr.hasSuffix("plot: error: login cancelled: no address was given; nothing was saved\n"))
        let denied = try run(
            [
                "login", "--redirect-url",
                "https://oauth.vk.com/blank.html#error=access_denied&error_description=User+denied",
            ]
                + vk)
        XCTAssertEqual(denied.status, 77)
        XCTAssertEqual(denied.stderr, "plot: error: login cancelled: User denied; nothing was saved\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tokenPath))
        let inner = "https://oauth.vk.com/blank.html#access_token=vk1.a.T&expires_in=86400&user_id=77"
        let wrapped =
            "https://oauth.vk.com/auth_redirect?authorize_url="
            + inner.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let pasted = try run(["login", "--client-id", "51234"] + vk, stdin: wrapped + "\n")
        XCTAssertEqual(pasted.status, 0, pasted.stderr)
        XCTAssertTrue(stdout(pasted).hasPrefix("logged in to https://api.vk.com/method/ as user 77"), stdout(pasted))
        let token = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: tokenPath)))
        XCTAssertEqual((token as? [String: Any])?["token"] as? String, "vk1.a.T")
        // The token is for VK: the embedded demo is not sent it.
        let embedded = try run(["photos", "-o", "p.png"])
        XCTAssertEqual(embedded.status, 77)
        XCTAssertTrue(embedded.stderr.contains("the stored token is for https://api.vk.com/method/"), embedded.stderr)
    }
}

/// A JPEG's width and height from its first SOF segment, walking the segments from the start
/// (so that no byte pair inside a table is taken for a marker).
func jpegFrameSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var at = 2
    while at + 9 < bytes.count, bytes[at] == 0xFF {
        let marker = bytes[at + 1]
        if (0xC0...0xC3).contains(marker) {
            return (Int(bytes[at + 7]) << 8 | Int(bytes[at + 8]), Int(bytes[at + 5]) << 8 | Int(bytes[at + 6]))
        }
        at += 2 + (Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]))
    }
    return nil
}
