/// Why an image could not be made into a thumbnail, worded to be shown in its cell and on stderr.
package enum ImageDecodeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file could not be read (missing, a folder, no permission).
    case unreadable(String)
    /// Neither JPEG nor PNG by its first bytes.
    case unsupportedFormat
    /// The header declares no pixels.
    case zeroSize
    /// The header declares more pixels than `ImageLimits.maxPixels`: refused before allocating.
    case tooLarge(width: Int, height: Int)
    /// The data stops before the image does.
    case truncated
    /// The file holds no bytes at all.
    case empty
    /// The decoder refused the data; its words.
    case corrupt(String)

    package var description: String {
        switch self {
        case .unreadable(let reason): return "cannot read the file: \(reason)"
        case .unsupportedFormat: return "not a JPEG or PNG image"
        case .zeroSize: return "the image declares a size of zero"
        case .tooLarge(let width, let height):
            return
                "\(width)x\(height) is over the \(ImageLimits.maxPixels / 1_000_000)-megapixel limit"
        case .truncated: return "the file is truncated"
        case .empty: return "empty file"
        case .corrupt(let reason): return "corrupt image data (\(reason))"
        }
    }
}

/// What PlotKit agrees to decode: a declared size is checked against this before any pixel
/// memory is taken, so a small file claiming a huge image (a "decompression bomb") costs nothing.
package enum ImageLimits {
    /// 100 megapixels: a 400 MB decode at most, well above any camera's photo.
    package static let maxPixels = 100_000_000

    static func check(width: Int, height: Int) throws(ImageDecodeError) {
        guard width > 0, height > 0 else { throw .zeroSize }
        guard width <= maxPixels, height <= maxPixels, width * height <= maxPixels else {
            throw .tooLarge(width: width, height: height)
        }
    }
}
