// Renders SalesChart.swift, the file an iOS app shares, on Linux.
// Run: swift run example-shared-chart [cups.png|.pdf|.svg]
import Foundation
import PlotKit

let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
let espresso = [120, 135, 160, 150, 175, 190]
let iced = [40, 45, 70, 95, 140, 185]
let sales =
    zip(months, espresso).map { CupSales(month: $0, flavor: "Espresso", cups: $1) }
    + zip(months, iced).map { CupSales(month: $0, flavor: "Iced latte", cups: $1) }

let output = CommandLine.arguments.dropFirst().first ?? "cups.png"
do {
    let chart = SalesChart(sales: sales).body
    try ChartRenderer(content: chart, width: 900, height: 500).write(to: URL(fileURLWithPath: output))
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("example-shared-chart: \(error)\n".utf8))
    exit(1)
}
