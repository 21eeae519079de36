import Foundation

extension GraphicsContext {
    /// A text made ready to draw in a context (Apple: `GraphicsContext.ResolvedText`): its font and
    /// attributes taken from the canvas's environment, so it can be measured before it is drawn.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     let label = context.resolve(Text("42").font(.caption))
    ///     let width = label.measure(in: size).width
    ///     context.draw(label, at: CGPoint(x: size.width - width / 2, y: 8))
    /// }
    /// ```
    public struct ResolvedText {
        let text: Text
        let measure: Measure

        /// What the text is painted with: the canvas's foreground unless set.
        public var shading: Shading = .foreground

        /// The text's size and baselines for `size`, measured by the renderer (a canvas draws on
        /// the main actor).
        private func measured(_ size: CGSize) -> (size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
            GraphicsContext.measured(.text(text), ProposedViewSize(size), by: measure)
        }

        /// The size the text takes when offered `size`: its lines wrap at the width.
        public func measure(in size: CGSize) -> CGSize {
            measured(size).size
        }

        /// The distance from the top of the text to its first line's baseline, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            measured(size).firstBaseline
        }

        /// The distance from the top of the text to its last line's baseline, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            measured(size).lastBaseline
        }
    }
}
