// The payments service's answers: the JSON parser (numbers kept as text) on any bytes gives a
// value or a Failure; the envelope reader gives the response, the service's error or a
// PaymentsError; the lenient item decoder takes any array and never loses count.
@testable import Payments

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let value = try JSONTextParser.parse(body)
        for case .array(let items) in [value, value["response"] ?? .null] {
            let list = PaymentItemDecoder.decode(items: items)
            precondition(list.payments.count + list.skipped == items.count, "items lost")
            for payment in list.payments { _ = payment.amount?.description }
        }
    } catch is JSONTextParser.Failure {
    } catch {
        fatalError("JSONTextParser threw \(error)")
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
