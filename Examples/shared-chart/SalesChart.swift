// One chart file for an iOS or macOS app and a Linux server: Swift Charts where it exists,
// PlotKit's copy of its API elsewhere. Copy this file into both targets unchanged.
#if canImport(Charts)
    import Charts
    import SwiftUI
#else
    import PlotKit
#endif

struct CupSales: Identifiable {
    var id: String { month + flavor }
    var month: String
    var flavor: String
    var cups: Int
}

struct SalesChart {
    var sales: [CupSales]

    /// The marks, the same on both platforms.
    @ChartContentBuilder var marks: some ChartContent {
        ForEach(sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Cups", sale.cups))
                .foregroundStyle(by: .value("Flavor", sale.flavor))
        }
    }
}

#if canImport(Charts)
    // On Apple's platforms the chart is a view, placed like any other.
    extension SalesChart: View {
        var body: some View {
            Chart { marks }
                .chartYAxisLabel("Cups sold")
        }
    }
#else
    // Linux has no views: the same chart, for `ChartRenderer`.
    extension SalesChart {
        var body: Chart<ChartContentGroup> {
            Chart { marks }
                .chartYAxisLabel("Cups sold")
        }
    }
#endif
