// Draws a chart from Swift code, without the CLI: `import PlotKit` is all it takes.
// Run: swift run example-chart [output.png|.pdf|.svg]
import Foundation
import PlotKit

let xs = stride(from: 0.0, through: 24, by: 1.5).map { $0 }
let series = PointSeries(xs: xs, ys: xs.map { 18 + 7 * sin(($0 - 9) / 24 * 2 * .pi) })
let options = ChartOptions(title: "Temperature over a day, °C", curve: .monotoneX)
let text = PangoTextEngine()
let scene = ChartPage(series: series, options: options, page: PageSpec(size: Size(1200, 700))).scene(measurer: text)

let output = CommandLine.arguments.dropFirst().first ?? "example.png"
do {
    let bytes = try SceneOutput(text: text).render(scene, format: OutputFormat(fileName: output) ?? .png)
    try OutputFile.write(bytes, to: output)
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("example-chart: \(error)\n".utf8))
    exit(1)
}
