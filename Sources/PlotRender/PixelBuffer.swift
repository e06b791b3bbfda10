import PlotCore

/// Decoded pixels being turned into a thumbnail: row-major 0xAARRGGBB words, premultiplied,
/// no padding between rows.
struct PixelBuffer {
    var width: Int
    var height: Int
    var pixels: [UInt32]

    var bitmap: Bitmap { Bitmap(width: width, height: height, pixels: pixels)! }
}
