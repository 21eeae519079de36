import Foundation

/// A scroll view's geometry (Apple: `ScrollGeometry`, iOS 18): how far its content is scrolled,
/// how large the content is, its insets and the scroll view's own size.
///
/// ```swift
/// .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 120 } action: { _, past in showsTitle = past }
/// ```
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// How far the content is scrolled: the content's point at the scroll view's top-leading corner.
    public var contentOffset: CGPoint
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The insets around the content (the safe area and content margins iOS adds; zero here).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// A scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content the scroll view shows, in the content's space.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The scroll view's bounds in the content's space: the visible rectangle widened by the insets.
    public var bounds: CGRect {
        CGRect(
            x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
            width: containerSize.width + contentInsets.leading + contentInsets.trailing,
            height: containerSize.height + contentInsets.top + contentInsets.bottom)
    }

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), containerSize: \(containerSize))"
    }
}
