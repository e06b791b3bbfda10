import Foundation
import Input
import Yams

/// A key's value in a chart file, as written: a string or a number keeps its text, so a value
/// reaches its flag exactly as it would be typed.
enum ChartSpecValue: Equatable {
    case text(String)
    case bool(Bool)
    case list([ChartSpecValue])
    case null
    /// An object or a mapping: no flag takes one.
    case table
}

/// A chart file (`plot --spec chart.json`, `.yaml` or `.yml`) as read: its keys and values, not
/// yet checked against the flags (`ChartSpecArguments`). JSON goes through Input's one strict
/// parser, YAML through Yams; a malformed file is told with its line and column.
struct ChartSpecFile {
    enum Format {
        case json
        case yaml

        /// The format a spec's name says: .json, .yaml or .yml.
        init?(path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "json": self = .json
            case "yaml", "yml": self = .yaml
            default: return nil
            }
        }
    }

    var path: String
    var entries: [(key: String, value: ChartSpecValue)]

    static func read(_ path: String) throws -> ChartSpecFile {
        guard let format = Format(path: path) else {
            throw CLIError("--spec \(path): a chart file is JSON or YAML: name it .json, .yaml or .yml", status: .usage)
        }
        let bytes = try contents(of: path)
        switch format {
        case .json: return ChartSpecFile(path: path, entries: try jsonEntries(bytes, path: path))
        case .yaml: return ChartSpecFile(path: path, entries: try yamlEntries(bytes, path: path))
        }
    }

    private static func contents(of path: String) throws -> [UInt8] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CLIError("cannot read \(path): no such file", status: .noInput)
        }
        guard !isFolder.boolValue else { throw CLIError("cannot read \(path): it is a folder", status: .noInput) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("cannot read \(path): \(String(cString: strerror(errno)))", status: .noInput)
        }
        return Array(data)
    }

    private static func jsonEntries(_ bytes: [UInt8], path: String) throws -> [(key: String, value: ChartSpecValue)] {
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes)
        } catch let error as JSONScanner.Malformed {
            let (line, column) = place(of: error.offset, in: bytes)
            throw CLIError(
                "\(path): line \(line), column \(column): the JSON is malformed (expected \(error.expected))",
                status: .badData)
        }
        guard case .object(let members) = root else {
            throw CLIError("\(path): a chart file is one object of keys and values", status: .badData)
        }
        // JSON keeps the last of two equal keys without a word; YAML, which reads JSON too,
        // refuses them: asked only that (any other complaint of its is not JSON's).
        do {
            _ = try Yams.compose(yaml: String(decoding: bytes, as: UTF8.self))
        } catch let error as YamlError {
            if case .duplicatedKeysInMapping = error {
                throw CLIError(
                    "\(path): \(malformed(error).replacingOccurrences(of: "YAML", with: "JSON"))", status: .badData)
            }
        }
        return members.sorted { $0.key < $1.key }.map { (key: $0.key, value: value(of: $0.value)) }
    }

    private static func value(of json: JSONValue) -> ChartSpecValue {
        switch json {
        case .string(let text), .number(let text): return .text(text)
        case .bool(let on): return .bool(on)
        case .array(let items): return .list(items.map(value(of:)))
        case .null: return .null
        case .object: return .table
        }
    }

    /// The 1-based line and column of a byte offset (the column counts characters).
    private static func place(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes.prefix(min(offset, bytes.count))
        let lineStart = (before.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return (line, String(decoding: before[lineStart...], as: UTF8.self).count + 1)
    }

    private static func yamlEntries(_ bytes: [UInt8], path: String) throws -> [(key: String, value: ChartSpecValue)] {
        let root: Node?
        do {
            root = try Yams.compose(yaml: String(decoding: bytes, as: UTF8.self))
        } catch let error as YamlError {
            throw CLIError("\(path): \(malformed(error))", status: .badData)
        }
        guard case .mapping(let mapping) = root else {
            throw CLIError("\(path): a chart file is one mapping of keys and values", status: .badData)
        }
        return mapping.map { (key: $0.key.string ?? "", value: value(of: $0.value)) }
    }

    /// A scalar keeps its text as written (`title: yes` is the title "yes").
    private static func value(of node: Node) -> ChartSpecValue {
        switch node {
        case .scalar(let scalar):
            if node.null != nil, scalar.style == .plain { return .null }
            // YAML 1.2's booleans, as JSON's: `yes`, `on` and `no` stay words.
            if scalar.style == .plain, ["true", "false"].contains(scalar.string.lowercased()) {
                return .bool(scalar.string.lowercased() == "true")
            }
            return .text(scalar.string)
        case .sequence(let sequence): return .list(sequence.map(value(of:)))
        case .mapping, .alias: return .table
        }
    }

    /// "line 3, column 7: the YAML is malformed (did not find expected key)".
    private static func malformed(_ error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return "line \(mark.line), column \(mark.column): the YAML is malformed (\(problem))"
        case .duplicatedKeysInMapping(let duplicates, let context):
            return
                "line \(context.mark.line), column \(context.mark.column): the YAML names "
                + duplicates.joined(separator: ", ") + " twice"
        default:
            return "the YAML is malformed (\(PlotMain.oneLine(error.description)))"
        }
    }
}
