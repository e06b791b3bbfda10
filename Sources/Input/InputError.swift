/// Why points could not be read, worded for the one line a user sees.
public struct InputError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
