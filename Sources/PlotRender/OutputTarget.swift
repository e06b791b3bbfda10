/// Where a scene's files go: a path (further pages beside it as NAME-2.png...) or standard output.
public enum OutputTarget: Sendable, Equatable {
    /// A file at this path; a scene's later pages go beside it.
    case file(String)
    /// Standard output: one file, the first page of a PNG or SVG.
    case standardOutput

    /// "-" is standard output, as command lines say it.
    public init(_ path: String) {
        self = path == "-" ? .standardOutput : .file(path)
    }

    /// The path to write page `index` (from 0) to: "graph.png", "graph-2.png", ...; "-" for
    /// standard output.
    package func path(page index: Int) -> String {
        guard case .file(let path) = self else { return "-" }
        return Self.name(of: path, page: index)
    }

    /// "graph.png", page 1 -> "graph-2.png"; "out/graph", page 2 -> "out/graph-3".
    static func name(of path: String, page index: Int) -> String {
        guard index > 0 else { return path }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // A leading dot starts a hidden name, not an extension.
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return folder + name + "-\(index + 1)" }
        return folder + name[..<dot] + "-\(index + 1)" + name[dot...]
    }
}
