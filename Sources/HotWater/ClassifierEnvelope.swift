/// The service's answer around the payload:
/// `{"status":"result","responseData":{"classifiers":[{"classifierId":4,"file":"<base64 zip>","version":"26"}]}}`.
/// Every field is optional here so that a missing one gets its own message, not a decoding trace.
struct ClassifierEnvelope: Decodable {
    var status: String?
    var responseData: ResponseData?

    struct ResponseData: Decodable {
        var classifiers: [Classifier]?
    }

    struct Classifier: Decodable {
        var classifierId: LenientText?
        var classifierName: LenientText?
        var file: String?
        var version: LenientText?
    }
}
