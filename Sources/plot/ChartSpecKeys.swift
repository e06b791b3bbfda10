import ArgumentParser
import Foundation

/// The keys of a chart file: a command's own flags, as ArgumentParser describes them
/// (`_dumpHelp()`, the JSON behind `--experimental-dump-help`), so a flag added to
/// `ChartOptions`, `TableChartOptions` or `PageOptions` is a key with no second list to keep.
/// Each key is a flag's long name without `--`.
struct ChartSpecKeys {
    struct Key: Equatable {
        /// The flag's first long name: the key a saved file writes.
        var name: String
        /// Every long name it answers to (`facet` and `facet-cols`).
        var longNames: [String]
        var shortNames: [String]
        /// An on/off flag (`--log-y`): true or false in a file.
        var isFlag: Bool
        /// Given more than once (`--hline`): a list in a file.
        var isRepeating: Bool
        /// Takes the next word as its value even when it starts with `-` (`--zoom -5`).
        var takesAnyNextWord: Bool
    }

    /// Flags that say how this run writes or serves, or what it does instead of a chart, not
    /// what the chart is: never keys.
    static let runFlags: Set<String> = [
        "output", "spec", "save-spec", "show-cert", "help", "version", "port", "host", "open", "watch",
    ]

    /// Every named flag of the command, keys or not (a run flag's value is skipped by name).
    let all: [Key]

    /// The keys, in the order `--help` lists the flags.
    var keys: [Key] { all.filter { !Self.runFlags.contains($0.name) } }

    init(of command: ParsableCommand.Type) {
        // A description that no longer reads (a new ArgumentParser) gives no keys, and
        // ChartSpecKeysTests fails: not something a user's file can cause.
        let dump = Data(command._dumpHelp().utf8)
        let arguments = (try? JSONDecoder().decode(Dump.self, from: dump))?.command.arguments ?? []
        all = arguments.compactMap { argument in
            guard argument.kind != "positional" else { return nil }
            let names = argument.names ?? []
            let long = names.filter { $0.kind == "long" }.map(\.name)
            guard let first = long.first else { return nil }
            return Key(
                name: first, longNames: long, shortNames: names.filter { $0.kind == "short" }.map(\.name),
                isFlag: argument.kind == "flag", isRepeating: argument.isRepeating,
                takesAnyNextWord: argument.parsingStrategy.hasPrefix("unconditional"))
        }
    }

    /// The key named `name`, by any of its long names.
    func key(named name: String) -> Key? { keys.first { $0.longNames.contains(name) } }

    /// The flag `--name` or `-n` stands for, a key or a run flag.
    func flag(_ word: String) -> Key? {
        if word.hasPrefix("--") { return all.first { $0.longNames.contains(String(word.dropFirst(2))) } }
        if word.hasPrefix("-") { return all.first { $0.shortNames.contains(String(word.dropFirst())) } }
        return nil
    }

    /// The parts of ArgumentParser's description that say what a flag is.
    private struct Dump: Decodable {
        struct Command: Decodable { var arguments: [Argument]? }
        struct Argument: Decodable {
            struct Name: Decodable {
                var kind: String
                var name: String
            }
            var kind: String
            var names: [Name]?
            var isRepeating: Bool
            var parsingStrategy: String
        }
        var command: Command
    }
}
