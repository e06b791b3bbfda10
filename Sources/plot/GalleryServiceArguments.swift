import ArgumentParser
import Foundation
import Gallery
import Storage
import Transport

/// Where VK is and whom to trust: shared by the gallery's commands.
struct GalleryServiceArguments: ParsableArguments {
    @OptionGroup(title: "Service and trust") var address: ServiceAddress<GalleryAddress>

    @Option(
        name: .customLong("owner-id"), parsing: .unconditional,
        help: "The group (a negative id) or user whose photos and videos to show (default: mobileup_studio).")
    var ownerID = VKClient.mobileUpOwnerID

    @OptionGroup(title: "Service and trust")
    var service: ServiceOptions

    var serviceName: String { EmbeddedDemo.serviceName(url: address.url) }

    var serviceDescription: String { EmbeddedDemo.name(of: serviceName) }

    /// Where the pictures came from, as a page in `strings`' language says it: the embedded
    /// server in that language, or the address.
    func source(in strings: GalleryStrings) -> String {
        serviceName == EmbeddedDemo.serviceName ? strings.embeddedDemo : serviceDescription
    }

    static func hints(_ command: String) -> ServiceHints {
        ServiceHints(command: "plot gallery \(command)")
    }

    /// Runs `body` with a client for --url, or for an embedded demo server started now
    /// (then `oauthBase` is its authorize page's folder).
    func withClient<T>(
        _ body: (_ client: VKClient, _ oauthBase: String?) async throws -> T
    ) async throws -> T {
        try await service.withService(url: address.url) { transport, base in
            let client = VKClient(
                transport: transport, apiBase: address.url == nil ? base + "/vk/method/" : base, ownerID: ownerID)
            return try await body(client, address.url == nil ? base + "/vk/" : nil)
        }
    }

    /// One of the group's lists ("photo", "video"), fetched with the stored token (checked
    /// before anything connects) behind a spinner; `body` gets the list and the client.
    func withList<Item, T>(
        _ noun: String, _ fetch: (_ client: VKClient, _ token: String) async throws -> GalleryList<Item>,
        _ body: (_ list: GalleryList<Item>, _ client: VKClient) async throws -> T
    ) async throws -> T {
        let session = try session()
        return try await withClient { client, _ in
            let list = try await Spinner.run("fetching the \(noun) list") { try await fetch(client, session.token) }
            return try await body(list, client)
        }
    }

    /// With --show-cert: prints the service's certificate chain and pins, and says it did.
    func showCertificateIfAsked() async throws -> Bool {
        guard service.showCert else { return false }
        print(
            try await withClient { client, _ in try await client.transport.showCertificateChain(url: client.apiBase) })
        return true
    }

    /// The stored token for this service, while usable.
    func session() throws -> GallerySession {
        try GalleryTokenFile().usableSession(
            for: serviceName, description: serviceDescription, now: Int64(Date().timeIntervalSince1970))
    }

    /// A downloader through the picture cache. The embedded demo's pictures are the same every
    /// run while its port is not, so they are kept under their path alone.
    func downloader(_ client: VKClient) -> ImageDownloader {
        var downloader = ImageDownloader(transport: client.transport, cache: Self.imageCache())
        if address.url == nil { downloader.cacheKey = ImageDownloader.keyWithoutAddress(prefix: "embedded-demo:") }
        return downloader
    }

    /// The picture cache, or nil (with a warning) when no cache folder can be named: pictures
    /// are then downloaded every run.
    static func imageCache() -> FileCache? {
        do {
            return try FileCache.named("images", capBytes: imageCacheCap)
        } catch {
            CLIWarning.print("\(error); pictures are not cached")
            return nil
        }
    }

    /// 256 MiB: ~2,000 grid thumbnails or a few hundred originals.
    static let imageCacheCap = 256 << 20
}

/// `plot gallery --url`: VK's API base, once `--api-url`.
enum GalleryAddress: ServiceAddressKind {
    static var help: String {
        "VK's API base, \(VKClient.upstreamAPI) for VK itself (default: the embedded demo server)."
    }
    static var oldFlag: String { "api-url" }
}

/// A `plot: warning:` line on stderr.
enum CLIWarning {
    static func print(_ text: String) {
        FileHandle.standardError.write(Data("plot: warning: \(text)\n".utf8))
    }
}
