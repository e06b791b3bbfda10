// Several charts declared with Swift Charts' API, written as the pages of one PDF report.
// Run: swift run example-chart-report [report.pdf]
import Foundation
import PlotKit

struct CityTemperature: Identifiable {
    let id = UUID()
    var city: String
    var month: Int
    var celsius: Double
}

struct ProductSales: Identifiable {
    let id = UUID()
    var quarter: String
    var product: String
    var units: Int
}

let temperatures = [
    ("Oslo", [-4.3, -4.0, -0.2, 4.5, 10.8, 15.2, 16.4, 15.2, 10.8, 6.3, 0.7, -3.1]),
    ("Madrid", [6.3, 7.9, 11.2, 12.9, 16.7, 22.2, 25.6, 25.1, 20.9, 15.1, 9.9, 6.9]),
].flatMap { city, monthly in
    monthly.enumerated().map { CityTemperature(city: city, month: $0.offset + 1, celsius: $0.element) }
}

let products = ["Kettles", "Toasters", "Blenders"]
let sales = [
    ("Q1", [120, 80, 40]), ("Q2", [150, 95, 60]), ("Q3", [170, 90, 85]), ("Q4", [210, 120, 110]),
].flatMap { quarter, units in
    zip(products, units).map {
        ProductSales(quarter: quarter, product: $0.0, units: $0.1)
    }
}

let temperatureChart = Chart(temperatures) {
    LineMark(x: .value("Month", $0.month), y: .value("°C", $0.celsius))
        .foregroundStyle(by: .value("City", $0.city))
        .interpolationMethod(.monotone)
    RuleMark(y: .value("Freezing", 0))
}
.chartTitle("Mean temperature by month")

let salesChart = Chart(sales) {
    BarMark(x: .value("Quarter", $0.quarter), y: .value("Units", $0.units))
        .foregroundStyle(by: .value("Product", $0.product))
}
.chartTitle("Units sold, stacked by product")

let yearTotals = products.map { product in
    ProductSales(
        quarter: "Year", product: product,
        units: sales.filter { $0.product == product }.reduce(0) { $0 + $1.units })
}
let shareChart = Chart(yearTotals) {
    SectorMark(angle: .value("Units", $0.units), innerRadius: .ratio(0.5))
        .foregroundStyle(by: .value("Product", $0.product))
}
.chartTitle("Share of the year's units")

let output = CommandLine.arguments.dropFirst().first ?? "report.pdf"
do {
    // ChartRenderer writes one chart a file; a report lays out each chart as a page of the
    // engine's Scene, puts the pages one after another and writes them as one PDF.
    let text = PangoTextEngine()
    let page = OutputFormat.pdf.page(PageSpec(size: Size(842, 595)))  // A4 landscape, in points
    let scenes = try [temperatureChart, salesChart, shareChart].map {
        DataChartPage(chart: try $0.dataChart(), page: page).scene(measurer: text)
    }
    var report = scenes[0]
    report.pages = scenes.flatMap(\.pages)
    let written = try PageWriter(output: SceneOutput(text: text))
        .write(report, format: .pdf, to: OutputTarget(output))
    print("wrote \(written.paths.joined(separator: ", ")) (\(report.pages.count) pages)")
} catch {
    FileHandle.standardError.write(Data("example-chart-report: \(error)\n".utf8))
    exit(1)
}
