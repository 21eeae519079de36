import Foundation

extension View {
    /// Isolates this view's geometry from its parent's during an animation (Apple:
    /// `geometryGroup()`): the children take their final positions and sizes in the parent's
    /// animated frame instead of animating from where they appeared. At rest nothing changes;
    /// the layer animates frames as wholes already, so nothing changes in motion either.
    ///
    /// ```swift
    /// ProfileCard(user: user).geometryGroup()
    /// ```
    nonisolated public func geometryGroup() -> some View { self }
}
