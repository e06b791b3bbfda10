import Foundation

/// The files a chart file names (`input`, a `sqlite:` `db`) are relative to the chart file's
/// folder, so a folder of data and its charts moves and is versioned as one; on the command line
/// they are relative to the working folder, as any path is.
enum ChartSpecPaths {
    /// `text`, a value of `key` read from the spec at `spec`, as the command line would name it.
    static func loaded(key: String, _ text: String, spec: String) -> String {
        let folder = (spec as NSString).deletingLastPathComponent
        return mapPath(key: key, text) { path in
            folder.isEmpty || path.hasPrefix("/") || path == "-" ? path : folder + "/" + path
        }
    }

    /// `text`, a value of `key` on the command line, as the spec at `spec` names it.
    static func saved(key: String, _ text: String, spec: String) -> String {
        let folder = (spec as NSString).deletingLastPathComponent
        return mapPath(key: key, text) { path in
            folder.isEmpty || path.hasPrefix("/") || path == "-" ? path : relative(path, from: folder)
        }
    }

    /// The path inside a value that names a file, changed by `change`; any other value as it is.
    private static func mapPath(key: String, _ text: String, _ change: (String) -> String) -> String {
        switch key {
        case "input": return change(text)
        case "db" where text.hasPrefix("sqlite:"):
            var path = String(text.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path = String(path.dropFirst(2)) }
            return "sqlite:" + change(path)
        default: return text
        }
    }

    /// `path` (from the working folder) as seen from `folder` (from the working folder too).
    static func relative(_ path: String, from folder: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        let target = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: here, isDirectory: true))
            .standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: here, isDirectory: true))
            .standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...]).joined(separator: "/")
    }
}
