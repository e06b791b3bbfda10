import ArgumentParser
import Foundation

/// `--spec FILE` made the flags it stands for, in front of the command line's own, before
/// ArgumentParser reads the line: every value is then checked by the flag's own code and told
/// in the flag's own words. A key the command line gives is left out of the file's, so the
/// command line wins, a repeatable flag's list too.
enum ChartSpecArguments {
    /// The line ArgumentParser read, spec and all, for `--save-spec` to write back.
    @TaskLocal static var commandLine: [String] = []

    /// The chart commands a spec is for: the word naming one, or none (the default, `plot`).
    static let commands: [(word: String?, command: ParsableCommand.Type)] = [
        (nil, ChartCommand.self), ("chart", ChartCommand.self), ("serve", ServeCommand.self),
    ]

    /// The chart command `arguments` run and how many words name it; nil for another command,
    /// where ArgumentParser refuses `--spec` as it refuses any flag it does not know.
    static func command(of arguments: [String]) -> (command: ParsableCommand.Type, words: Int)? {
        guard let first = arguments.first else { return (ChartCommand.self, 0) }
        if first.hasPrefix("-") { return (ChartCommand.self, 0) }
        return commands.first { $0.word == first }.map { ($0.command, 1) }
    }

    /// `arguments` with the spec's flags put in after the command's name; as given without `--spec`.
    static func expand(_ arguments: [String]) throws -> [String] {
        // Most lines name no spec: they pay nothing for ArgumentParser's description.
        guard arguments.contains(where: { $0 == "--spec" || $0.hasPrefix("--spec=") }),
            let (command, words) = command(of: arguments)
        else { return arguments }
        let own = Array(arguments.dropFirst(words))
        let keys = ChartSpecKeys(of: command)
        guard let path = given(in: own, keys: keys).last(where: { $0.key.name == "spec" })?.value else {
            return arguments
        }
        let file = try ChartSpecFile.read(path)
        let onCommandLine = Set(given(in: own, keys: keys).map(\.key.name))
        var flags: [String] = []
        for (name, value) in file.entries {
            guard let key = keys.key(named: name) else {
                try refuseOrLeaveOut(name, path: path, keys: keys, command: command)
                continue
            }
            if onCommandLine.contains(key.name) { continue }
            flags += try Self.words(for: key, value, path: path)
        }
        return Array(arguments.prefix(words)) + flags + own
    }

    /// A key another chart command takes (`size` is `plot`'s, not `plot serve`'s) is left out
    /// with a note; any other is refused, naming the keys.
    private static func refuseOrLeaveOut(
        _ name: String, path: String, keys: ChartSpecKeys, command: ParsableCommand.Type
    ) throws {
        if ChartSpecKeys.runFlags.contains(name) {
            throw CLIError(
                "\(path): \(name) is not a key of a chart file (it says how a run writes or serves, not what it draws): give --\(name) on the command line",
                status: .usage)
        }
        let other = commands.first { ObjectIdentifier($0.command) != ObjectIdentifier(command) }.map {
            ChartSpecKeys(of: $0.command)
        }
        if other?.key(named: name) != nil {
            StderrNote.say("\(path): \(name) is not for plot \(command.configuration.commandName ?? ""): left out")
            return
        }
        throw CLIError(
            "\(path): unknown key \"\(name)\"; the keys are " + keys.keys.map(\.name).joined(separator: ", "),
            status: .usage)
    }

    /// The flags one key stands for: `--key=value` (the value taken whole, even when it starts
    /// with `-`), each of a list's values, a flag set by true and left out by false.
    static func words(for key: ChartSpecKeys.Key, _ value: ChartSpecValue, path: String) throws -> [String] {
        let flag = "--" + key.name
        let problem = { (what: String) in CLIError("\(path): \(key.name) \(what)", status: .usage) }
        if key.isFlag {
            guard case .bool(let on) = value else { throw problem("is on or off: give true or false") }
            return on ? [flag] : []
        }
        switch value {
        case .text(let text): return ["\(flag)=\(ChartSpecPaths.loaded(key: key.name, text, spec: path))"]
        // An option that is also a flag (`--smooth` alone) is set by true.
        case .bool(let on): return on ? [flag] : []
        case .list(let items):
            guard key.isRepeating else { throw problem("takes one value, not a list") }
            return try items.map { item in
                guard case .text(let text) = item else { throw problem("is a list of strings or numbers") }
                return "\(flag)=\(text)"
            }
        case .null: throw problem("is null: give it a value, or leave the key out")
        case .table: throw problem("takes a value, not a table of keys")
        }
    }

    /// The flags `arguments` give, each with its value (nil for an on/off flag, or an option
    /// given alone), in order; words that are no flag of the command are passed over.
    static func given(in arguments: [String], keys: ChartSpecKeys) -> [(key: ChartSpecKeys.Key, value: String?)] {
        var found: [(key: ChartSpecKeys.Key, value: String?)] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" { break }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let attached = word.hasPrefix("--") && parts.count == 2 ? String(parts[1]) : nil
            guard let key = keys.flag(attached == nil ? word : String(parts[0])) else { continue }
            if key.isFlag || attached != nil {
                found.append((key, attached))
                continue
            }
            if index < arguments.count,
                key.takesAnyNextWord || !arguments[index].hasPrefix("-") || arguments[index] == "-"
            {
                found.append((key, arguments[index]))
                index += 1
            } else {
                found.append((key, nil))
            }
        }
        return found
    }
}
