import Foundation

/// An image as UIKit holds one (Apple: `UIImage`), as much of it as SwiftUI code reaches: found by
/// name in a bundle or an asset catalog, read from a PNG file, or an SF Symbol, and shown with
/// `Image(uiImage:)`.
///
/// ```swift
/// if let logo = UIImage(named: "Logo") {
///     Image(uiImage: logo).resizable().scaledToFit()
/// }
/// ```
public final class UIImage: Sendable {
    /// What SwiftUI draws for it.
    let image: Image
    /// The size in points: a bitmap's pixels over its scale; zero for a symbol, whose size the
    /// layer does not measure outside a view (D266).
    public let size: CGSize
    /// Pixels per point: 3 for an `@3x` file, 2 for `@2x`, 1 otherwise.
    public let scale: CGFloat

    init(image: Image, size: CGSize, scale: CGFloat) {
        self.image = image
        self.size = size
        self.scale = scale
    }

    /// How a symbol image is configured (Apple: `UIImage.Configuration`): accepted, not applied.
    public class Configuration: @unchecked Sendable {
        /// An empty configuration.
        public init() {}
    }

    /// The bitmap named `name` in the main bundle; nil when there is none, as in UIKit.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// The bitmap named `name` in `bundle` (the main bundle when nil): the largest scale of
    /// `NAME.png`, `NAME@2x.png`, `NAME@3x.png` or an asset catalog's `NAME.imageset`, as
    /// `Image(_:bundle:)` finds it; nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        let found = ImageLookup.find(name, in: bundle)
        guard let path = found.path, let pixels = found.pixelSize else { return nil }
        self.init(bitmap: Image(name, bundle: bundle), path: path, pixels: pixels)
    }

    /// The PNG file at `path`; nil when it is not a readable PNG.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard let pixels = ImageLookup.pixelSize(of: url) else { return nil }
        self.init(bitmap: Image(file: path, pixelSize: pixels), path: path, pixels: pixels)
    }

    /// The SF Symbol named `name`.
    public convenience init?(systemName name: String) {
        self.init(image: Image(systemName: name), size: .zero, scale: 1)
    }

    /// The SF Symbol named `name`, with a configuration that is accepted and not applied.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
    }

    private convenience init(bitmap: Image, path: String, pixels: CGSize) {
        let scale = ImageLookup.scale(of: path)
        self.init(image: bitmap, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }
}

extension Image {
    /// The image a `UIImage` holds (Apple: `Image(uiImage:)`).
    ///
    /// ```swift
    /// Image(uiImage: UIImage(named: "Avatar") ?? UIImage())
    /// ```
    nonisolated public init(uiImage: UIImage) {
        self = uiImage.image
    }
}

extension UIImage {
    /// An empty image, drawing nothing (Apple: `UIImage()`).
    public convenience init() {
        self.init(image: Image(file: nil, pixelSize: nil), size: .zero, scale: 1)
    }
}

extension UIImage {
    /// The asset catalog image `resource` names (Apple: `init(resource:)`, iOS 17); an empty image
    /// when the catalog has none.
    ///
    /// ```swift
    /// let avatar = UIImage(resource: .avatar)
    /// ```
    public convenience init(resource: ImageResource) {
        let found = ImageLookup.find(resource.name, in: resource.bundle)
        if let path = found.path, let pixels = found.pixelSize {
            self.init(bitmap: Image(resource), path: path, pixels: pixels)
        } else {
            self.init()
        }
    }
}
