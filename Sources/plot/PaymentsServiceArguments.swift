import ArgumentParser
import Payments
import Transport

/// Where the payments service is and how to call it: shared by login, list and logout.
struct PaymentsServiceArguments: ParsableArguments {
    @OptionGroup(title: "Service and trust") var address: ServiceAddress<PaymentsAddress>

    @Option(name: .customLong("app-key"), help: "The app-key header sent with every request.")
    var appKey = PaymentsClient.defaultAppKey

    @Option(name: .customLong("api-version"), help: "The v header (API version) sent with every request.")
    var apiVersion = PaymentsClient.defaultVersion

    @OptionGroup(title: "Service and trust")
    var service: ServiceOptions

    /// The name a stored token is filed under.
    var serviceName: String { EmbeddedDemo.serviceName(url: address.url) }

    var serviceDescription: String { EmbeddedDemo.name(of: serviceName) }

    /// What to add to a failure of this service, for `plot payments <command>`.
    static func hints(_ command: String) -> ServiceHints {
        ServiceHints(command: "plot payments \(command)")
    }

    /// Runs `body` with a client for --url, or for an embedded demo server started now.
    /// Over HTTPS it is the same as the points' one; plain http works too (--url http://...).
    func withClient<T>(_ body: (PaymentsClient) async throws -> T) async throws -> T {
        try await service.withService(url: address.url) { transport, base in
            try await body(client(transport, address.url == nil ? base + "/api/" : base))
        }
    }

    /// With --show-cert: prints the service's certificate chain and pins, and says it did.
    func showCertificateIfAsked() async throws -> Bool {
        guard service.showCert else { return false }
        let chain = try await withClient { client in
            try await client.transport.showCertificateChain(url: client.baseURL)
        }
        print(chain)
        return true
    }

    private func client(_ transport: HTTPTransport, _ base: String) -> PaymentsClient {
        PaymentsClient(transport: transport, baseURL: base, appKey: appKey, version: apiVersion)
    }
}

/// `plot payments --url`: the service's base, once `--base-url`.
enum PaymentsAddress: ServiceAddressKind {
    static var help: String {
        "The payments service's base, e.g. \(PaymentsClient.upstreamBaseURL) (http or https;"
            + " default: the embedded demo server)."
    }
    static var oldFlag: String { "base-url" }
}
