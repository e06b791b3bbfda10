/// A photo of the group: when it was uploaded and the sizes it comes in.
public struct GalleryPhoto: Sendable, Equatable {
    public var id: Int
    /// Upload time, Unix seconds (0: not given).
    public var date: Int64
    public var sizes: [ImageVariant]

    public init(id: Int, date: Int64, sizes: [ImageVariant]) {
        self.id = id
        self.date = date
        self.sizes = sizes
    }

    /// The photo's page on VK, to share.
    public func link(ownerID: Int) -> String { "https://vk.com/photo\(ownerID)_\(id)" }
}

/// A video of the group: its title, length, previews and player link.
public struct GalleryVideo: Sendable, Equatable {
    public var id: Int
    public var ownerID: Int
    public var title: String
    public var date: Int64
    /// Seconds (0: not given).
    public var duration: Int
    public var previews: [ImageVariant]
    /// The embeddable player's page, when the answer gave one.
    public var player: String?

    public init(
        id: Int, ownerID: Int, title: String, date: Int64, duration: Int, previews: [ImageVariant], player: String?
    ) {
        self.id = id
        self.ownerID = ownerID
        self.title = title
        self.date = date
        self.duration = duration
        self.previews = previews
        self.player = player
    }

    /// The link to share: the player, else the video's page on vk.com.
    public var link: String { player ?? "https://vk.com/video\(ownerID)_\(id)" }
}

/// A list as read: the items usable, in the service's order, and how many were not.
public struct GalleryList<Item: Sendable & Equatable>: Sendable, Equatable {
    public var items: [Item]
    /// Entries that were not objects or lacked an id.
    public var skipped: Int
    /// The count the service announced.
    public var announced: Int

    public init(items: [Item], skipped: Int, announced: Int) {
        self.items = items
        self.skipped = skipped
        self.announced = announced
    }
}

extension GalleryList where Item == GalleryPhoto {
    /// Newest first, as the grid shows them (equal dates keep the service's order).
    public var newestFirst: [GalleryPhoto] {
        items.enumerated().sorted { ($0.element.date, -$0.offset) > ($1.element.date, -$1.offset) }.map(\.element)
    }
}
