/// Each way the hot-water service can answer badly, for tests and demos: chosen per request
/// under `/fault/NAME/...`, or for every request by `DemoServerConfiguration.hotWaterFault`.
public enum HotWaterFault: String, CaseIterable, Sendable {
    /// `status` other than "result".
    case badStatus = "bad-status"
    case emptyClassifiers = "empty-classifiers"
    /// Classifiers listed, but not number 4.
    case missingClassifier = "missing-classifier"
    case invalidBase64 = "invalid-base64"
    /// Valid base64 of something that is not a zip.
    case notZip = "not-zip"
    /// The real zip with bytes of its deflate stream damaged.
    case corruptZip = "corrupt-zip"
    /// The real zip cut in half: no central directory.
    case truncatedZip = "truncated-zip"
    /// A valid zip with no entry at all.
    case noEntry = "no-entry"
    case severalEntries = "several-entries"
    /// The entry is named `../disconnect_teploset.json`.
    case pathTraversal = "path-traversal"
    /// 20 MiB of zeros: under the size cap, far over the ratio cap.
    case zipBombRatio = "zip-bomb-ratio"
    /// 80 MiB of zeros: over the size cap.
    case zipBombSize = "zip-bomb-size"
    /// The ratio bomb with headers claiming 1 MB: only counting the inflated bytes catches it.
    case zipBombLying = "zip-bomb-lying"
    /// HTTP 500 with an HTML body.
    case serverError = "server-error"
    /// HTTP 200 with a body that is not JSON.
    case notJSON = "not-json"
}
