import Foundation

extension Image {
    /// A scale for symbol images relative to the text around them (Apple: `Image.Scale`).
    public enum Scale: Hashable, Sendable {
        /// Smaller (about 80%), the default, or larger (about 130%) than the symbol at the font's size.
        case small, medium, large
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The scale of symbol images in this environment (Apple: `EnvironmentValues.imageScale`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales symbol images in this view relative to the font (Apple: `imageScale(_:)`).
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
