import Foundation
import XCTest

/// A test case with a folder of its own, made before each test and removed after it, for tests
/// that hand bad paths to the library: `message(_:)` writes what a call threw as its type and
/// text with the folder shown as "DIR/", so an expected message reads the same on any machine.
open class TemporaryFolderTestCase: XCTestCase {
    /// The test's folder, ending in "/".
    public private(set) var folder: String!

    open override func setUpWithError() throws {
        try super.setUpWithError()
        folder = NSTemporaryDirectory() + "plotkit-\(type(of: self))-\(getpid())-\(UInt(bitPattern: name.hashValue))/"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    open override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
        try super.tearDownWithError()
    }

    /// What `body` threw, as "Type: text" with the folder written "DIR/"; "no error" when it
    /// threw nothing.
    public func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch {
            return shown(error)
        }
    }

    /// `error` as "Type: text" with the folder written "DIR/".
    public func shown(_ error: any Error) -> String {
        "\(type(of: error)): \(error)".replacingOccurrences(of: folder, with: "DIR/")
    }
}
