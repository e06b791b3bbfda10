import ArgumentParser
import DemoServer
import FileOutput
import Foundation
import NIOCore

/// `plot demo-server`: runs the local emulation of the services in the foreground.
struct DemoServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-server",
        abstract: "Run the demo server (private CA, CN-only certificate, as upstream) until Ctrl-C.")

    @Option(help: "Port to listen on (0 picks a free one).")
    var port = 8443

    @Option(help: "Address to bind (loopback by default).")
    var host = "127.0.0.1"

    @Option(help: "The host name put in the certificate's CN (its only place, as upstream).")
    var name = "localhost"

    @Option(
        name: .customLong("ca-out"),
        help: ArgumentHelp("Write the private CA certificate (PEM) here.", valueName: "file"))
    var caOut: String?

    @Option(name: .customLong("error-rate"), help: "Share of points requests answered with result -1 (0 to 1).")
    var errorRate = 0.0

    @Option(help: "Seed for repeatable points and errors.")
    var seed: UInt64?

    @Flag(help: "Send x and y as JSON numbers instead of strings.")
    var numeric = false

    @Flag(name: .customLong("plain-http"), help: "Serve plain HTTP instead of TLS, as the payments upstream did.")
    var plainHTTP = false

    @Option(name: .customLong("token-lifetime"), help: "Seconds a payments token stays valid.")
    var tokenLifetime: Int64 = 3600

    @Option(
        name: .customLong("hot-water-fault"),
        help: "Answer every hot-water request with this fault (also per request under /fault/NAME/...).")
    var hotWaterFault: HotWaterFault?

    @Option(name: .customLong("vk-rate-limit"), help: "Share of VK method calls answered with error 6 (0 to 1).")
    var vkRateLimit = 0.0

    @Option(
        name: .customLong("vk-fault"),
        help: "Answer every VK request with this fault (also per request under /fault/NAME/vk/...).")
    var vkFault: VKFault?

    @Option(
        name: .customLong("session-lifetime"),
        help: ArgumentHelp("Seconds a receipts session (its cookie) stays valid.", valueName: "seconds"))
    var sessionLifetime: Int64 = 3600

    @Option(
        name: .customLong("receipts-clock"),
        help: ArgumentHelp(
            "The receipts' \"now\" (ISO 8601, e.g. 2026-11-20T12:00:00Z): they span the ten months before it."
                + " Default: the start of today (UTC).", valueName: "time"))
    var receiptsClock: String?

    func validate() throws {
        guard (0...1).contains(vkRateLimit) else { throw ValidationError("--vk-rate-limit must be between 0 and 1") }
        guard (0...315_360_000).contains(sessionLifetime) else {
            throw ValidationError("--session-lifetime must be 0 to 315360000 seconds (ten years)")
        }
        if receiptsClock != nil, clock() == nil {
            throw ValidationError("--receipts-clock must be an ISO 8601 time such as 2026-11-20T12:00:00Z")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
        guard (0...1).contains(errorRate) else { throw ValidationError("--error-rate must be between 0 and 1") }
        guard (0...315_360_000).contains(tokenLifetime) else {
            throw ValidationError("--token-lifetime must be 0 to 315360000 seconds (ten years)")
        }
    }

    func run() async throws {
        let server = try DemoServer(
            configuration: DemoServerConfiguration(
                host: host, port: port, certificateName: name, errorRate: errorRate, seed: seed,
                numericCoordinates: numeric, enableTestRoutes: false, plainHTTP: plainHTTP,
                paymentsTokenLifetime: tokenLifetime, hotWaterFault: hotWaterFault, vkRateLimit: vkRateLimit,
                vkFault: vkFault, receiptsClock: clock(), receiptsSessionLifetime: sessionLifetime))
        if let caOut {
            try OutputFileText.write(server.caCertificatePEM, to: caOut)
        }
        let name = self.name
        let caOut = plainHTTP ? nil : self.caOut
        let scheme = plainHTTP ? "http" : "https"
        do {
            try await serve(server, name: name, caOut: caOut, scheme: scheme)
        } catch let error as IOError {
            // NIO's text ("bind(descriptor:ptr:bytes:): Address already in use) (errno: 98)") as one line.
            throw CLIError(
                "cannot listen on \(host):\(port): \(String(cString: strerror(error.errnoCode)))", status: .unavailable)
        }
    }

    func clock() -> Date? { receiptsClock.flatMap { ISO8601DateFormatter().date(from: $0) } }

    private func serve(_ server: DemoServer, name: String, caOut: String?, scheme: String) async throws {
        try await server.run { port in
            var text = "demo server: \(scheme)://\(name):\(port)/mobws/json/pointsList\n"
            let trust = caOut.map { " --ca-file \($0)" } ?? ""
            text += "payments: plot payments login --login demo --url \(scheme)://\(name):\(port)/api/\(trust)\n"
            text += "hot-water: plot hot-water --url \(scheme)://\(name):\(port)\(trust) -o hot-water.pdf\n"
            text +=
                "VK gallery: plot gallery login --url \(scheme)://\(name):\(port)/vk/method/"
                + " --oauth-url \(scheme)://\(name):\(port)/vk/\(trust)\n"
            text += "receipts: plot receipts feed --url \(scheme)://\(name):\(port)\(trust) -o feed.pdf\n"
            if let caOut { text += "its CA certificate: \(caOut) (e.g. plot --ca-file \(caOut) --url ...)\n" }
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}

extension HotWaterFault: ExpressibleByArgument {}
extension VKFault: ExpressibleByArgument {}
