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

    /// Subcommands whose flags share names with the root's (-o, --orientation, --size, ...).
    /// ArgumentParser lets the root take such flags wherever they stand, so these are parsed
    /// on their own. (ArgumentParser's own answer is one `@OptionGroup` type shared by both.)
    static let standaloneSubcommands: [any ParsableCommand.Type] = [HotWaterCommand.self]

    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        if let name = arguments.first,
            let command = standaloneSubcommands.first(where: { $0.configuration.commandName == name })
        {
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
