/// A file PlotKit keeps cannot be read, written or removed; the message says which and why.
public struct StorageError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
