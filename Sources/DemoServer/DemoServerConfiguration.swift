import Foundation

/// How the demo server listens and how its services behave.
public struct DemoServerConfiguration: Sendable {
    /// Address to bind; loopback by default so nothing outside can reach it.
    public var host: String
    /// 0 picks a free port; `DemoServer.start()` returns the real one.
    public var port: Int
    /// The name clients connect as: put ONLY in the server certificate's CN,
    /// no subjectAltName, like the upstream certificate.
    public var certificateName: String
    /// Share of points requests answered with result -1 (0...1).
    public var errorRate: Double
    /// Seed for repeatable points and errors; nil = different every run.
    public var seed: UInt64?
    /// Send x and y as JSON numbers instead of strings.
    public var numericCoordinates: Bool
    /// Largest `count` served; above it the answer is -100.
    public var maxCount: Int
    /// Register the /test/... fault routes used by integration tests.
    public var enableTestRoutes: Bool
    /// Test knob: issue a server certificate that expired a year ago.
    public var expiredCertificate: Bool
    /// Serve plain HTTP instead of TLS, as the payments service upstream did.
    public var plainHTTP: Bool
    /// Seconds a payments token stays valid (0: expired as soon as issued, for tests).
    public var paymentsTokenLifetime: Int64
    /// Answer every hot-water request with this fault (nil: the real schedule).
    public var hotWaterFault: HotWaterFault?
    /// Share of VK method calls answered with error 6, "Too many requests per second" (0...1).
    public var vkRateLimit: Double
    /// Seconds a VK token stays valid (VK's own: 86400).
    public var vkTokenLifetime: Int64
    /// Answer every VK request with this fault (nil: the real gallery).
    public var vkFault: VKFault?
    /// The receipts' "now": they span the ten months before it. nil: the start of today (UTC),
    /// so the data stays the same all day; a fixed clock keeps pictures of it the same for good.
    public var receiptsClock: Date?
    /// Seconds a receipts session (its cookie) stays valid.
    public var receiptsSessionLifetime: Int64

    public init(
        host: String = "127.0.0.1",
        port: Int = 0,
        certificateName: String = "localhost",
        errorRate: Double = 0,
        seed: UInt64? = nil,
        numericCoordinates: Bool = false,
        maxCount: Int = 10_000,
        enableTestRoutes: Bool = true,
        expiredCertificate: Bool = false,
        plainHTTP: Bool = false,
        paymentsTokenLifetime: Int64 = 3600,
        hotWaterFault: HotWaterFault? = nil,
        vkRateLimit: Double = 0,
        vkTokenLifetime: Int64 = 86_400,
        vkFault: VKFault? = nil,
        receiptsClock: Date? = nil,
        receiptsSessionLifetime: Int64 = 3600
    ) {
        self.host = host
        self.port = port
        self.certificateName = certificateName
        self.errorRate = min(max(errorRate, 0), 1)
        self.seed = seed
        self.numericCoordinates = numericCoordinates
        self.maxCount = maxCount
        self.enableTestRoutes = enableTestRoutes
        self.expiredCertificate = expiredCertificate
        self.plainHTTP = plainHTTP
        self.paymentsTokenLifetime = max(0, paymentsTokenLifetime)
        self.hotWaterFault = hotWaterFault
        self.vkRateLimit = min(max(vkRateLimit, 0), 1)
        self.vkTokenLifetime = max(0, vkTokenLifetime)
        self.vkFault = vkFault
        self.receiptsClock = receiptsClock
        self.receiptsSessionLifetime = max(0, receiptsSessionLifetime)
    }
}
