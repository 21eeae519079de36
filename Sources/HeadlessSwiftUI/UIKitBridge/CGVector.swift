import Foundation

/// A two-dimensional vector (CoreGraphics' `CGVector`, which Linux's Foundation lacks): what
/// SwiftUI reports a scroll view's velocity as.
///
/// ```swift
/// let fling = CGVector(dx: 0, dy: -1_200)
/// ```
public struct CGVector: Equatable, Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    /// A vector of zero length.
    public init() {
        self.init(dx: 0, dy: 0)
    }
}
