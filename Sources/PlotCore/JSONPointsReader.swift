import Foundation

/// Reads points from JSON: a bare array of `{"x":..,"y":..}`, or the points service's answer
/// `{"result":0,"response":{"points":[...]}}`, with x and y as numbers or numeric strings.
public enum JSONPointsReader {
    public static func read(_ data: Data) throws -> PointSeries {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw InputError("the JSON is malformed (\(jsonProblem(error)))")
        }
        if let array = root as? [Any] { return try points(array) }
        if root is [String: Any] { return try PointsServiceResponse.decode(root) }
        throw InputError("the JSON holds neither an array of points nor a points service answer")
    }

    /// Points from an array of `{x, y}` objects; says which point is wrong and why.
    static func points(_ array: [Any]) throws -> PointSeries {
        var series = PointSeries()
        series.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            guard let object = element as? [String: Any] else {
                throw InputError("point \(index + 1) is not an object with x and y")
            }
            let x = try coordinate("x", of: object, index: index)
            let y = try coordinate("y", of: object, index: index)
            series.append(x: x, y: y)
        }
        return series
    }

    private static func coordinate(_ key: String, of object: [String: Any], index: Int) throws -> Double {
        guard let value = object[key], !(value is NSNull) else {
            throw InputError("point \(index + 1) has no \(key)")
        }
        if let string = value as? String {
            guard let number = Double(string.trimmingWhitespace) else {
                throw InputError("point \(index + 1): \(key) \"\(string.clipped)\" is not a number")
            }
            return number
        }
        // JSONSerialization gives booleans as NSNumber too ("c"); a boolean is not a coordinate.
        if let number = value as? NSNumber, String(cString: number.objCType) != "c" {
            return number.doubleValue
        }
        throw InputError("point \(index + 1): \(key) is not a number")
    }

    private static func jsonProblem(_ error: Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return "not valid JSON"
    }
}
