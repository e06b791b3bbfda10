import Foundation
import Storage
import XCTest

final class PrivateFileTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func testConfigDirectoryFollowsXDG() throws {
        XCTAssertEqual(
            try ConfigDirectory.path(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/h"]), "/x/conf/plotkit")
        XCTAssertEqual(try ConfigDirectory.path(environment: ["HOME": "/h"]), "/h/.config/plotkit")
        XCTAssertEqual(
            try ConfigDirectory.path(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h/"]), "/h/.config/plotkit",
            "a relative XDG_CONFIG_HOME is ignored")
        XCTAssertThrowsError(try ConfigDirectory.path(environment: [:]))
    }

    func testWritesOwnerOnlyInANewOwnerOnlyFolder() throws {
        let file = PrivateFile(path: folder.appendingPathComponent("plotkit/secret.json").path)
        try file.write(Array("one".utf8))
        XCTAssertEqual(file.permissions(), 0o600)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.folder)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        try file.write(Array("two".utf8))
        XCTAssertEqual(try file.read(), Array("two".utf8))
        XCTAssertEqual(file.permissions(), 0o600)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: file.folder), ["secret.json"], "no temporary left")
    }

    func testDeleteTwiceIsFine() throws {
        let file = PrivateFile(path: folder.appendingPathComponent("secret").path)
        try file.write([1])
        XCTAssertTrue(try file.delete())
        XCTAssertFalse(try file.delete())
        XCTAssertNil(try file.read())
    }

    func testAFolderInTheWayIsAnError() throws {
        let file = PrivateFile(path: folder.path)
        XCTAssertThrowsError(try file.read())
        XCTAssertThrowsError(try file.write([1]))
    }
}
