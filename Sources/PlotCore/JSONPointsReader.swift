import Foundation

/// Reads points from JSON: a bare array of `{"x":..,"y":..}`, or the points service's answer
/// `{"result":0,"response":{"points":[...]}}`, with x and y as numbers or numeric strings.
public enum JSONPointsReader {
    public static func read(_ data: Data) throws -> PointSeries {
        try Array(data).withUnsafeBufferPointer { try read($0) }
    }

    /// - Parameters:
    ///   - bytes: the file's bytes.
    ///   - consumed: told now and then how many leading bytes are done with.
    public static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, consumed: ((Int) -> Void)? = nil
    ) throws -> PointSeries {
        let content: JSONPointsScanner.Content
        do {
            var scanner = JSONPointsScanner(bytes, consumed: consumed)
            content = try scanner.scan()
        } catch let error as JSONPointsScanner.Malformed {
            throw InputError("the JSON is malformed (at byte \(error.offset): expected \(error.expected))")
        }
        if !content.isObject {
            guard let series = content.series else {
                throw InputError("the JSON holds neither an array of points nor a points service answer")
            }
            return series
        }
        return try PointsServiceResponse.interpret(content)
    }
}
