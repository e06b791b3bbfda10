// The payments service's answers: Input's JSON parser (numbers kept as text) on any bytes gives
// a value or JSONScanner.Malformed; the envelope reader gives the response, the service's error or a
// PaymentsError; the lenient item decoder takes any array and never loses count.
import Input
@testable import Payments

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let value = try JSONValue.parse(body)
        for case .array(let items) in [value, value["response"] ?? .null] {
            let list = PaymentItemDecoder.decode(items: items)
            precondition(list.payments.count + list.skipped == items.count, "items lost")
            for payment in list.payments { _ = payment.amount?.description }
        }
    } catch is JSONScanner.Malformed {
    } catch {
        fatalError("JSONValue.parse threw \(error)")
    }
    do {
        switch try PaymentsAnswer.read(body) {
        case .success(let response):
            if case .array(let items) = response { _ = PaymentItemDecoder.decode(items: items) }
        case .failure(let error): _ = error.message
        }
    } catch is PaymentsError {
    } catch {
        fatalError("PaymentsAnswer threw \(error)")
    }
    return 0
}
