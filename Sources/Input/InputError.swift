/// Why points could not be read, worded for the one line a user sees.
public struct InputError: Error, Equatable, CustomStringConvertible {
    /// What the user has to fix: the path (nothing readable there), or the bytes themselves.
    public enum Cause: Sendable, Equatable {
        /// No such file, a folder, a device, or the system refused to read it.
        case unreadable
        /// The bytes were read but hold no usable points.
        case invalid
        /// What the reader was asked for is not there: a column the file does not have.
        case usage
    }

    /// One line for the user, naming the input.
    public var message: String
    /// What the user has to fix.
    public var cause: Cause
    /// Time formats each of which would read the column, when its dates can be read more than
    /// one way (`01/02/2026`: day or month first?): the caller offers them as its interface
    /// names the setting (`plot` as `--time-format`). Empty for any other error.
    package var timeFormats: [String]

    package init(_ message: String, cause: Cause = .invalid, timeFormats: [String] = []) {
        self.message = message
        self.cause = cause
        self.timeFormats = timeFormats
    }

    /// The message, with the time formats that would read the column when there are some.
    public var description: String {
        guard !timeFormats.isEmpty else { return message }
        return message + "; give a time format: " + timeFormats.joined(separator: " or ")
    }
}
