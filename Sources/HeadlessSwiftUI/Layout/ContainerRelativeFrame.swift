import Foundation

extension View {
    /// Gives this view a frame sized from its container's along `axes` (Apple:
    /// `containerRelativeFrame(_:alignment:)`, iOS 17): the whole length of the container.
    ///
    /// Apple's container is the nearest scroll view's visible area, or else the window's safe
    /// area. The layer reads it as the screen inside its safe areas less the content margins set
    /// around the view, which is the visible area of a scroll view that spans the screen, the
    /// usual case (docs/decisions.md D199).
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack {
    ///         ForEach(photos) { PhotoCard($0).containerRelativeFrame(.horizontal) }
    ///     }
    /// }
    /// ```
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Gives this view `span` of `count` equal parts of its container's length along `axes`, parts
    /// `spacing` apart (Apple: `containerRelativeFrame(_:count:span:spacing:alignment:)`): a length
    /// of (container − spacing × (count − 1)) / count × span + spacing × (span − 1).
    ///
    /// ```swift
    /// Color.mint.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
    /// ```
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let parts = CGFloat(max(count, 1))
            let part = (length - spacing * (parts - 1)) / parts
            return part * CGFloat(span) + spacing * CGFloat(max(span - 1, 0))
        }
    }

    /// Gives this view the length `length` computes from its container's length along each of
    /// `axes` (Apple: `containerRelativeFrame(_:alignment:_:)`).
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, length: length)
    }
}

/// Reads the container's size from the environment and frames its content from it.
struct ContainerRelativeFrame<Content: View> {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    @Environment(\._containerSize) private var container

    nonisolated init(content: Content, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.content = content
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }
}

extension ContainerRelativeFrame: View {
    var body: some View {
        content.frame(
            width: axes.contains(.horizontal) ? max(length(container.width, .horizontal), 0) : nil,
            height: axes.contains(.vertical) ? max(length(container.height, .vertical), 0) : nil,
            alignment: alignment)
    }
}

extension EnvironmentValues {
    /// The size of the container `containerRelativeFrame` measures against: the screen inside
    /// its safe areas, less the content margins in effect.
    var _containerSize: CGSize {
        let screen = self[ProposedSizeKey.self]
        let margins = _contentMargins
        return CGSize(
            width: max(screen.width - margins.leading - margins.trailing, 0),
            height: max(screen.height - margins.top - margins.bottom, 0))
    }
}
