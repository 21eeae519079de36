import Foundation

// Texts and images drawn into a canvas (Apple: `GraphicsContext.resolve(_:)` and `draw(_:at:anchor:)`,
// `draw(_:in:)`): each is drawn as the view would be, in the canvas's environment, under the
// context's transform, opacity and clips.

extension GraphicsContext {
    /// `text` in the canvas's environment, ready to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, measure: recorder.measure)
    }

    /// `image` in the canvas's environment, ready to measure and draw.
    public func resolve(_ image: Image) -> ResolvedImage {
        let measured = GraphicsContext.measured(.image(image), .unspecified, by: recorder.measure)
        return ResolvedImage(image: image, size: measured.size, baseline: measured.lastBaseline)
    }

    /// Draws `text` at its natural size with its `anchor` at `point`.
    ///
    /// ```swift
    /// context.draw(Text("Mon").font(.caption2), at: CGPoint(x: 20, y: size.height - 6))
    /// ```
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` in `rect`, its lines wrapping at the rectangle's width from its top.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws a resolved text at its natural size with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(.text(text.text), shading: text.shading, placement: .at(point, anchor: anchor)))
    }

    /// Draws a resolved text in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(.view(.text(text.text), shading: text.shading, placement: .inRect(rect)))
    }

    /// Draws `image` at its natural size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` filling `rect`. `style` matters to a shape, not to an image.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image at its natural size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(.image(image.image), shading: image.shading, placement: .at(point, anchor: anchor)))
    }

    /// Draws a resolved image filling `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.view(.image(image.image), shading: image.shading, placement: .inRect(rect)))
    }
}
