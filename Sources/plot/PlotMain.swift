import ArgumentParser
import Foundation

enum PlotMain {
    /// Runs the command line and returns the exit status.
    static func run(arguments: [String]) async -> Int32 {
        do {
            var command = try parse(ArgumentNormalizer.normalize(arguments))
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            return report(error)
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

    /// Help and version go to stdout as ArgumentParser prints them; everything else is one line.
    private static func report(_ error: Error) -> Int32 {
        let code = PlotCommand.exitCode(for: error)
        if code == .success {
            print(PlotCommand.fullMessage(for: error))
            return 0
        }
        let message: String
        switch error {
        case let error as CustomStringConvertible where code == .failure && !(error is ValidationError):
            message = error.description
        default:
            message = PlotCommand.message(for: error)
        }
        let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        FileHandle.standardError.write(Data("plot: error: \(line)\n".utf8))
        return code.rawValue
    }
}
