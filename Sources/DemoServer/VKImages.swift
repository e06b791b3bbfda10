import Foundation
import PlotCore
import PlotRender

/// The demo gallery's JPEGs, drawn on first request and kept in memory: a coloured field with
/// the photo's number (or the video's) large in the middle and the variant's letter and size in
/// the top right corner (the foot is where pages put captions), so a page shows which picture
/// and which variant it got. Photos with an EXIF orientation are stored turned the other way,
/// so only a reader that applies it sees them upright. Drawing is serialised: one Pango engine, one picture at a time.
final class VKImages: @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: [UInt8]] = [:]
    private var engine: PangoTextEngine?

    /// The JPEG of a photo variant, or nil for a letter the photo does not have.
    func photo(_ photo: VKCatalogue.Photo, type: String) -> [UInt8]? {
        guard photo.types.contains(type), let size = VKCatalogue.size(of: photo, type: type) else { return nil }
        return image(key: "photo/\(photo.id)/\(type)") {
            draw(
                width: size.width, height: size.height, hue: photo.hue, label: String(photo.number),
                corner: "\(type) \(size.width)×\(size.height)", orientation: photo.orientation)
        }
    }

    /// The JPEG of a video preview `width` wide (16:9), or nil for a width it does not have.
    func preview(_ video: VKCatalogue.Video, width: Int) -> [UInt8]? {
        guard video.previewWidths.contains(width) else { return nil }
        let height = width * 9 / 16
        return image(key: "video/\(video.id)/\(width)") {
            draw(
                width: width, height: height, hue: video.hue, label: "▶ \(video.number)",
                corner: "\(width)×\(height)", orientation: 1)
        }
    }

    private func image(key: String, _ make: () -> [UInt8]?) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        guard let made = make() else { return nil }
        cache[key] = made
        return made
    }

    /// Called with the lock held.
    private func draw(
        width: Int, height: Int, hue: Double, label: String, corner: String, orientation: Int
    ) -> [UInt8]? {
        let engine = self.engine ?? PangoTextEngine()
        self.engine = engine
        let size = Size(Double(width), Double(height))
        let short = Double(min(width, height))
        var items: [SceneItem] = [
            .path(
                .rectangle(Rect(x: 0, y: 0, width: size.width, height: size.height)), PathStyle(fill: color(hue, 0.45))),
            .path(
                .rectangle(Rect(x: 0, y: size.height * 0.62, width: size.width, height: size.height * 0.38)),
                PathStyle(fill: color(hue + 40, 0.32))),
            .path(
                .rectangle(Rect(x: size.width * 0.08, y: size.height * 0.08, width: short * 0.3, height: short * 0.3)),
                PathStyle(fill: color(hue + 180, 0.7))),
        ]
        let big = FontSpec(size: max(6, short * 0.32), bold: true)
        items.append(
            .text(
                engine.run(label, at: Point(size.width / 2, size.height / 2), anchor: .center, font: big, color: .white)
            ))
        if short >= 100 {
            let small = FontSpec(size: max(8, short * 0.06))
            items.append(
                .text(
                    engine.run(
                        corner, at: Point(size.width - short * 0.04, short * 0.04), anchor: .topRight,
                        font: small, color: .white)))
        }
        let scene = Scene(pages: [ScenePage(size: size, background: .white, items: items)])
        guard let raster = try? SceneOutput(text: engine).raster(scene) else { return nil }
        let stored = Self.stored(raster, orientation: orientation)
        guard let bitmap = Bitmap(width: stored.width, height: stored.height, pixels: stored.pixels) else { return nil }
        return JPEGWriter.jpeg(bitmap, quality: 85, orientation: orientation)
    }

    /// A muted colour of the hue (degrees), light by `lightness`.
    private func color(_ hue: Double, _ lightness: Double) -> Color {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let chroma = 0.55 * (1 - abs(2 * lightness - 1))
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        return Color(red: r + m, green: g + m, blue: b + m)
    }

    /// The pixels as stored so that applying `orientation` shows `upright`: turned the other way.
    static func stored(_ upright: RasterImage, orientation: Int) -> RasterImage {
        let (w, h) = (upright.width, upright.height)
        let source = upright.pixels
        switch orientation {
        case 3:
            return RasterImage(width: w, height: h, pixels: source.reversed())
        case 6, 8:
            // Stored h wide and w tall. 6 is shown turned clockwise, 8 counter-clockwise.
            var pixels = [UInt32](repeating: 0, count: w * h)
            for b in 0..<w {
                for a in 0..<h {
                    let (x, y) = orientation == 6 ? (w - 1 - b, a) : (b, h - 1 - a)
                    pixels[b * h + a] = source[y * w + x]
                }
            }
            return RasterImage(width: h, height: w, pixels: pixels)
        default:
            return upright
        }
    }
}
