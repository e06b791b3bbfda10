/// A failure while rendering or writing output, worded for one line on stderr.
public struct RenderError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
