import Foundation

/// An image in an asset catalog, named by the symbol Xcode generates for it (Apple:
/// `DeveloperToolsSupport.ImageResource`, iOS 17): its name and the bundle that holds the catalog.
///
/// Xcode writes a `static let` per imageset (`GeneratedAssetSymbols.swift`); on Linux the
/// `GenerateAssetSymbols` plugin writes the same file from the target's catalogs (D302).
///
/// ```swift
/// extension ImageResource {
///     static let avatar = ImageResource(name: "avatar", bundle: .module)
/// }
/// Image(.avatar).resizable().scaledToFill().frame(width: 64, height: 64).clipShape(Circle())
/// ```
public struct ImageResource: Hashable, Sendable {
    /// The imageset's name in its catalog.
    package let name: String
    /// The bundle whose resources hold the catalog.
    package let bundle: Bundle

    /// The image named `name` in `bundle`'s asset catalogs.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The asset catalog image `resource` names, as `Image(_:bundle:)` finds it (Apple:
    /// `init(_:)` with an `ImageResource`).
    ///
    /// ```swift
    /// Image(.avatar)
    /// ```
    nonisolated public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
