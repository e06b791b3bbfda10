import FileOutput
import FolderTesting
import Foundation
import XCTest

/// Paths and modes anyone could pass to OutputFile: a thrown OutputFileError, never a trap, and
/// never a file left half-written or an old one harmed.
final class OutputFileBadInputTests: TemporaryFolderTestCase {

    func testPathsThatCannotBeWritten() throws {
        let long = String(repeating: "x", count: 5000)
        let cases = [
            ("", "cannot write : No such file or directory"), (folder!, "cannot write DIR/: it is a folder"),
            (folder + "missing/f.png", "cannot write DIR/missing/f.png: the folder DIR/missing does not exist"),
            (folder + "a\u{0}b.png", "cannot write \"DIR/a\\0b.png\": a file name cannot hold a NUL byte"),
            (folder + long, "cannot write DIR/\(long): File name too long"),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(message { try OutputFile.write([1, 2, 3], to: path) }, "OutputFileError: " + expected)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "a"), "the name before the NUL is not written")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "no temporary file left")
    }

    /// Only the permission bits are taken: never set-user-ID, set-group-ID or sticky.
    func testPermissionsOfAnyValue() throws {
        for (asked, kept) in [(mode_t(0o7777), mode_t(0o777)), (0, 0), (.max, 0o777), (0o4600, 0o600)] {
            let path = folder + "m\(asked)"
            try OutputFile.write([1], to: path, permissions: asked)
            var status = stat()
            XCTAssertEqual(stat(path, &status), 0)
            XCTAssertEqual(status.st_mode & 0o7777, kept, "\(String(asked, radix: 8))")
        }
    }

    /// A file committed twice, or after it was discarded, is an error; the file in place stays.
    func testPendingCommittedTwiceOrAfterDiscard() throws {
        let path = folder + "f.png"
        let pending = try XCTUnwrap(OutputFile.prepare([1, 2], to: path))
        try pending.commit()
        XCTAssertEqual(
            message { try pending.commit() }, "OutputFileError: cannot write DIR/f.png: No such file or directory")
        let other = try XCTUnwrap(OutputFile.prepare([3], to: path))
        other.discard()
        XCTAssertEqual(
            message { try other.commit() }, "OutputFileError: cannot write DIR/f.png: No such file or directory")
        other.discard()
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), [1, 2])
    }
}
