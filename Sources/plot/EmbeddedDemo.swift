import DemoServer
import Foundation
import Transport

/// The embedded default: without --url, the points come from a demo server started inside
/// this process on an ephemeral loopback port, reached over real TLS, trusting exactly its CA.
enum EmbeddedDemo {
    static let description = "the embedded demo server"

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
