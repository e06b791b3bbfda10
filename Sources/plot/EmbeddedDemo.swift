import DemoServer
import Foundation
import Transport

/// The embedded default: without --url, the points come from a demo server started inside
/// this process on an ephemeral loopback port, reached over real TLS, trusting exactly its CA.
enum EmbeddedDemo {
    static let description = "the embedded demo server"

    /// What a stored token or session is filed under when no URL was given: the embedded
    /// server moves port every run.
    static let serviceName = "embedded"

    /// The name a token is filed under: the service's URL with a final "/", or `serviceName`.
    static func serviceName(url: String?) -> String {
        guard let url else { return serviceName }
        return url.hasSuffix("/") ? url : url + "/"
    }

    /// A stored service name as a message says it: this server's description, or the URL.
    static func name(of service: String) -> String {
        service == serviceName ? description : service
    }

    static func with<T>(
        seed: UInt64?, _ body: (_ baseURL: String, _ caPEM: String) async throws -> T
    ) async throws -> T {
        let server = try DemoServer(
            configuration: DemoServerConfiguration(
                host: "127.0.0.1", port: 0, certificateName: "localhost", seed: seed, enableTestRoutes: false))
        let (port, caPEM) = try await server.start()
        do {
            let result = try await body("https://localhost:\(port)", caPEM)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }
}
