/// Why a payload was refused: each check and cap has its own one-line message.
public enum PayloadError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Which zip-bomb cap a payload hit, and whether its header said so or its bytes did.
    public enum Cap: Sendable, Equatable {
        /// The entry declares more uncompressed bytes than the size cap.
        case declaredSize(declared: UInt64, cap: Int)
        /// The entry declares an uncompressed : compressed ratio above the ratio cap.
        case declaredRatio(declared: UInt64, compressed: UInt64, cap: Int)
        /// Inflating produced more bytes than the size cap.
        case inflatedSize(cap: Int)
        /// Inflating produced more bytes than the ratio cap allows for its compressed size.
        case inflatedRatio(compressed: UInt64, cap: Int)
        /// Inflating produced more bytes than the entry declared: its header lies.
        case inflatedPastDeclared(declared: UInt64)
    }

    case envelopeNotJSON(detail: String)
    case badStatus(String)
    case noClassifiers
    case classifierMissing(id: Int, present: [String])
    case noFile(classifier: Int)
    case invalidBase64
    case notAZip
    case corruptZip(detail: String)
    case noEntry
    case severalEntries(names: [String])
    case unsafeEntryPath(String)
    case entryNotAFile(String)
    case zipBomb(Cap)
    case rowsNotJSON(detail: String)

    public var description: String {
        switch self {
        case .envelopeNotJSON(let detail):
            return "the answer is not the classifiers JSON (\(detail))"
        case .badStatus(let status):
            return "the service answered status \"\(status)\" instead of \"result\""
        case .noClassifiers:
            return "the answer lists no classifiers"
        case .classifierMissing(let id, let present):
            let others = present.isEmpty ? "" : " (it has \(present.joined(separator: ", ")))"
            return "the answer has no classifier \(id)\(others)"
        case .noFile(let classifier):
            return "classifier \(classifier) carries no file"
        case .invalidBase64:
            return "the payload is not valid base64"
        case .notAZip:
            return "the payload is not a zip archive"
        case .corruptZip(let detail):
            return "the zip archive is corrupt: \(detail)"
        case .noEntry:
            return "the zip archive has no entry; expected one JSON file"
        case .severalEntries(let names):
            return "the zip archive has \(names.count) entries (\(Self.list(names))); expected exactly one"
        case .unsafeEntryPath(let path):
            return "the zip entry path \"\(path)\" leaves its folder (.. or absolute): refused"
        case .entryNotAFile(let path):
            return "the zip entry \"\(path)\" is not a plain file"
        case .zipBomb(let cap):
            return "zip bomb refused: " + Self.describe(cap)
        case .rowsNotJSON(let detail):
            return "the schedule file is not a JSON array of rows (\(detail))"
        }
    }

    private static func describe(_ cap: Cap) -> String {
        switch cap {
        case .declaredSize(let declared, let cap):
            return "the entry declares \(declared) bytes uncompressed, over the size cap of \(cap) bytes"
        case .declaredRatio(let declared, let compressed, let cap):
            return "the entry declares \(declared) bytes from \(compressed) compressed,"
                + " a ratio over the ratio cap of \(cap):1"
        case .inflatedSize(let cap):
            return "the entry inflated past the size cap of \(cap) bytes"
        case .inflatedRatio(let compressed, let cap):
            return "the entry inflated past the ratio cap of \(cap):1 for its \(compressed) compressed bytes"
        case .inflatedPastDeclared(let declared):
            return "the entry inflated past the \(declared) bytes its header declares"
        }
    }

    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        return names.count > 3 ? shown + ", ..." : shown
    }
}
