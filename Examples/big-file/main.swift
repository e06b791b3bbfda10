// Charts a CSV file of any size in bounded memory through `import PlotKit`: one pass for the
// extents, one for the view's pixel columns (M4), never the points themselves.
// Run: swift run -c release example-big-file FILE.csv [-o out.png] [--x COLUMN] [--y COLUMN]
// (without --x and --y: the file's first column as x, its second as y).
import Foundation
import PlotKit

/// The value after `name` among the arguments, and the arguments without the two.
func option(_ name: String, _ arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
var rest = Array(CommandLine.arguments.dropFirst())
let output = option("-o", &rest) ?? "big-file.png"
let x = option("--x", &rest) ?? "1"
let y = option("--y", &rest) ?? "2"
guard let path = rest.first else {
    FileHandle.standardError.write(
        Data("usage: example-big-file FILE.csv [-o out.png] [--x COLUMN] [--y COLUMN]\n".utf8))
    exit(64)
}

do {
    let file = try CSVSeriesSource(path: path, x: x, ys: [y])
    var chart = file.lineChart()
    chart.title = (path as NSString).lastPathComponent
    let written = try await chart.write(to: output, size: Size(1600, 900), from: file)
    print("wrote " + written.joined(separator: ", ") + " from \(file.digests[0].count) rows")
} catch {
    FileHandle.standardError.write(Data("example-big-file: \(error)\n".utf8))
    exit(1)
}
