import Foundation

extension GraphicsContext {
    /// An image made ready to draw in a context (Apple: `GraphicsContext.ResolvedImage`): a symbol
    /// sized by the canvas's font, a bitmap by its pixels over its scale.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     let star = context.resolve(Image(systemName: "star.fill"))
    ///     context.draw(star, at: CGPoint(x: star.size.width / 2, y: size.height / 2))
    /// }
    /// ```
    public struct ResolvedImage {
        let image: Image

        /// The image's size in points.
        public let size: CGSize
        /// The distance from the image's top to its baseline: its height.
        public let baseline: CGFloat
        /// What a template image or a symbol is painted with; nil for the canvas's foreground.
        public var shading: Shading?
    }
}
