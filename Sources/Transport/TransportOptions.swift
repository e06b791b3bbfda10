import NIOCore

/// Limits that keep one request bounded in time and memory.
public struct TransportOptions: Sendable {
    /// Time allowed to open the TCP connection (name resolution included).
    public var connectTimeout: TimeAmount
    /// Time allowed for the whole exchange, connection to last body byte.
    public var totalTimeout: TimeAmount
    /// Largest response body accepted, in bytes.
    public var maxBodyBytes: Int
    /// Sent as User-Agent.
    public var userAgent: String

    public init(
        connectTimeout: TimeAmount = .seconds(10),
        totalTimeout: TimeAmount = .seconds(30),
        maxBodyBytes: Int = 16 * 1024 * 1024,
        userAgent: String = "PlotKit"
    ) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maxBodyBytes = maxBodyBytes
        self.userAgent = userAgent
    }
}
