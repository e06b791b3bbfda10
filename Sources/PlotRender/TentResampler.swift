/// Scales pixels down with a triangle (tent) filter as wide as two target pixels: every source
/// pixel a target pixel's footprint touches counts, weighted by its distance from the target
/// pixel's centre. Unlike point sampling or bilinear taps, no source pixel is skipped, so fine
/// detail (stripes, noise, text) turns into its mean grey instead of moiré; unlike a plain box
/// (area average), stripes at an odd ratio do not leave a beat. No negative lobes, so no
/// ringing halos. Two passes, rows then columns, on premultiplied channels. Enlarging is left
/// to the renderer.
enum TentResampler {
    /// Each target index's first source index and the weights of the sources from there.
    struct Taps {
        var starts: [Int]
        var weights: [[Float]]

        init(source: Int, target: Int) {
            let step = Double(source) / Double(target)
            let radius = max(1, step)
            starts = []
            weights = []
            for index in 0..<target {
                let centre = (Double(index) + 0.5) * step
                let first = max(0, Int((centre - radius).rounded(.down)))
                let last = min(source - 1, Int((centre + radius).rounded(.up)))
                var row: [Float] = []
                for s in first...max(first, last) {
                    row.append(Float(max(0, 1 - abs(Double(s) + 0.5 - centre) / radius)))
                }
                let total = row.reduce(0, +)
                starts.append(first)
                weights.append(total > 0 ? row.map { $0 / total } : row)
            }
        }
    }

    static func resize(_ image: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
        guard width < image.width || height < image.height else { return image }
        let width = min(width, image.width)
        let height = min(height, image.height)
        let columns = Taps(source: image.width, target: width)
        let rows = Taps(source: image.height, target: height)
        var out = [UInt32](repeating: 0, count: width * height)
        // A band of target rows at a time, from the source rows its taps reach: the float
        // rows held are a band's, not the whole image's (16 bytes a pixel: 30 MB for a photo).
        // A source row two bands share is widened twice, the same way, to the same values.
        var wide: [Float] = []
        for first in stride(from: 0, to: height, by: band) {
            let end = min(height, first + band)
            let low = rows.starts[first]
            let high = (first..<end).map { rows.starts[$0] + rows.weights[$0].count }.max() ?? low
            wide.removeAll(keepingCapacity: true)
            wide.append(contentsOf: repeatElement(0, count: width * (high - low) * 4))
            widen(image, rows: low..<high, columns: columns, width: width, into: &wide)
            wide.withUnsafeBufferPointer { source in
                out.withUnsafeMutableBufferPointer { target in
                    for y in first..<end {
                        let start = rows.starts[y] - low
                        let weights = rows.weights[y]
                        for x in 0..<width {
                            var (a, r, g, b): (Float, Float, Float, Float) = (0, 0, 0, 0)
                            for (offset, weight) in weights.enumerated() {
                                let at = ((start + offset) * width + x) * 4
                                a += weight * source[at]
                                r += weight * source[at + 1]
                                g += weight * source[at + 2]
                                b += weight * source[at + 3]
                            }
                            // Premultiplied: a colour never exceeds its alpha.
                            let alpha = min(255, UInt32(a + 0.5))
                            func channel(_ value: Float) -> UInt32 { min(alpha, UInt32(max(0, value) + 0.5)) }
                            target[y * width + x] = alpha << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
                        }
                    }
                }
            }
        }
        return PixelBuffer(width: width, height: height, pixels: out)
    }

    /// Target rows resized a band at a time.
    static let band = 64

    /// Source rows `rows` to `width` pixels each, four float channels, into `wide` from its start.
    private static func widen(
        _ image: PixelBuffer, rows: Range<Int>, columns: Taps, width: Int, into wide: inout [Float]
    ) {
        image.pixels.withUnsafeBufferPointer { source in
            wide.withUnsafeMutableBufferPointer { target in
                for y in rows {
                    let row = y * image.width
                    for x in 0..<width {
                        var (a, r, g, b): (Float, Float, Float, Float) = (0, 0, 0, 0)
                        let start = columns.starts[x]
                        for (offset, weight) in columns.weights[x].enumerated() {
                            let pixel = source[row + start + offset]
                            a += weight * Float(pixel >> 24)
                            r += weight * Float((pixel >> 16) & 0xff)
                            g += weight * Float((pixel >> 8) & 0xff)
                            b += weight * Float(pixel & 0xff)
                        }
                        let at = ((y - rows.lowerBound) * width + x) * 4
                        target[at] = a
                        target[at + 1] = r
                        target[at + 2] = g
                        target[at + 3] = b
                    }
                }
            }
        }
    }
}
