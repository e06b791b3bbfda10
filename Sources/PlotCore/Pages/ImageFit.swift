/// How a picture goes into a cell of another shape.
package enum ImageFit: String, Sendable, CaseIterable {
    /// All of it, as large as fits: bands of the cell stay empty.
    case contain
    /// The cell filled, the overflow cropped evenly from both sides (aspect-fill).
    case cover
}
