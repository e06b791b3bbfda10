import ArgumentParser
import Foundation
import PlotCore
import Yams

/// `--save-spec FILE`: the chart of this command line (spec and all) as a chart file, JSON or
/// YAML by its name, written whole or not at all. A password in a URL (`--db`, `--url`) is
/// never written: the file is saved without it, and a note says to give it beside `--spec`.
enum ChartSpecWriter {
    static func save(to path: String, command: ParsableCommand.Type) throws {
        let arguments = ChartSpecArguments.commandLine
        let words = ChartSpecArguments.command(of: arguments)?.words ?? 0
        let keys = ChartSpecKeys(of: command)
        var entries = values(given: Array(arguments.dropFirst(words)), keys: keys)
        var notes: [String] = []
        for index in entries.indices {
            guard case .text(let text) = entries[index].value else { continue }
            let name = entries[index].name
            var saved = ChartSpecPaths.saved(key: name, text, spec: path)
            if let bare = withoutPassword(saved) {
                saved = bare
                notes.append(
                    "\(path) keeps --\(name) without its password: give the URL with it beside --spec (--spec \(path) --\(name) URL)"
                )
            }
            entries[index].value = .text(saved)
        }
        let text = ChartSpecFile.Format(path: path) == .yaml ? try yaml(entries) : json(entries)
        try OutputFileText.write(text, to: path)
        FileHandle.standardError.write(Data("plot: wrote \(path)\n".utf8))
        notes.forEach(StderrNote.say)
    }

    /// Each key `arguments` give, once, in `--help`'s order: a flag true, a single value the
    /// last given, a repeatable flag's values in order.
    static func values(given arguments: [String], keys: ChartSpecKeys) -> [(name: String, value: ChartSpecValue)] {
        var byName: [String: ChartSpecValue] = [:]
        for (key, value) in ChartSpecArguments.given(in: arguments, keys: keys)
        where !ChartSpecKeys.runFlags.contains(key.name) {
            guard let value else {
                byName[key.name] = .bool(true)
                continue
            }
            if key.isRepeating, case .list(let earlier) = byName[key.name] {
                byName[key.name] = .list(earlier + [.text(value)])
            } else {
                byName[key.name] = key.isRepeating ? .list([.text(value)]) : .text(value)
            }
        }
        return keys.keys.compactMap { key in byName[key.name].map { (key.name, $0) } }
    }

    /// `url` without its password (`postgres://me:secret@host/db`, `?password=secret`); nil
    /// when it holds none.
    static func withoutPassword(_ url: String) -> String? {
        guard url.contains("://"), var components = URLComponents(string: url) else { return nil }
        let inQuery = components.queryItems?.contains { $0.name == "password" } ?? false
        guard components.password != nil || inQuery else { return nil }
        components.password = nil
        components.queryItems = components.queryItems?.filter { $0.name != "password" }
        if components.queryItems?.isEmpty == true { components.queryItems = nil }
        return components.string
    }

    /// A value that reads as a JSON number is written as one; any other as a string.
    private static func isNumber(_ text: String) -> Bool {
        text.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil
    }

    static func json(_ entries: [(name: String, value: ChartSpecValue)]) -> String {
        func write(_ value: ChartSpecValue) -> String {
            switch value {
            case .text(let text): return isNumber(text) ? text : JSONStringLiteral.of(text)
            case .bool(let on): return on ? "true" : "false"
            case .list(let items): return "[" + items.map(write).joined(separator: ", ") + "]"
            case .null, .table: return "null"
            }
        }
        let lines = entries.map { "  \(JSONStringLiteral.of($0.name)): \(write($0.value))" }
        if lines.isEmpty { return "{}\n" }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// YAML: numbers plain, every other value double-quoted, so none reads as another type.
    static func yaml(_ entries: [(name: String, value: ChartSpecValue)]) throws -> String {
        func node(_ value: ChartSpecValue) -> Node {
            switch value {
            case .text(let text):
                return isNumber(text) ? Node(text, .implicit, .plain) : Node(text, .implicit, .doubleQuoted)
            case .bool(let on): return Node(on ? "true" : "false", .implicit, .plain)
            case .list(let items): return Node(items.map(node), .implicit, .flow)
            case .null, .table: return Node("null", .implicit, .plain)
            }
        }
        let root = Node(entries.map { (Node($0.name), node($0.value)) }, .implicit, .block)
        return try Yams.serialize(node: root, allowUnicode: true)
    }
}
