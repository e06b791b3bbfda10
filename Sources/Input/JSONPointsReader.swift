import Foundation
import PlotCore

/// Reads points from JSON: a bare array of `{"x":..,"y":..}` with x and y as numbers or numeric
/// strings, or an object that `envelope` knows how to open (a service's saved answer).
package enum JSONPointsReader {
    package static func read(_ data: Data, envelope: (any PointsEnvelope)? = nil) throws -> PointSeries {
        try Array(data).withUnsafeBufferPointer { try read($0, envelope: envelope) }
    }

    /// - Parameter consumed: told now and then how many leading bytes are done with.
    package static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, envelope: (any PointsEnvelope)? = nil, consumed: ((Int) -> Void)? = nil
    ) throws -> PointSeries {
        var scanner = JSONScanner(bytes, consumed: consumed)
        do {
            scanner.skipBlanks()
            if scanner.peek() == UInt8(ascii: "[") {
                let series = try scanner.points()
                try scanner.finish()
                return series
            }
            if scanner.peek() == UInt8(ascii: "{"), let envelope { return try open(envelope, &scanner) }
            try scanner.skipValue()
            try scanner.finish()
        } catch let error as JSONScanner.Malformed {
            throw InputError("the JSON is malformed (at byte \(error.offset): expected \(error.expected))")
        }
        throw InputError("the JSON holds neither an array of points nor \(envelope?.name ?? "an envelope it knows")")
    }

    private static func open<Envelope: PointsEnvelope>(
        _ envelope: Envelope, _ scanner: inout JSONScanner
    ) throws -> PointSeries {
        let content = try envelope.read(&scanner)
        try scanner.finish()
        return try envelope.points(in: content)
    }
}
