/// A scene whose pages are made one at a time, as they are written: a document of many pictures
/// then holds one page's pictures rather than every page's (a 20-page gallery held 600 MiB).
/// The pages' count and sizes are known before any is made, so what is written can be said
/// and planned first.
package struct PagedScene {
    /// Each page's size, in order: as many as there are pages.
    package var sizes: [Size]
    /// Device pixels per layout unit, as `Scene.scale`.
    package var scale: Double
    /// Makes page `index` (from 0); called once a page, in order, by a writer.
    private let make: (Int) -> ScenePage

    package init(sizes: [Size], scale: Double, page make: @escaping (Int) -> ScenePage) {
        self.sizes = sizes
        self.scale = scale
        self.make = make
    }

    /// The pages of a scene already made.
    package init(_ scene: Scene) {
        self.init(sizes: scene.pages.map(\.size), scale: scene.scale) { scene.pages[$0] }
    }

    package var count: Int { sizes.count }

    /// Page `index`, made now; nothing keeps it.
    package func page(_ index: Int) -> ScenePage { make(index) }

    /// Every page made and kept: for a caller that wants the whole value (a test, a raster).
    package func scene() -> Scene { Scene(pages: sizes.indices.map(make), scale: scale) }
}
