/// Why points could not be read, worded for the one line a user sees.
public struct InputError: Error, Equatable, CustomStringConvertible {
    /// What the user has to fix: the path (nothing readable there), or the bytes themselves.
    public enum Cause: Sendable, Equatable {
        /// No such file, a folder, a device, or the system refused to read it.
        case unreadable
        /// The bytes were read but hold no usable points.
        case invalid
    }

    public var message: String
    public var cause: Cause

    public init(_ message: String, cause: Cause = .invalid) {
        self.message = message
        self.cause = cause
    }

    public var description: String { message }
}
