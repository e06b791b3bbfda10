import XCTest

@testable import plot

/// The notes a watched file's reads have said: each said once, and only the latest kept, so a
/// server that runs for days does not keep every row count it said.
final class StderrNoteTests: XCTestCase {
    func testANoteIsSaidOnceAndOnlyTheLatestAreKept() {
        let said = StderrNote.SaidNotes()
        XCTAssertTrue(said.first("1,000 rows"))
        XCTAssertFalse(said.first("1,000 rows"), "said once")
        for count in 1...StderrNote.SaidNotes.kept { XCTAssertTrue(said.first("\(count) more rows")) }
        XCTAssertTrue(said.first("1,000 rows"), "forgotten after \(StderrNote.SaidNotes.kept) newer notes")
        XCTAssertFalse(said.first("\(StderrNote.SaidNotes.kept) more rows"), "a recent one is still kept")
    }
}
