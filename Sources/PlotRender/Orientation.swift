extension PixelBuffer {
    /// The pixels as they are meant to be seen, for an EXIF orientation (1...8): 2 mirrors, 3
    /// turns half round, 4 flips, 5 transposes, 6 turns a quarter clockwise, 7 transverses, 8
    /// turns a quarter anticlockwise.
    func oriented(_ orientation: Int) -> PixelBuffer {
        guard (2...8).contains(orientation) else { return self }
        let (w, h) = (width, height)
        let swaps = orientation >= 5
        let (outWidth, outHeight) = swaps ? (h, w) : (w, h)
        var out = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        // Where display pixel (x, y) is stored.
                        let (sx, sy): (Int, Int)
                        switch orientation {
                        case 2: (sx, sy) = (w - 1 - x, y)
                        case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case 4: (sx, sy) = (x, h - 1 - y)
                        case 5: (sx, sy) = (y, x)
                        case 6: (sx, sy) = (y, h - 1 - x)
                        case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                        default: (sx, sy) = (w - 1 - y, x)
                        }
                        target[y * outWidth + x] = source[sy * w + sx]
                    }
                }
            }
        }
        return PixelBuffer(width: outWidth, height: outHeight, pixels: out)
    }

    /// The centred part of the given aspect (width / height): what aspect-fill shows.
    func cropped(toAspect aspect: Double) -> PixelBuffer {
        let current = Double(width) / Double(height)
        var (cropWidth, cropHeight) = (width, height)
        if current > aspect {
            cropWidth = max(1, min(width, Int((Double(height) * aspect).rounded())))
        } else {
            cropHeight = max(1, min(height, Int((Double(width) / aspect).rounded())))
        }
        guard cropWidth != width || cropHeight != height else { return self }
        let left = (width - cropWidth) / 2
        let top = (height - cropHeight) / 2
        var out = [UInt32]()
        out.reserveCapacity(cropWidth * cropHeight)
        for y in top..<(top + cropHeight) {
            out.append(contentsOf: pixels[(y * width + left)..<(y * width + left + cropWidth)])
        }
        return PixelBuffer(width: cropWidth, height: cropHeight, pixels: out)
    }
}
