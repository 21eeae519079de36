import Foundation

extension View {
    /// Draws a border of `width` points inside the view's frame, filled with `content` (Apple:
    /// `border(_:width:)`: "By default, the border appears inside the bounds of this view").
    ///
    /// ```swift
    /// Text("Draft").padding(4).border(Color.gray)
    /// ```
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
