/// One color or image set of an asset catalog: the name code looks it up by (`"Brand"`, or
/// `"Icons/close"` inside a folder that provides a namespace) and its kind.
public struct CatalogAsset: Hashable, Sendable, Comparable {
    /// The name `Color(_:bundle:)` or `Image(_:bundle:)` finds the asset by.
    public let name: String
    /// Whether it is a color set or an image set.
    public let kind: AssetKind

    /// An asset named `name` of `kind`.
    public init(name: String, kind: AssetKind) {
        self.name = name
        self.kind = kind
    }

    public static func < (lhs: CatalogAsset, rhs: CatalogAsset) -> Bool {
        (lhs.kind.rawValue, lhs.name) < (rhs.kind.rawValue, rhs.name)
    }
}
