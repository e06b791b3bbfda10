/// What `/api/payments` answers with: the eight rows seen upstream in February 2021 (API.md
/// section 2), odd parts included, then items a lenient client must survive: wrong types,
/// missing fields, unknown fields, and items that are not objects or hold nothing usable.
enum PaymentsData {
    static let realRows = [
        #"{"desc":"operation 1","amount":10.5,"currency":"USDT","created":1582148046}"#,
        #"{"desc":"operation 2","amount":100000000.00001,"currency":"ETH","created":1582158046}"#,
        #"{"desc":"\#(longTitle)","amount":5.0,"currency":"BTC","created":1582178046}"#,
        #"{"desc":"operation 4","amount":100.0,"currency":"","created":1582158046}"#,
        #"{"desc":"operation 5","amount":1.0,"currency":"LTC","created":1582178046}"#,
        #"{"desc":"operation 6","amount":1.0,"currency":"TRON","created":0}"#,
        #"{"desc":"operation 7","amount":1.0,"created":1582188046}"#,
        #"{"desc":"operation 8","amount":"10","currency":"XRP","created":1582189046}"#,
    ]

    static let longTitle =
        "very very very very very very very very very very very very very very very very very very very very"
        + " very very very very long operation title 3"

    /// Usable but odd: the client shows them, with a dash where a field is unusable.
    static let oddRows = [
        // Numeric strings, null currency, unknown fields.
        #"{"desc":"operation 9","amount":"0012.50","currency":null,"created":"1582199046","fee":{"x":1},"tags":[]}"#,
        // Wrong type for the amount: the row stays, the amount is a dash.
        #"{"desc":"operation 10","amount":true,"currency":"EUR","created":1582209046}"#,
        // No description at all; exponent notation.
        #"{"amount":2.5e3,"currency":"RUB","created":1582219046.0}"#,
    ]

    /// Not usable at all: the client skips each and says how many it skipped.
    static let unusableItems = [
        #""operation 11""#,
        "null",
        #"{"desc":["not","text"],"amount":{"value":1},"currency":7}"#,
        #"{}"#,
    ]

    static var items: [String] { realRows + oddRows + unusableItems }

    static var successBody: String {
        #"{"success":"true","response":["# + items.joined(separator: ",") + "]}"
    }
}
