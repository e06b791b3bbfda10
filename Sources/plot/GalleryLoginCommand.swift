import ArgumentParser
import Foundation
import Gallery
import Transport

/// `plot gallery login`: VK's OAuth implicit flow. With the embedded demo it completes by itself,
/// following the demo's authorize page as the app's web view would; against VK it prints the
/// page to open and reads the address the browser ends on (or --redirect-url).
struct GalleryLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in to VK (OAuth) and keep the token for the other gallery commands.",
        discussion: """
            Against VK (--url \(VKClient.upstreamAPI)) give --client-id: the command prints the \
            page to open in a browser; after logging in, paste the address the browser ends on \
            (https://oauth.vk.com/blank.html#access_token=...), or pass it as --redirect-url. \
            The 2024 form, with that address percent-encoded in an authorize_url= parameter, is \
            read too. An empty answer, or an address saying access_denied, cancels.
            """)

    @Option(name: .customLong("client-id"), help: "Your VK app's id (for VK; the demo takes any).")
    var clientID: String?

    @Option(
        name: .customLong("redirect-url"),
        help: ArgumentHelp("The address the browser ended on, instead of pasting it.", valueName: "url"))
    var redirectURL: String?

    @Option(
        name: .customLong("oauth-url"),
        help: ArgumentHelp(
            "An OAuth host whose authorize page redirects at once (a demo server's .../vk/): followed, not printed.",
            valueName: "url"))
    var oauthURL: String?

    @OptionGroup var service: GalleryServiceArguments

    func validate() throws {
        if service.address.url != nil, redirectURL == nil, oauthURL == nil, clientID?.isEmpty ?? true {
            throw ValidationError(
                "--client-id is needed to log in to VK (or pass the address you ended on with --redirect-url)")
        }
    }

    func run() async throws {
        if try await service.showCertificateIfAsked() { return }
        let tokenFile = try GalleryTokenFile()
        let grant: OAuthRedirect.Grant
        do {
            grant = try await obtainGrant()
        } catch let failure as OAuthRedirect.Failure {
            if case .denied = failure { throw CLIError("\(failure); nothing was saved", status: .loginNeeded) }
            throw CLIError(failure.description, status: .usage)
        }
        let now = Int64(Date().timeIntervalSince1970)
        let session = GallerySession(grant: grant, now: now, service: service.serviceName)
        try tokenFile.save(session)
        let until = session.expiresAt == 0 ? "no expiry" : "valid for \(grant.expiresIn) s"
        print(
            "logged in to \(service.serviceDescription) as user \(grant.userID) (\(until)); token saved in \(tokenFile.path)"
        )
    }

    private func obtainGrant() async throws -> OAuthRedirect.Grant {
        if let redirectURL { return try OAuthRedirect.parse(redirectURL) }
        if service.address.url == nil || oauthURL != nil {
            return try await service.withClient { client, embeddedOAuth in
                let base = oauthURL ?? embeddedOAuth ?? VKClient.upstreamOAuth
                return try await follow(
                    client.transport, VKClient.authorizeURL(oauthBase: base, clientID: clientID ?? "demo"))
            }
        }
        let url = VKClient.authorizeURL(clientID: clientID ?? "")
        FileHandle.standardError.write(
            Data("Open this page in a browser and log in:\n\(url)\nThen paste the address it ends on: ".utf8))
        guard let line = readLine(strippingNewline: true), !line.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw OAuthRedirect.Failure.denied("no address was given")
        }
        return try OAuthRedirect.parse(line)
    }

    /// Opens the authorize page and reads where it redirects, as a web view would.
    private func follow(_ transport: HTTPTransport, _ url: String) async throws -> OAuthRedirect.Grant {
        let response: HTTPResponse
        do {
            response = try await Spinner.run("logging in") { try await transport.get(url: url) }
        } catch let error as TransportError {
            throw VKError.transport(error)
        }
        guard (300..<400).contains(response.status), let location = response.header("Location") else {
            throw VKError.malformed("the authorize page did not redirect (HTTP \(response.status))")
        }
        do {
            return try OAuthRedirect.parse(location)
        } catch .denied(let reason) {
            throw OAuthRedirect.Failure.denied(reason)
        } catch {
            throw VKError.malformed("the authorize page redirected without a token: \(error)")
        }
    }
}

extension GalleryLoginCommand: CallsAService {
    var serviceHints: ServiceHints { GalleryServiceArguments.hints("login") }
}

/// `plot gallery logout`: forgets the token. Nothing to forget is fine too.
struct GalleryLogoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Delete the stored VK token (fine when there is none).")

    func run() throws {
        let tokenFile = try GalleryTokenFile()
        if try tokenFile.delete() {
            print("logged out: deleted \(tokenFile.path)")
        } else {
            print("not logged in: no token at \(tokenFile.path)")
        }
    }
}
