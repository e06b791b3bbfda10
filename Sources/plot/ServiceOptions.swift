import ArgumentParser
import Foundation
import NIOCore
import Transport

/// How to reach a service and whom to trust: shared by every command that talks to one.
/// Verification is always on; these flags only say what to trust.
struct ServiceOptions: ParsableArguments {
    @Option(
        name: .customLong("ca-file"),
        help: ArgumentHelp("Trust this CA (PEM) in addition to the system roots. Repeatable.", valueName: "pem"))
    var caFiles: [String] = []

    @Option(
        name: .customLong("pin-sha256"),
        help: ArgumentHelp(
            "Accept the server whose key has this SPKI SHA-256 (base64), whatever CA signed it. Repeatable.",
            valueName: "base64"))
    var pins: [String] = []

    @Flag(name: .customLong("show-cert"), help: "Print the server's certificate chain and pins, then exit.")
    var showCert = false

    // Optional rather than defaulted, so that a command can tell they were given (and refuse
    // them where nothing is fetched); the defaults are TransportOptions'.
    @Option(
        name: .customLong("connect-timeout"), parsing: .unconditional,
        help: ArgumentHelp("Seconds to wait for a connection (default: 10).", valueName: "s"))
    var connectTimeout: Double?

    @Option(
        name: .customLong("timeout"), parsing: .unconditional,
        help: ArgumentHelp("Seconds the whole request may take (default: 30).", valueName: "s"))
    var timeout: Double?

    @Option(
        name: .customLong("max-response"), parsing: .unconditional,
        help: ArgumentHelp("Largest response body accepted, in bytes (default: 16 MiB).", valueName: "bytes"))
    var maxResponse: Int?

    /// The flags given, for commands that must refuse them when nothing is fetched.
    var given: [String] {
        [
            ("--ca-file", !caFiles.isEmpty), ("--pin-sha256", !pins.isEmpty), ("--show-cert", showCert),
            ("--connect-timeout", connectTimeout != nil), ("--timeout", timeout != nil),
            ("--max-response", maxResponse != nil),
        ].filter(\.1).map(\.0)
    }

    func validate() throws {
        let defaults = TransportOptions()
        let connectTimeout = self.connectTimeout ?? Double(defaults.connectTimeout.nanoseconds) / 1e9
        let timeout = self.timeout ?? Double(defaults.totalTimeout.nanoseconds) / 1e9
        let maxResponse = self.maxResponse ?? defaults.maxBodyBytes
        // A day at most: NIO takes the time as a 64-bit count of nanoseconds.
        guard connectTimeout > 0, connectTimeout <= 86_400 else {
            throw ValidationError("--connect-timeout must be a number of seconds from more than 0 to 86400")
        }
        guard timeout > 0, timeout <= 86_400 else {
            throw ValidationError("--timeout must be a number of seconds from more than 0 to 86400")
        }
        guard maxResponse > 0 else { throw ValidationError("--max-response must be a number of bytes greater than 0") }
    }

    var transportOptions: TransportOptions {
        var options = TransportOptions(userAgent: PlotVersion.userAgent)
        if let connectTimeout { options.connectTimeout = .milliseconds(Int64(connectTimeout * 1000)) }
        if let timeout { options.totalTimeout = .milliseconds(Int64(timeout * 1000)) }
        if let maxResponse { options.maxBodyBytes = maxResponse }
        return options
    }

    /// The user's trust settings, plus exactly the embedded server's CA when there is one.
    func trust(embeddedCA: String?) throws -> TrustSettings {
        guard let embeddedCA else { return TrustSettings(caFiles: caFiles, pins: pins) }
        var trust = try TrustSettings.only(caPEM: embeddedCA)
        trust.caFiles = caFiles
        trust.pins = pins
        return trust
    }

    func transport(embeddedCA: String?) throws -> HTTPTransport {
        try HTTPTransport(trust: trust(embeddedCA: embeddedCA), options: transportOptions)
    }
}

extension ServiceOptions {
    /// Runs `body` with a transport for the service at `url`, or, without one, for a demo server
    /// started inside this command (`seed` makes its points repeatable), trusting exactly its
    /// CA. `body` gets the base to call: `url` as given, or the embedded server's root.
    func withService<T>(
        url: String?, seed: UInt64? = nil, _ body: (_ transport: HTTPTransport, _ base: String) async throws -> T
    ) async throws -> T {
        if let url { return try await body(try transport(embeddedCA: nil), url) }
        return try await EmbeddedDemo.with(seed: seed) { base, caPEM in
            try await body(try transport(embeddedCA: caPEM), base)
        }
    }
}
