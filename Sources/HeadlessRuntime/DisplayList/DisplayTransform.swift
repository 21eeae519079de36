import Foundation
import HeadlessSwiftUI

/// A 2D affine transform from layout coordinates to the screen, `x' = a x + c y + tx`,
/// `y' = b x + d y + ty` (CoreGraphics' `CGAffineTransform` layout; Linux's Foundation has none).
/// A display item carries the composition of every `offset`, `scaleEffect` and `rotationEffect`
/// above it, each about its own anchor, as SwiftUI composes them.
public struct DisplayTransform: Equatable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ dx: CGFloat, _ dy: CGFloat) -> DisplayTransform {
        DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A scale about `anchor` (a point in layout coordinates), as `scaleEffect(_:anchor:)`.
    public static func scale(_ sx: CGFloat, _ sy: CGFloat, about anchor: CGPoint) -> DisplayTransform {
        DisplayTransform(a: sx, b: 0, c: 0, d: sy, tx: anchor.x * (1 - sx), ty: anchor.y * (1 - sy))
    }

    /// A clockwise rotation on screen by `degrees` about `anchor`, as `rotationEffect(_:anchor:)`.
    public static func rotation(degrees: Double, about anchor: CGPoint) -> DisplayTransform {
        let radians = degrees * .pi / 180
        let (cosine, sine) = (CGFloat(cos(radians)), CGFloat(sin(radians)))
        return translation(anchor.x, anchor.y)
            .concatenating(DisplayTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0))
            .concatenating(translation(-anchor.x, -anchor.y))
    }

    /// This transform applied after `inner`: the transform of an effect's parent composed with the
    /// effect below it.
    public func concatenating(_ inner: DisplayTransform) -> DisplayTransform {
        DisplayTransform(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    public func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest upright rectangle holding `rect` once transformed.
    public func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The area scale factor; zero when the transform collapses everything onto a line or a point.
    public var determinant: CGFloat { a * d - b * c }

    public var isIdentity: Bool { self == .identity }
}

extension Path {
    /// The path with every point transformed.
    public func applying(_ transform: DisplayTransform) -> Path {
        guard !transform.isIdentity else { return self }
        let t = transform
        return applying(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
    }
}

extension AnyTransition {
    /// The anchor a scale in this transition scales about (insertion's first, else removal's);
    /// the centre when it has none.
    var scaleAnchor: UnitPoint { Self.scaleAnchor(in: kind) ?? .center }

    private static func scaleAnchor(in kind: Kind) -> UnitPoint? {
        switch kind {
        case let .scale(_, anchor): anchor
        case let .combined(first, second): scaleAnchor(in: first) ?? scaleAnchor(in: second)
        case let .asymmetric(insertion, removal): scaleAnchor(in: insertion) ?? scaleAnchor(in: removal)
        case let .animation(inner, _): scaleAnchor(in: inner)
        default: nil
        }
    }
}
