import Foundation

/// `offset(_:)`: moves a view where it is drawn and hit-tested, not where it is laid out
/// (Apple: `_OffsetEffect`).
struct _OffsetEffect: GeometryEffect, NamedAnimatableValues {
    var offset: CGSize

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(offset.width, offset.height) }
        set { offset = CGSize(width: newValue.first, height: newValue.second) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    var namedValues: [String: Double] { ["offsetX": offset.width, "offsetY": offset.height] }

    func with(values value: (String, Double) -> Double) -> any GeometryEffect {
        _OffsetEffect(offset: CGSize(width: value("offsetX", offset.width), height: value("offsetY", offset.height)))
    }
}

extension View {
    /// Moves this view by `offset` where it is drawn and hit-tested; its layout, and its
    /// neighbours', stay where they were.
    ///
    /// ```swift
    /// Circle().frame(width: 12, height: 12).offset(CGSize(width: 4, height: -4))
    /// ```
    nonisolated public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Moves this view by `x` and `y` points where it is drawn and hit-tested.
    ///
    /// ```swift
    /// Text("New").offset(y: isShown ? 0 : 40)
    /// ```
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
