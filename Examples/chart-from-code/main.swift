// Draws a chart from Swift code, without the CLI: PlotCore lays it out, PlotRender writes it.
// Run: swift run example-chart [output.png|.pdf|.svg]
import FileOutput
import Foundation
import PlotCore
import PlotRender

let xs = stride(from: 0.0, through: 24, by: 1.5).map { $0 }
let ys = xs.map { 18 + 7 * sin(($0 - 9) / 24 * 2 * .pi) }
let series = PointSeries(xs: xs, ys: ys)

let options = ChartOptions(title: "Temperature over a day, °C", curve: .monotoneX)
let page = PageSpec(size: Size(1200, 700))
let text = PangoTextEngine()
let scene = ChartPage(series: series, options: options, page: page).scene(measurer: text)

let output = CommandLine.arguments.dropFirst().first ?? "example.png"
do {
    let format = OutputFormat(fileName: output) ?? .png
    try OutputFile.write(try SceneOutput(text: text).render(scene, format: format), to: output)
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("example-chart: \(error)\n".utf8))
    exit(1)
}
