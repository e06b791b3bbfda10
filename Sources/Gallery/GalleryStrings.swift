import PlotCore

/// The words on the gallery's pages, in the page's language.
public struct GalleryStrings: Sendable {
    public var photosTitle: String
    public var videosTitle: String
    public var noImage: String
    /// Where the pictures came from when no address was given, in the page's language.
    public var embeddedDemo: String
    let photoCount: @Sendable (Int) -> String
    let videoCount: @Sendable (Int) -> String
    let missing: @Sendable (Int) -> String
    let skipped: @Sendable (Int) -> String
    public let photoOf: @Sendable (Int, Int) -> String
    public let videoOf: @Sendable (Int, Int) -> String
    public let pageLabel: @Sendable (Int, Int) -> String

    public static func of(_ language: GalleryLanguage) -> GalleryStrings {
        switch language {
        case .ru:
            return GalleryStrings(
                photosTitle: "MobileUp Gallery · Фото", videosTitle: "MobileUp Gallery · Видео",
                noImage: "нет изображения", embeddedDemo: "встроенный демо-сервер",
                photoCount: { "фото: \($0)" }, videoCount: { "видео: \($0)" },
                missing: { "не загрузилось: \($0)" }, skipped: { "пропущено (нечитаемо): \($0)" },
                photoOf: { "фото \($0) из \($1)" }, videoOf: { "видео \($0) из \($1)" },
                pageLabel: ChartWords.russian.pageLabel)
        case .en:
            return GalleryStrings(
                photosTitle: "MobileUp Gallery · Photos", videosTitle: "MobileUp Gallery · Videos",
                noImage: "no image", embeddedDemo: "the embedded demo server",
                photoCount: { $0 == 1 ? "1 photo" : "\($0) photos" },
                videoCount: { $0 == 1 ? "1 video" : "\($0) videos" },
                missing: { "\($0) could not be loaded" }, skipped: { "\($0) skipped (unreadable)" },
                photoOf: { "photo \($0) of \($1)" }, videoOf: { "video \($0) of \($1)" },
                pageLabel: ChartWords.english.pageLabel)
        }
    }

    /// "120 photos · 2 could not be loaded · 1 skipped (unreadable) · from SOURCE".
    public func listNote(count: Int, videos: Bool, missing: Int, skipped: Int, source: String?) -> String {
        var parts = [videos ? videoCount(count) : photoCount(count)]
        if missing > 0 { parts.append(self.missing(missing)) }
        if skipped > 0 { parts.append(self.skipped(skipped)) }
        if let source { parts.append(source) }
        return parts.joined(separator: " · ")
    }
}
