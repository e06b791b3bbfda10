import NIOConcurrencyHelpers

/// One generator for the whole server, so a seed makes the sequence of
/// answers repeatable for the same sequence of requests.
final class SharedRandom: Sendable {
    private let generator: NIOLockedValueBox<SplitMix64>

    init(seed: UInt64?) {
        // Without a seed, start anywhere; the generator itself stays ours.
        var system = SystemRandomNumberGenerator()
        generator = NIOLockedValueBox(SplitMix64(seed: seed ?? system.next()))
    }

    func withGenerator<T>(_ body: (inout SplitMix64) -> T) -> T {
        generator.withLockedValue { body(&$0) }
    }
}
