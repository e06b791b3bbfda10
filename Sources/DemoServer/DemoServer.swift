import Hummingbird
import HummingbirdTLS
import Logging
import NIOConcurrencyHelpers
import NIOCore

/// Local emulation of PlotKit's upstream services over real TLS, with a
/// private CA made at start (or over plain HTTP, as the payments upstream).
/// Runs in-process (`start`/`stop`, for tests and the embedded demo) or in
/// the foreground (`run`).
public final class DemoServer: Sendable {
    public let configuration: DemoServerConfiguration
    public let certificates: DemoCertificates
    /// The private CA that signed the server certificate, PEM.
    public let caCertificatePEM: String
    /// What the VK emulation has answered, counted for tests.
    public let vkStatistics = VKStatistics()
    /// The VK gallery's pictures, drawn once per server and kept across restarts of it.
    private let vkImages = VKImages()
    private let vkCatalogue = VKCatalogue()

    private struct State {
        var task: Task<Void, any Error>?
        var port: Int?
    }
    private let state = NIOLockedValueBox(State())

    public init(configuration: DemoServerConfiguration = DemoServerConfiguration()) throws {
        self.configuration = configuration
        certificates = try DemoCertificates(
            serverName: configuration.certificateName,
            expired: configuration.expiredCertificate
        )
        caCertificatePEM = try certificates.caPEM()
    }

    /// The bound port once started.
    public var port: Int? { state.withLockedValue { $0.port } }

    /// Starts in the background and returns once the port is bound.
    @discardableResult
    public func start() async throws -> (port: Int, caPEM: String) {
        let bound = BoundPort()
        // stop() cancels the server, which Hummingbird logs as an error: quiet it.
        let app = try makeApplication(logLevel: .critical) { port in bound.resolve(.success(port)) }
        let task = Task {
            do {
                try await app.run()
                bound.resolve(.failure(DemoServerError.stoppedBeforeListening))
            } catch {
                bound.resolve(.failure(error))
                throw error
            }
        }
        state.withLockedValue { $0.task = task }
        let port = try await bound.value()
        state.withLockedValue { $0.port = port }
        return (port, caCertificatePEM)
    }

    /// Stops a server begun with `start()` and waits until it has closed.
    public func stop() async {
        let task = state.withLockedValue { state in
            defer { state = State() }
            return state.task
        }
        task?.cancel()
        _ = await task?.result
    }

    /// Runs in the foreground until SIGINT or SIGTERM.
    /// `onListening` gets the bound port (to print it, write the CA...).
    public func run(onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        let app = try makeApplication(logLevel: .warning, onListening)
        try await app.runService()
    }

    private func makeApplication(
        logLevel: Logger.Level,
        _ onListening: @escaping @Sendable (Int) -> Void
    ) throws -> some ApplicationProtocol {
        let router = Router()
        let random = SharedRandom(seed: configuration.seed)
        let points = PointsRoutes(configuration: configuration, random: random)
        points.register(on: router)
        HotWaterRoutes(configuration: configuration).register(on: router)
        if configuration.enableTestRoutes {
            PointsFaultRoutes(points: points).register(on: router)
            PaymentsFaultRoutes().register(on: router)
        }
        PaymentsRoutes(configuration: configuration).register(on: router)
        VKRoutes(
            configuration: configuration, random: random, statistics: vkStatistics, catalogue: vkCatalogue,
            images: vkImages
        ).register(on: router)
        ReceiptsRoutes(configuration: configuration).register(on: router)
        var logger = Logger(label: "DemoServer")
        logger.logLevel = logLevel
        return Application(
            router: router,
            server: configuration.plainHTTP
                ? .http1() : try .tls(.http1(), tlsConfiguration: certificates.serverTLSConfiguration()),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }
}

public enum DemoServerError: Error, CustomStringConvertible {
    case stoppedBeforeListening

    public var description: String { "the demo server stopped before it was listening" }
}
