/// The demo VK group's content: ~120 photos and ~20 videos, the same on every run (a fixed
/// seed, not the server's), so a cache of their images stays good between runs. Photos differ
/// in size and aspect, some are stored turned with an EXIF orientation saying so, and each
/// one's size variants are listed in a shuffled order, as VK lists them.
struct VKCatalogue: Sendable {
    /// `mobileup_studio`'s owner id (API.md section 4).
    static let ownerID = -128_666_765
    static let photoCount = 120
    static let videoCount = 20

    struct Photo: Sendable {
        var id: Int
        var number: Int
        var date: Int64
        /// The upright original's size.
        var width: Int
        var height: Int
        /// EXIF orientation the stored JPEGs carry (1: none).
        var orientation: Int
        /// Size letters in the order the answer lists them.
        var types: [String]
        var hue: Double
    }

    struct Video: Sendable {
        var id: Int
        var number: Int
        var title: String
        var date: Int64
        var duration: Int
        /// Preview widths (16:9) in the order the answer lists them.
        var previewWidths: [Int]
        var hue: Double
    }

    let photos: [Photo]
    let videos: [Video]

    /// VK's size letters and the largest side (s, m, x, y, z, w) or width (o, p, q, r) of each.
    static let sizeLimits: [(type: String, limit: Int, byWidth: Bool)] = [
        ("s", 75, false), ("m", 130, false), ("o", 130, true), ("p", 200, true), ("q", 320, true),
        ("r", 510, true), ("x", 604, false), ("y", 807, false), ("z", 1080, false), ("w", 2560, false),
    ]

    static let aspects: [(Int, Int)] = [(4, 3), (3, 4), (3, 2), (2, 3), (1, 1), (16, 9), (9, 16), (5, 4)]

    static let titles = [
        "MobileUp: итоги года", "Как мы делаем приложения", "Demo day, осень", "Интервью с iOS-командой",
        "A day at the studio", "Хакатон: 48 часов", "Дизайн-ревью в прямом эфире", "Swift на сервере",
        "Переезд в новый офис", "Митап: Android и iOS", "Tech talk: rendering on Linux",
        "Очень длинное название видео, которое не помещается в одну строку и обрезается многоточием",
        "Стажировка 2023", "Q&A с CTO", "Пицца-пятница", "Release party", "Как устроен CI",
        "Новогодний корпоратив", "Code review по-взрослому", "Лучшие моменты года",
    ]

    init() {
        var random = SplitMix64(seed: 11)
        // 2019-01-01T09:00:00Z, then a photo every few days.
        var date: Int64 = 1_546_333_200
        var photos: [Photo] = []
        for number in 1...Self.photoCount {
            date += Int64(86_400 + random.next() % (6 * 86_400))
            let (across, down) = Self.aspects[Int(random.next() % UInt64(Self.aspects.count))]
            // Originals from 700 to 2560 pixels on the long side: small ones lack the big letters.
            let long = 700 + Int(random.next() % 1861)
            let width = across >= down ? long : long * across / down
            let height = across >= down ? long * down / across : long
            let orientation = number % 9 == 0 ? 6 : number % 13 == 0 ? 8 : number % 17 == 0 ? 3 : 1
            // Every letter below the original's size, and the next one up: the original itself.
            let sides = Self.sizeLimits.filter { !$0.byWidth }
            let below = sides.filter { $0.limit < long }
            var types = Self.sizeLimits.filter(\.byWidth).map(\.type) + below.map(\.type)
            if let original = sides.first(where: { $0.limit >= long }) { types.append(original.type) }
            types.shuffle(using: &random)
            photos.append(
                Photo(
                    id: 457_239_000 + number * 7, number: number, date: date, width: width, height: height,
                    orientation: orientation, types: types, hue: Double(random.next() % 360)))
        }
        // Listed in an order that is not by date: the client sorts, newest first.
        photos.shuffle(using: &random)
        self.photos = photos
        var videos: [Video] = []
        var videoDate: Int64 = 1_577_869_200
        for number in 1...Self.videoCount {
            videoDate += Int64(86_400 * 10 + random.next() % (20 * 86_400))
            var widths = number % 5 == 0 ? [320] : [130, 320, 800, 1280]
            widths.shuffle(using: &random)
            videos.append(
                Video(
                    id: 456_239_000 + number * 3, number: number, title: Self.titles[(number - 1) % Self.titles.count],
                    date: videoDate, duration: 35 + Int(random.next() % 3600), previewWidths: widths,
                    hue: Double(random.next() % 360)))
        }
        self.videos = videos.reversed()
    }

    /// The size of a photo's variant: proportional, the side or width held to the letter's limit,
    /// never larger than the original.
    static func size(of photo: Photo, type: String) -> (width: Int, height: Int)? {
        guard let entry = sizeLimits.first(where: { $0.type == type }) else { return nil }
        let reference = entry.byWidth ? photo.width : max(photo.width, photo.height)
        let factor = min(1, Double(entry.limit) / Double(reference))
        return (
            max(1, Int((Double(photo.width) * factor).rounded())),
            max(1, Int((Double(photo.height) * factor).rounded()))
        )
    }

    func photo(id: Int) -> Photo? { photos.first { $0.id == id } }
    func video(id: Int) -> Video? { videos.first { $0.id == id } }
}
