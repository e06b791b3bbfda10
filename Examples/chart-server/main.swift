// A Hummingbird server with one route: a chart drawn for each request and answered as a PNG.
// Run: swift run example-chart-server [port], then open http://127.0.0.1:8080/orders.png
import Foundation
import Hummingbird
import PlotKit

struct DailyOrders: Identifiable {
    var id: Int { day }
    var day: Int
    var orders: Int
}

/// The chart of the last fortnight's orders; a real handler would read them from its database.
func ordersChart() -> Chart<ChartContentGroup> {
    let orders = (1...14).map { DailyOrders(day: $0, orders: 40 + ($0 * 37) % 23 + $0 * 2) }
    return Chart(orders) {
        BarMark(x: .value("Day", $0.day), y: .value("Orders", $0.orders))
            .foregroundStyle(.teal)
    }
    .chartTitle("Orders, last 14 days")
}

let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8080
let router = Router()
router.get("/orders.png") { _, _ -> Response in
    // A renderer is a plain Sendable value: handlers draw at once on several threads.
    // A thrown error (data the chart cannot show) is answered 500 by Hummingbird.
    let png = try ChartRenderer(content: ordersChart(), width: 800, height: 450).pngData(scale: 2)
    return Response(
        status: .ok, headers: [.contentType: "image/png"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
}
// Loopback only: put a proxy in front of it to serve others.
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
