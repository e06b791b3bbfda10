/// How much a payload may inflate to. The real file is ~3.9 MB from ~63 KB (about 61:1);
/// the caps leave room for years of growth and still stop a zip bomb long before it hurts.
public struct PayloadLimits: Sendable, Equatable {
    /// Largest uncompressed entry accepted, in bytes.
    public var maxUncompressedBytes: Int
    /// Largest uncompressed : compressed ratio accepted. Deflate tops out near 1032:1, which
    /// only long runs of one byte reach; JSON text stays far below 200:1.
    public var maxRatio: Int

    public init(maxUncompressedBytes: Int = 64 << 20, maxRatio: Int = 200) {
        self.maxUncompressedBytes = maxUncompressedBytes
        self.maxRatio = maxRatio
    }

    public static let standard = PayloadLimits()
}
