import ArgumentParser
import Foundation
import Payments
import PlotCore
import PlotRender

/// `plot payments list -o FILE`: fetches the payments with the stored token and draws the table.
struct PaymentsListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Draw the table of payments to PNG, PDF or SVG, with the token from plot payments login.",
        discussion: """
            Long tables continue on more pages: a PDF holds them all; PNG and SVG write NAME-2.png, \
            NAME-3.png... and the command says which files it wrote.
            """)

    @OptionGroup var service: PaymentsServiceArguments

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Output file (.png, .pdf, .svg); - writes to standard output.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: "Title above the table (default: Payments).")
    var title: String?

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp(
            "Time zone of the dates: an identifier such as Europe/Moscow, or local.", valueName: "zone"))
    var timeZone = "UTC"

    @OptionGroup(title: "Page")
    var pages: PageOptions<LandscapePages>

    func outputFormat() throws -> OutputFormat { try pages.outputFormat(for: output) }
    func page() throws -> PageSpec { try pages.page() }

    func validate() throws {
        _ = try outputFormat()
        _ = try page()
        _ = try zone()
    }

    func zone() throws -> TimeZone {
        guard let zone = ZoneArgument.zone(timeZone) else {
            throw ValidationError("--time-zone: unknown time zone '\(timeZone)' (give \(ZoneArgument.examples))")
        }
        return zone
    }

    func run() async throws {
        if try await service.showCertificateIfAsked() { return }
        // Checked here rather than required by the parser, so that an unknown option is what gets reported.
        guard let output else {
            throw ValidationError("no output: give -o FILE (.png, .pdf, .svg), or -o - for standard output")
        }
        let tokenFile = try PaymentsTokenFile()
        guard let session = try tokenFile.load() else {
            throw CLIError("not logged in: run plot payments login --login NAME first", status: .loginNeeded)
        }
        guard session.service == service.serviceName else {
            throw CLIError(
                "the stored token is for \(EmbeddedDemo.name(of: session.service)), not \(service.serviceDescription):"
                    + " log in again with plot payments login --login NAME", status: .loginNeeded)
        }
        let list = try await service.withClient { client in
            try await Spinner.run("fetching payments") { try await client.payments(token: session.token) }
        }
        let format = try outputFormat()
        let page = format.page(try page())
        let text = PangoTextEngine()
        let scene = PaymentsPage(
            list: list, page: page, title: title, timeZone: try zone(), source: service.serviceDescription
        ).scene(measurer: text)
        try PageOutput.write(
            scene, format: format, to: output, text: text, svgTextAsOutlines: pages.svgTextAsOutlines)
    }
}

extension PaymentsListCommand: CallsAService {
    var serviceHints: ServiceHints { PaymentsServiceArguments.hints("list") }
}
