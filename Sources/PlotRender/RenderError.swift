/// A failure while rendering or writing output, worded for one line on stderr.
public struct RenderError: Error, Equatable, CustomStringConvertible {
    /// What the caller can do about it.
    public enum Cause: Sendable, Equatable {
        /// Cairo or libpng refused: nothing the user asked for explains it.
        case drawing
        /// The request cannot be drawn as asked (a page too large in pixels, a terminal as the
        /// target): a different request would work.
        case request
    }

    /// One line for the user.
    public var message: String
    /// Whether a different request would work.
    public var cause: Cause

    package init(_ message: String, cause: Cause = .drawing) {
        self.message = message
        self.cause = cause
    }

    /// The message.
    public var description: String { message }
}
