import PlotCore

/// One size of a picture as VK lists it: a photo's `sizes` entry (with its type letter) or a
/// video's `image` entry (no letter; `with_padding` when letterboxed). A width or height of 0
/// means the answer did not say.
public struct ImageVariant: Sendable, Equatable {
    public var type: String?
    public var url: String
    public var width: Int
    public var height: Int
    /// Black bars added around the picture (video previews): a last resort.
    public var padded: Bool

    public init(type: String? = nil, url: String, width: Int, height: Int, padded: Bool = false) {
        self.type = type
        self.url = url
        self.width = width
        self.height = height
        self.padded = padded
    }

    var hasSize: Bool { width > 0 && height > 0 }
    var area: Int { width * height }

    /// VK's letters from small to large, for variants whose answer gave no size.
    static let letterOrder = ["s", "m", "o", "p", "q", "r", "x", "y", "z", "w", "orig"]
    var letterRank: Int { type.flatMap { Self.letterOrder.firstIndex(of: $0) } ?? -1 }
}

extension ImageVariant {
    /// The variant to download for a cell of `box` device pixels: the smallest that covers it
    /// (needs no enlarging) as `fit` places it, whatever order the list is in; when none covers
    /// the cell, the largest. Unpadded previews before padded ones; variants without a size only
    /// when none has one (then the largest letter). Never the original for a small cell.
    package static func choose(_ variants: [ImageVariant], covering box: Size, fit: ImageFit) -> ImageVariant? {
        let unpadded = variants.filter { !$0.padded }
        let pool = unpadded.isEmpty ? variants : unpadded
        let sized = pool.filter(\.hasSize)
        guard !sized.isEmpty else { return pool.max { $0.letterRank < $1.letterRank } }
        func covers(_ variant: ImageVariant) -> Bool {
            let across = Double(variant.width) >= box.width
            let down = Double(variant.height) >= box.height
            return fit == .cover ? across && down : across || down
        }
        // Ties (same area) go to the earlier in the list, so the choice does not depend on sort order.
        let covering = sized.filter(covers)
        if let smallest = covering.enumerated().min(by: { ($0.element.area, $0.offset) < ($1.element.area, $1.offset) })
        {
            return smallest.element
        }
        return largest(sized)
    }

    /// The largest variant with a size (the original, for saving), else the largest letter.
    public static func largest(_ variants: [ImageVariant]) -> ImageVariant? {
        let sized = variants.filter(\.hasSize)
        guard !sized.isEmpty else { return variants.max { $0.letterRank < $1.letterRank } }
        return sized.enumerated().max(by: { ($0.element.area, -$0.offset) < ($1.element.area, -$1.offset) })?.element
    }
}
