import DemoServer
import Foundation
import Payments
import Transport

/// Payments for the page tests: the demo server's list, and a long made-up one.
enum PaymentsFixtures {
    /// The list the demo server serves, fetched as the CLI does (over plain HTTP, as upstream).
    static func demoList() async throws -> PaymentsList {
        let server = try DemoServer(configuration: DemoServerConfiguration(enableTestRoutes: false, plainHTTP: true))
        let port = try await server.start().port
        do {
            let client = PaymentsClient(transport: try HTTPTransport(), baseURL: "http://127.0.0.1:\(port)/api/")
            let list = try await client.payments(token: try await client.login("demo", password: "12345"))
            await server.stop()
            return list
        } catch {
            await server.stop()
            throw error
        }
    }

    static let descriptions = [
        "Coffee", "Monthly subscription to the cloud storage service, family plan with the extra space",
        "Оплата услуг связи", "Transfer to savings", "Groceries", "Train ticket Moscow – St Petersburg, seat 42",
        "Refund", "Exchange fee",
    ]
    static let amounts = ["3.5", "12", "1500.25", "0.0001", "250000", "99.99", "-42.1", "7"]
    static let currencies: [String?] = ["USD", "EUR", "RUB", nil, "BTC", "ETH"]

    /// `count` payments, seven hours apart, with every kind of cell: long descriptions that
    /// wrap, Cyrillic, negative amounts, missing currencies and dates.
    static func long(_ count: Int, skipped: Int = 2) -> PaymentsList {
        PaymentsList(
            payments: (0..<count).map { index in
                Payment(
                    description: index % 13 == 12 ? nil : "\(index + 1). " + descriptions[index % descriptions.count],
                    amount: DecimalText(amounts[index % amounts.count]),
                    currency: currencies[index % currencies.count],
                    created: index % 17 == 16 ? nil : 1_582_148_046 + Int64(index) * 25_200)
            }, skipped: skipped)
    }
}
