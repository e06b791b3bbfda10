import DemoServer
import Foundation
import Gallery
import Transport

/// A demo server over TLS, a client trusting only its CA, and a token from its authorize page.
struct DemoGallery {
    let server: DemoServer
    let transport: HTTPTransport
    let base: String

    static func with<T>(
        _ configuration: DemoServerConfiguration = DemoServerConfiguration(seed: 3),
        _ body: (DemoGallery) async throws -> T
    ) async throws -> T {
        let server = try DemoServer(configuration: configuration)
        let (port, caPEM) = try await server.start()
        do {
            let gallery = DemoGallery(
                server: server, transport: try HTTPTransport(trust: .only(caPEM: caPEM)),
                base: "https://localhost:\(port)")
            let result = try await body(gallery)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// A client with quick retries, so the tests of error 6 take milliseconds.
    func client(fault: String? = nil) -> VKClient {
        VKClient(
            transport: transport, apiBase: base + (fault.map { "/fault/\($0)" } ?? "") + "/vk/method/",
            retry: RetryPolicy(retries: 5, firstDelay: .milliseconds(5), maxDelay: .milliseconds(20)))
    }

    /// Follows the demo's authorize page, as `plot gallery login` does.
    func login(fault: String? = nil) async throws -> OAuthRedirect.Grant {
        let oauth = base + (fault.map { "/fault/\($0)" } ?? "") + "/vk/"
        let response = try await transport.get(url: VKClient.authorizeURL(oauthBase: oauth, clientID: "demo"))
        guard let location = response.header("Location") else { throw VKError.malformed("no redirect") }
        return try OAuthRedirect.parse(location)
    }
}
