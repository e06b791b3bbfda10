import ArgumentParser

/// `plot gallery login|logout|photos|videos|photo N|video N`: the VK gallery (API.md section 4).
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Log in to VK, draw a group's photo grid and video list, open one photo or video.",
        discussion: """
            Without --url, each run talks to a demo server started inside the command (over \
            TLS, trusting only its own CA), whose login completes by itself and whose tokens stay \
            valid across runs until they expire. The token is kept in \
            $XDG_CONFIG_HOME/plotkit/gallery-token.json (or ~/.config/plotkit/), readable by you \
            alone, and used while it has more than 5 minutes left. Pictures are cached in \
            $XDG_CACHE_HOME/plotkit/images/ (or ~/.cache/plotkit/images/).
            """,
        subcommands: [
            GalleryLoginCommand.self, GalleryLogoutCommand.self, GalleryPhotosCommand.self,
            GalleryVideosCommand.self, GalleryPhotoCommand.self, GalleryVideoCommand.self,
        ])
}
