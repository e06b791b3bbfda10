import ArgumentParser
import Foundation
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

    @Option(
        name: .customLong("connect-timeout"), help: ArgumentHelp("Seconds to wait for a connection.", valueName: "s"))
    var connectTimeout: Double = 10

    @Option(name: .customLong("timeout"), help: ArgumentHelp("Seconds the whole request may take.", valueName: "s"))
    var timeout: Double = 30

    @Option(
        name: .customLong("max-response"),
        help: ArgumentHelp("Largest response body accepted, in bytes.", valueName: "bytes"))
    var maxResponse: Int = 16 << 20

    func validate() throws {
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
        var options = TransportOptions()
        options.connectTimeout = .milliseconds(Int64(connectTimeout * 1000))
        options.totalTimeout = .milliseconds(Int64(timeout * 1000))
        options.maxBodyBytes = maxResponse
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
