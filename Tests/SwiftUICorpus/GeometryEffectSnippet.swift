import Foundation
import SwiftUI

/// A geometry effect as adopters write one (no isolation annotations: `GeometryEffect` removes the
/// main actor a `ViewModifier` would bring): moves its view 30 × sin(2π phase) right and
/// phase × 2 × its own height up.
public struct Shake: GeometryEffect {
    public var phase: CGFloat
    public var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    public init(phase: CGFloat) { self.phase = phase }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 30 * sin(phase * .pi * 2), y: -phase * 2 * size.height))
    }
}

/// A keystone: perspective in x (m13 = 0.002).
public struct Keystone: GeometryEffect {
    public init() {}

    public func effectValue(size: CGSize) -> ProjectionTransform {
        var transform = ProjectionTransform()
        transform.m13 = 0.002
        return transform
    }
}
