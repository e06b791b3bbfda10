import ArgumentParser
import Foundation

enum PlotMain {
    /// Runs the command line and returns the exit status.
    static func run(arguments given: [String]) async -> Int32 {
        do {
            // A chart file's keys become flags before the line is read (`--spec`).
            let arguments = try ChartSpecArguments.expand(given)
            var command: ParsableCommand
            do {
                command = try PlotCommand.parseAsRoot(arguments)
            } catch {
                if PlotCommand.message(for: error).hasPrefix("Unexpected argument"),
                    let hint = SpacedListHint.message(for: arguments)
                {
                    throw ValidationError(hint)
                }
                throw error
            }
            do {
                try await ChartSpecArguments.$commandLine.withValue(arguments) {
                    if var asyncCommand = command as? AsyncParsableCommand {
                        try await asyncCommand.run()
                    } else {
                        try command.run()
                    }
                }
            } catch {
                // A service's failure gets the flags that help, for the command that ran.
                guard let hints = (command as? any CallsAService)?.serviceHints, let failure = hints.failure(error)
                else { throw error }
                throw failure
            }
            return 0
        } catch {
            return report(error)
        }
    }

    /// Help and version go to stdout as ArgumentParser prints them (for the command parsed, e.g.
    /// `plot payments`); everything else is one line, and the exit status is docs/CLI.md's
    /// table (`ExitStatus`).
    private static func report(_ error: Error) -> Int32 {
        let message: String
        let status: Int32
        if let known = ExitStatus.of(error) {
            (message, status) = (String(describing: error), known.rawValue)
        } else {
            let code = PlotCommand.exitCode(for: error)
            if code == .success {
                print(PlotCommand.fullMessage(for: error))
                return 0
            }
            // ArgumentParser's own errors are usage errors (64); anything else escaped the table.
            let unclassified = code == .failure
            message = unclassified ? String(describing: error) : PlotCommand.message(for: error)
            status = unclassified ? ExitStatus.internalError.rawValue : code.rawValue
        }
        // One line, and no control characters copied from an input file into the terminal.
        let line = String(
            String.UnicodeScalarView(
                oneLine(message).unicodeScalars.map {
                    $0.properties.generalCategory == .control ? "?" : $0
                }))
        FileHandle.standardError.write(Data("plot: error: \(line)\n".utf8))
        return status
    }

    /// A message's lines as one: ArgumentParser's list of choices ("Please provide one of the
    /// following:" then "  - sum" a line) becomes "one of: sum, mean, median".
    static func oneLine(_ message: String) -> String {
        var parts: [String] = []
        var choices: [String] = []
        for line in message.split(whereSeparator: \.isNewline).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("- ") {
                choices.append(String(line.dropFirst(2)))
            } else {
                parts.append(line)
            }
        }
        var text = parts.joined(separator: " ")
        if !choices.isEmpty {
            text = text.replacingOccurrences(of: "one of the following:", with: "one of:")
            text += " " + choices.joined(separator: ", ")
        }
        return text
    }
}
