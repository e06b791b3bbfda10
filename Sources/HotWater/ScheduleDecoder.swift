import Foundation

/// The service's answer to a `Schedule`: check the status, pick the classifier, base64-decode and
/// unzip its file in memory, and read the rows. Every refusal is a `PayloadError`.
public struct ScheduleDecoder: Sendable {
    /// The hot-water schedule's classifier among those the service can send.
    public static let classifierID = 4

    public var unzipper: PayloadUnzipper

    public init(limits: PayloadLimits = .standard) {
        unzipper = PayloadUnzipper(limits: limits)
    }

    public func decode(_ body: Data) throws -> Schedule {
        let envelope: ClassifierEnvelope
        do {
            envelope = try JSONDecoder().decode(ClassifierEnvelope.self, from: body)
        } catch {
            throw PayloadError.envelopeNotJSON(detail: Self.describe(error))
        }
        guard let status = envelope.status, status == "result" else {
            throw PayloadError.badStatus(envelope.status ?? "(none)")
        }
        let classifiers = envelope.responseData?.classifiers ?? []
        guard !classifiers.isEmpty else { throw PayloadError.noClassifiers }
        guard let classifier = classifiers.first(where: { $0.classifierId?.text == String(Self.classifierID) }) else {
            throw PayloadError.classifierMissing(
                id: Self.classifierID, present: classifiers.compactMap { $0.classifierId?.text })
        }
        guard let file = classifier.file, !file.isEmpty else {
            throw PayloadError.noFile(classifier: Self.classifierID)
        }
        let entry = try unzipper.entry(base64: file)
        return Schedule(
            version: classifier.version?.text ?? "",
            classifierName: classifier.classifierName?.text ?? "",
            rows: try Self.rows(entry.data))
    }

    /// The entry's JSON: an array of row objects. A row that is not an object has nothing to
    /// show and is skipped; a row with odd fields is kept with what it has.
    static func rows(_ data: Data) throws -> [ScheduleRow] {
        do {
            return try JSONDecoder().decode([SkippingRow].self, from: data).compactMap(\.row)
        } catch {
            throw PayloadError.rowsNotJSON(detail: describe(error))
        }
    }

    private struct SkippingRow: Decodable {
        let row: ScheduleRow?
        init(from decoder: any Decoder) throws {
            row = try? ScheduleRow(from: decoder)
        }
    }

    /// DecodingError's one-line gist, without its coding path dump.
    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            // Not the underlying error's text: bridging it to NSError leaked on Linux (the
            // fuzzer's LeakSanitizer found it in CI), and there it said no more than this.
            return "invalid JSON: \(context.debugDescription)"
        case DecodingError.typeMismatch(let type, let context):
            return "expected \(type) at \(path(context))"
        case DecodingError.valueNotFound(let type, let context):
            return "missing \(type) at \(path(context))"
        case DecodingError.keyNotFound(let key, _):
            return "missing \(key.stringValue)"
        default:
            return String(describing: error)
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? "the top level" : path
    }
}
