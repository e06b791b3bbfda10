import Foundation
import Input

/// VK's items read leniently: numbers may come as numeric strings, unknown fields are ignored,
/// a missing size list gives a photo with nothing to show (its cell says so), and an entry
/// that is not an object or has no id is skipped and counted.
enum VKItemDecoder {
    static func photos(_ items: [JSONValue]) -> (photos: [GalleryPhoto], skipped: Int) {
        var photos: [GalleryPhoto] = []
        var skipped = 0
        for item in items {
            guard case .object(let object) = item, let id = int(object["id"]) else {
                skipped += 1
                continue
            }
            var sizes = list(object["sizes"]).compactMap(variant)
            if let original = object["orig_photo"].flatMap(variant) {
                sizes.append(
                    ImageVariant(type: "orig", url: original.url, width: original.width, height: original.height))
            }
            photos.append(GalleryPhoto(id: id, date: int64(object["date"]) ?? 0, sizes: sizes))
        }
        return (photos, skipped)
    }

    static func videos(_ items: [JSONValue], ownerID: Int) -> (videos: [GalleryVideo], skipped: Int) {
        var videos: [GalleryVideo] = []
        var skipped = 0
        for item in items {
            guard case .object(let object) = item, let id = int(object["id"]) else {
                skipped += 1
                continue
            }
            var previews = list(object["image"]).compactMap(variant)
            if previews.isEmpty { previews = list(object["first_frame"]).compactMap(variant) }
            // Older answers: photo_130, photo_320, photo_800, photo_1280 as plain URLs.
            if previews.isEmpty {
                for width in [130, 320, 640, 800, 1280] {
                    if case .string(let url)? = object["photo_\(width)"], !url.isEmpty {
                        previews.append(ImageVariant(url: url, width: width, height: width * 9 / 16))
                    }
                }
            }
            let title = string(object["title"]).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
            videos.append(
                GalleryVideo(
                    id: id, ownerID: int(object["owner_id"]) ?? ownerID, title: title,
                    date: int64(object["date"]) ?? 0, duration: int(object["duration"]) ?? 0, previews: previews,
                    player: text(object["player"])))
        }
        return (videos, skipped)
    }

    /// `{type?, url, width, height, with_padding?}`; nil without a URL.
    static func variant(_ value: JSONValue) -> ImageVariant? {
        guard case .object(let object) = value, let url = string(object["url"]) ?? string(object["src"]),
            !url.isEmpty
        else { return nil }
        return ImageVariant(
            type: text(object["type"]), url: url, width: side(object["width"]), height: side(object["height"]),
            padded: (int(object["with_padding"]) ?? 0) != 0)
    }

    /// A picture's side in pixels; 0 (not said) unless 0...65,535, JPEG's largest: a side of
    /// 10^10 made the area that orders the sizes overflow, and `plot gallery` trap.
    static func side(_ value: JSONValue?) -> Int {
        int(value).flatMap { (0...65_535).contains($0) ? $0 : nil } ?? 0
    }

    /// The elements of an array; none for anything else.
    static func list(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let elements)? = value { return elements }
        return []
    }

    /// A string as sent; nil for anything else.
    static func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    /// A string that is not empty; nil otherwise.
    static func text(_ value: JSONValue?) -> String? {
        string(value).flatMap { $0.isEmpty ? nil : $0 }
    }

    static func int(_ value: JSONValue?) -> Int? { int64(value).flatMap { Int(exactly: $0) } }

    /// A whole number, sent as a number (5, 5.0, 5e0), a numeric string (" 5") or a boolean (1, 0).
    static func int64(_ value: JSONValue?) -> Int64? {
        switch value {
        case .number(let literal)?:
            guard let double = Double(literal), double.isFinite, double.rounded(.towardZero) == double,
                abs(double) < 9e18
            else { return nil }
            return Int64(double)
        case .bool(let flag)?:
            return flag ? 1 : 0
        case .string(let text)?:
            return Int64(text.trimmingCharacters(in: .whitespaces))
        default:
            return nil
        }
    }
}
