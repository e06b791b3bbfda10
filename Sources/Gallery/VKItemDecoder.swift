import Foundation

/// VK's items read leniently: numbers may come as numeric strings, unknown fields are ignored,
/// a missing size list gives a photo with nothing to show (its cell says so), and an entry
/// that is not an object or has no id is skipped and counted.
enum VKItemDecoder {
    static func photos(_ items: [Any]) -> (photos: [GalleryPhoto], skipped: Int) {
        var photos: [GalleryPhoto] = []
        var skipped = 0
        for item in items {
            guard let object = item as? [String: Any], let id = int(object["id"]) else {
                skipped += 1
                continue
            }
            var sizes = (object["sizes"] as? [Any] ?? []).compactMap(variant)
            if let original = object["orig_photo"].flatMap(variant) {
                sizes.append(
                    ImageVariant(type: "orig", url: original.url, width: original.width, height: original.height))
            }
            photos.append(GalleryPhoto(id: id, date: int64(object["date"]) ?? 0, sizes: sizes))
        }
        return (photos, skipped)
    }

    static func videos(_ items: [Any], ownerID: Int) -> (videos: [GalleryVideo], skipped: Int) {
        var videos: [GalleryVideo] = []
        var skipped = 0
        for item in items {
            guard let object = item as? [String: Any], let id = int(object["id"]) else {
                skipped += 1
                continue
            }
            var previews = (object["image"] as? [Any] ?? []).compactMap(variant)
            if previews.isEmpty { previews = (object["first_frame"] as? [Any] ?? []).compactMap(variant) }
            // Older answers: photo_130, photo_320, photo_800, photo_1280 as plain URLs.
            if previews.isEmpty {
                for width in [130, 320, 640, 800, 1280] {
                    if let url = object["photo_\(width)"] as? String, !url.isEmpty {
                        previews.append(ImageVariant(url: url, width: width, height: width * 9 / 16))
                    }
                }
            }
            let title = (object["title"] as? String).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
            videos.append(
                GalleryVideo(
                    id: id, ownerID: int(object["owner_id"]) ?? ownerID, title: title,
                    date: int64(object["date"]) ?? 0, duration: int(object["duration"]) ?? 0, previews: previews,
                    player: (object["player"] as? String).flatMap { $0.isEmpty ? nil : $0 }))
        }
        return (videos, skipped)
    }

    /// `{type?, url, width, height, with_padding?}`; nil without a URL.
    static func variant(_ value: Any) -> ImageVariant? {
        guard let object = value as? [String: Any], let url = object["url"] as? String ?? object["src"] as? String,
            !url.isEmpty
        else { return nil }
        return ImageVariant(
            type: (object["type"] as? String).flatMap { $0.isEmpty ? nil : $0 }, url: url,
            width: side(object["width"]), height: side(object["height"]),
            padded: (int(object["with_padding"]) ?? 0) != 0)
    }

    /// A picture's side in pixels; 0 (not said) unless 0...65,535, JPEG's largest: a side of
    /// 10^10 made the area that orders the sizes overflow, and `plot gallery` trap.
    static func side(_ value: Any?) -> Int {
        int(value).flatMap { (0...65_535).contains($0) ? $0 : nil } ?? 0
    }

    static func int(_ value: Any?) -> Int? { int64(value).flatMap { Int(exactly: $0) } }

    static func int64(_ value: Any?) -> Int64? {
        switch value {
        case let number as NSNumber:
            let double = number.doubleValue
            guard double.isFinite, double.rounded(.towardZero) == double, abs(double) < 9e18 else { return nil }
            return Int64(double)
        case let text as String:
            return Int64(text.trimmingCharacters(in: .whitespaces))
        default:
            return nil
        }
    }
}
