import ArgumentParser
import Foundation

enum PlotMain {
    /// Runs the command line and returns the exit status.
    static func run(arguments: [String]) async -> Int32 {
        let arguments = ArgumentNormalizer.normalize(arguments)
        // Help and errors come from the command that parsed the line, e.g. `plot payments`.
        let root = arguments.first.flatMap { standalone[$0] } ?? PlotCommand.self
        do {
            var command = try parse(arguments)
            do {
                if var asyncCommand = command as? AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
            } catch {
                // A service's failure gets the flags that help, for the command that ran.
                guard let hints = (command as? any CallsAService)?.serviceHints, let failure = hints.failure(error)
                else { throw error }
                throw failure
            }
            return 0
        } catch {
            return report(error, root: root)
        }
    }

    /// Subcommands parsed on their own: as subcommands of PlotCommand, the chart's options
    /// (-o, --seed, --scale, --ca-file...) would take the values meant for them. They stay
    /// among PlotCommand's subcommands so that `plot --help` lists them.
    static let standalone: [String: ParsableCommand.Type] = [
        "payments": PaymentsCommand.Entry.self,
        "demo-server": DemoServerCommand.self,
        "hot-water": HotWaterCommand.self,
    ]

    private static func parse(_ arguments: [String]) throws -> ParsableCommand {
        if let name = arguments.first, let command = standalone[name] {
            return try command.parseAsRoot(Array(arguments.dropFirst()))
        }
        return try PlotCommand.parseAsRoot(arguments)
    }

    /// Help and version go to stdout as ArgumentParser prints them; everything else is one line,
    /// and the exit status is the README's table (`ExitStatus`).
    private static func report(_ error: Error, root: ParsableCommand.Type) -> Int32 {
        let message: String
        let status: Int32
        if let known = ExitStatus.of(error) {
            (message, status) = (String(describing: error), known.rawValue)
        } else {
            let code = root.exitCode(for: error)
            if code == .success {
                print(root.fullMessage(for: error))
                return 0
            }
            // ArgumentParser's own errors are usage errors (64); anything else escaped the table.
            let unclassified = code == .failure
            message = unclassified ? String(describing: error) : root.message(for: error)
            status = unclassified ? ExitStatus.internalError.rawValue : code.rawValue
        }
        // One line, and no control characters copied from an input file into the terminal.
        let line = String(
            String.UnicodeScalarView(
                message.split(whereSeparator: \.isNewline).joined(separator: " ").unicodeScalars.map {
                    $0.properties.generalCategory == .control ? "?" : $0
                }))
        FileHandle.standardError.write(Data("plot: error: \(line)\n".utf8))
        return status
    }
}
