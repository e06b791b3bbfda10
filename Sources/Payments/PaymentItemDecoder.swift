import Input

/// Reads the payments list item by item, taking whatever each item offers. An item that is not
/// an object, or has neither a description nor an amount, is skipped and counted; one bad item
/// never loses the others. Unknown fields are ignored.
public enum PaymentItemDecoder {
    /// 9999-12-31T23:59:59Z: later times are not seconds (milliseconds, most likely).
    static let latestCreated: Int64 = 253_402_300_799

    package static func decode(items: [JSONValue]) -> PaymentsList {
        var payments: [Payment] = []
        var skipped = 0
        for item in items {
            if let payment = decode(item) {
                payments.append(payment)
            } else {
                skipped += 1
            }
        }
        return PaymentsList(payments: payments, skipped: skipped)
    }

    /// nil when the item is unusable.
    package static func decode(_ item: JSONValue) -> Payment? {
        guard case .object = item else { return nil }
        let payment = Payment(
            description: text(item["desc"]), amount: amount(item["amount"]), currency: text(item["currency"]),
            created: created(item["created"]))
        guard payment.description != nil || payment.amount != nil else { return nil }
        return payment
    }

    /// A string (trimmed; empty is missing) or a number's text.
    static func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?:
            let trimmed = String(text.trimmingASCIIWhitespace)
            return trimmed.isEmpty ? nil : trimmed
        case .number(let literal)?: return literal
        default: return nil
        }
    }

    /// A number or a numeric string.
    static func amount(_ value: JSONValue?) -> DecimalText? {
        switch value {
        case .number(let literal)?, .string(let literal)?: return DecimalText(literal)
        default: return nil
        }
    }

    /// Unix seconds as a number or a numeric string; a fraction of a second is dropped.
    static func created(_ value: JSONValue?) -> Int64? {
        guard let decimal = amount(value), !decimal.isNegative, let seconds = decimal.wholePart,
            seconds > 0, seconds <= latestCreated
        else { return nil }
        return seconds
    }
}
