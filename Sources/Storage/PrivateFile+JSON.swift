import Foundation

/// A private file holding one JSON value: what a command keeps between runs (a session, a
/// cookie jar). Sorted keys, so the file changes only where the value does.
extension PrivateFile {
    /// The value, or nil when there is no file. A file that is not such a value is an error
    /// naming the file, never its contents (they may be secret).
    public func readJSON<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        guard let bytes = try read() else { return nil }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .secondsSince1970
            return try decoder.decode(Value.self, from: Data(bytes))
        } catch {
            throw StorageError("\(path) is not a file PlotKit wrote (or it is damaged): delete it to start afresh")
        }
    }

    public func writeJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw StorageError("cannot write \(path): \(error)")
        }
        try write(Array(data) + [UInt8(ascii: "\n")])
    }
}
