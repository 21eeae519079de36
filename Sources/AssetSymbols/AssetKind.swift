/// The kinds of asset that get a generated symbol: a color set (`NAME.colorset`, a
/// `ColorResource`) and an image set (`NAME.imageset`, an `ImageResource`). App icons, data sets
/// and symbol sets get none.
public enum AssetKind: String, Sendable, CaseIterable {
    /// A color set.
    case color = "colorset"
    /// An image set.
    case image = "imageset"
}
