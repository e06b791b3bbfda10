import Foundation

/// Makes the JSON bodies of the points service, byte for byte, so that the
/// odd parts (string coordinates, duplicate x, two error layouts) are exact.
struct PointsGenerator {
    var numericCoordinates: Bool

    /// `{"result":0,"response":{"points":[...]}}` with `count` points:
    /// x unsorted, values within +-100 with 0-4 decimals, some x repeated.
    /// y follows a smooth random signal plus noise, so a chart of it reads like a measurement.
    func success(count: Int, using rng: inout SplitMix64) -> String {
        let signal = Signal(&rng)
        var xs: [String] = []
        var items: [String] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            // About one point in ten reuses an earlier x: nothing upstream forbids it.
            let x =
                !xs.isEmpty && rng.next() % 10 == 0 ? xs[Int(rng.next() % UInt64(xs.count))] : text(value(&rng), &rng)
            xs.append(x)
            let noise = (Self.unit(&rng) - 0.5) * 12
            let y = max(-100, min(100, signal(Double(x) ?? 0) + noise))
            items.append("{\"x\":\(coordinate(x)),\"y\":\(coordinate(text(y, &rng)))}")
        }
        return "{\"result\":0,\"response\":{\"points\":[\(items.joined(separator: ","))]}}"
    }

    static let badParameters = "{\"result\":-100}"

    /// result -1 with a base64 message, in the top-level or the nested layout.
    static func failure(message: String, nested: Bool) -> String {
        let encoded = Data(message.utf8).base64EncodedString()
        return nested
            ? "{\"response\":{\"result\":-1,\"message\":\"\(encoded)\"}}"
            : "{\"result\":-1,\"response\":{\"message\":\"\(encoded)\"}}"
    }

    static let russianError = "Внутренняя ошибка сервера, попробуйте позже"

    private func coordinate(_ text: String) -> String {
        numericCoordinates ? text : "\"\(text)\""
    }

    /// A value in -100...100 with at most 4 decimals.
    private func value(_ rng: inout SplitMix64) -> Double {
        Double(Int64(rng.next() % 2_000_001) - 1_000_000) / 10_000
    }

    /// The value rounded to 0-4 decimals, shortest form ("12.3", "-7").
    private func text(_ value: Double, _ rng: inout SplitMix64) -> String {
        let decimals = Int(rng.next() % 5)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return Self.format(scaled: Int64((value * scale).rounded()), decimals: decimals)
    }

    static func unit(_ rng: inout SplitMix64) -> Double { Double(rng.next() >> 11) / Double(1 << 53) }

    /// Two sine waves of random phase: smooth over -100...100, within about +-80.
    struct Signal {
        let phase1: Double
        let phase2: Double
        let slope: Double

        init(_ rng: inout SplitMix64) {
            phase1 = PointsGenerator.unit(&rng) * 2 * .pi
            phase2 = PointsGenerator.unit(&rng) * 2 * .pi
            slope = (PointsGenerator.unit(&rng) - 0.5) * 0.4
        }

        func callAsFunction(_ x: Double) -> Double {
            50 * sin(x / 23 + phase1) + 18 * sin(x / 7 + phase2) + slope * x
        }
    }

    static func format(scaled: Int64, decimals: Int) -> String {
        let sign = scaled < 0 ? "-" : ""
        var digits = String(scaled.magnitude)
        guard decimals > 0 else { return sign + digits }
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
        var fraction = String(digits.suffix(decimals))
        let whole = String(digits.dropLast(decimals))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + (fraction.isEmpty ? whole : "\(whole).\(fraction)")
    }
}
