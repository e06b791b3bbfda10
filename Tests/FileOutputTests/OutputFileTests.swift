import FileOutput
import Foundation
import XCTest

/// Files written whole or not at all, into what is already there.
final class OutputFileTests: XCTestCase {
    func testReplacesWholeAndLeavesNoTemporaryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("chart.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try OutputFile.write(Array("new".utf8), to: target)
        XCTAssertEqual(FileManager.default.contents(atPath: target), Data("new".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["chart.png"])
    }

    /// A file written piece by piece (a PDF as Cairo makes its pages) is still whole or nothing:
    /// a failure after some pieces leaves the old file as it was and no temporary file; the
    /// pieces of one that succeeds are the file.
    func testAFileWrittenInPiecesIsWholeOrNothing() throws {
        struct Stop: Error {}
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("doc.pdf").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertThrowsError(
            try OutputFile.prepare(to: target) { write in
                try Array("page 1 ".utf8).withUnsafeBytes { try write($0) }
                throw Stop()
            })
        XCTAssertEqual(FileManager.default.contents(atPath: target), Data("old".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["doc.pdf"])
        try OutputFile.prepare(to: target) { write in
            for piece in ["page 1 ", "page 2"] { try Array(piece.utf8).withUnsafeBytes { try write($0) } }
        }?.commit()
        XCTAssertEqual(FileManager.default.contents(atPath: target), Data("page 1 page 2".utf8))
    }

    /// A new file gets 0666 less the umask, as `open(2)` would give it: set here, because CI's
    /// machine runs with umask 0 and a developer's with 022.
    func testANewFileGetsTheModeTheUmaskAllows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = umask(0o027)
        defer { umask(saved) }
        let target = folder.appendingPathComponent("chart.png").path
        try OutputFile.write(Array("new".utf8), to: target)
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
    }

    func testInAMissingFolderFailsClearly() {
        XCTAssertThrowsError(try OutputFile.write([1, 2, 3], to: "/nonexistent-folder/x.png")) { error in
            XCTAssertEqual(
                "\(error)", "cannot write /nonexistent-folder/x.png: the folder /nonexistent-folder does not exist")
        }
    }

    /// A link stays a link, a device or pipe is written into, an existing file keeps its mode.
    func testRespectsWhatIsAlreadyThere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let keep = folder.appendingPathComponent("keep.png").path
        let link = folder.appendingPathComponent("link.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: keep))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "keep.png")
        try OutputFile.write(Array("new".utf8), to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "keep.png")
        XCTAssertEqual(FileManager.default.contents(atPath: keep), Data("new".utf8))

        let fifo = folder.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        signal(SIGPIPE, SIG_IGN)  // a failure here must fail the test, not kill the test process
        let reader = Thread {
            let descriptor = open(fifo, O_RDONLY)  // blocks until the writer opens: no early EOF
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(descriptor, &buffer, buffer.count) > 0 {}
            close(descriptor)
        }
        reader.start()
        try OutputFile.write(Array("through".utf8), to: fifo)
        var status = stat()
        XCTAssertEqual(lstat(fifo, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the pipe is still a pipe")

        let secret = folder.appendingPathComponent("secret.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: secret))
        chmod(secret, 0o600)
        try OutputFile.write(Array("new".utf8), to: secret)
        XCTAssertEqual(stat(secret, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o600)
    }
}
