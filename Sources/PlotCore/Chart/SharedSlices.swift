/// The slices of a faceted pie's panels, decided by the whole table, as seaborn's `FacetGrid`
/// takes a hue's order and colours from the whole data: the categories that are slices in
/// every panel (the whole's largest; a panel's others are its "Other") and each one's place in
/// the palette, so that a category has one colour in every panel and the grid's one legend
/// names them all.
struct SharedSlices: Sendable, Equatable {
    /// A slice's x (its category's index, or its number or time) and its palette index.
    var colors: [Double: Int]
}
