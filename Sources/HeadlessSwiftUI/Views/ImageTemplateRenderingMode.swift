import Foundation

extension Image {
    /// How an image renders (Apple: `Image.TemplateRenderingMode`).
    ///
    /// ```swift
    /// Image("logo").renderingMode(.template).foregroundStyle(.tint)
    /// ```
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Every nontransparent pixel in the foreground style: the image as a mask.
        case template
        /// The pixels of a bitmap as they are.
        case original
    }
}
