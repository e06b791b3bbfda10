import PlotCore

/// The kinds of points file the CLI reads.
public enum PointsFormat: String, Sendable, CaseIterable {
    /// Comma-, semicolon- or tab-separated x,y lines; a header and `#` comments allowed.
    case csv
    /// A JSON array of points (`[x, y]` pairs or `{"x":..., "y":...}` objects).
    case json

    /// From the file name's extension, else from the first non-blank byte (`[` or `{` is JSON).
    package static func detect(name: String?, bytes: [UInt8]) -> PointsFormat {
        if let name {
            let lower = name.lowercased()
            if lower.hasSuffix(".json") { return .json }
            if lower.hasSuffix(".csv") || lower.hasSuffix(".txt") { return .csv }
        }
        let first = bytes.first { ![0x20, 0x09, 0x0a, 0x0d, 0xef, 0xbb, 0xbf].contains($0) }
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{") ? .json : .csv
    }

    package func read(_ bytes: [UInt8], envelope: (any PointsEnvelope)? = nil) throws -> PointSeries {
        try bytes.withUnsafeBufferPointer { try read($0, envelope: envelope) }
    }

    /// - Parameters:
    ///   - envelope: opens a JSON object around the points; a bare array needs none.
    ///   - consumed: told now and then how many leading bytes are done with.
    package func read(
        _ bytes: UnsafeBufferPointer<UInt8>, envelope: (any PointsEnvelope)? = nil, consumed: ((Int) -> Void)? = nil
    ) throws -> PointSeries {
        switch self {
        case .csv: return try CSVPointsReader.read(bytes, consumed: consumed)
        case .json: return try JSONPointsReader.read(bytes, envelope: envelope, consumed: consumed)
        }
    }
}
