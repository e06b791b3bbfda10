/// Pixels a scene can place (a photo thumbnail, a decoded logo): rows of 32-bit words 0xAARRGGBB
/// in the machine's byte order, colours premultiplied by alpha - Cairo's ARGB32, which is what
/// JPEG and PNG decoders can write straight into, so no conversion stands between them.
public struct Bitmap: Sendable, Equatable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// Bytes from the start of one row to the next (at least `width * 4`).
    public let stride: Int
    /// `height` rows of `stride` bytes.
    public let bytes: [UInt8]

    /// Nil when the bytes are too few for `height` rows of `stride` or the sizes are not positive.
    package init?(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        guard width > 0, height > 0, stride >= width * 4, bytes.count >= stride * height else { return nil }
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
    }

    /// From row-major 0xAARRGGBB words (premultiplied), `width * height` of them.
    package init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        let bytes = pixels.withUnsafeBytes { Array($0) }
        self.init(width: width, height: height, stride: width * 4, bytes: bytes)
    }

    /// The pixel at column `x`, row `y`, as 0xAARRGGBB.
    package func pixel(x: Int, y: Int) -> UInt32 {
        bytes.withUnsafeBytes { $0.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
    }
}

/// How a bitmap's pixels are sampled when it is drawn larger or smaller than it is.
public enum ImageFilter: Sendable, Equatable {
    /// The nearest pixel: sharp squares (pixel art, a magnified check).
    case nearest
    /// Linear between the four nearest pixels: fast and smooth.
    case bilinear
    /// The renderer's good quality: what a photo scaled down should use.
    case good
}

/// A bitmap drawn into a rectangle of the page, stretched to fill it.
public struct PlacedImage: Sendable, Equatable {
    /// The pixels.
    public var bitmap: Bitmap
    /// Where the pixels go on the page, in layout units: the bitmap is scaled to fill it.
    public var rect: Rect
    /// How the pixels are scaled.
    public var filter: ImageFilter
    /// A photograph: vector output may keep it as JPEG (a tenth of the bytes, losses no eye
    /// sees in a photo), where a chart's bitmap or a logo stays lossless.
    package var isPhoto: Bool

    package init(bitmap: Bitmap, rect: Rect, filter: ImageFilter = .good, isPhoto: Bool = false) {
        self.bitmap = bitmap
        self.rect = rect
        self.filter = filter
        self.isPhoto = isPhoto
    }
}
