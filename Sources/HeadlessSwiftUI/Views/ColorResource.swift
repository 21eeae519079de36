import Foundation

/// A color in an asset catalog, named by the symbol Xcode generates for it (Apple:
/// `DeveloperToolsSupport.ColorResource`, iOS 17): its name and the bundle that holds the catalog.
///
/// Xcode writes a `static let` per colorset (`GeneratedAssetSymbols.swift`); on Linux the
/// `GenerateAssetSymbols` plugin writes the same file from the target's catalogs (D302).
///
/// ```swift
/// extension ColorResource {
///     static let brand = ColorResource(name: "Brand", bundle: .module)
/// }
/// Text("Welcome").foregroundStyle(Color(.brand))
/// ```
public struct ColorResource: Hashable, Sendable {
    /// The colorset's name in its catalog.
    package let name: String
    /// The bundle whose resources hold the catalog.
    package let bundle: Bundle

    /// The color named `name` in `bundle`'s asset catalogs.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The asset catalog color `resource` names, with its appearances, as `Color(_:bundle:)` reads
    /// it (Apple: `init(_:)` with a `ColorResource`).
    ///
    /// ```swift
    /// Color(.brand)
    /// ```
    nonisolated public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
