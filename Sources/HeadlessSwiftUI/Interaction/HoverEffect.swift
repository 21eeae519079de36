import Foundation

/// How a view reacts when a pointer hovers over it (Apple: `HoverEffect`): on iPad with a
/// trackpad; an iPhone has no pointer, so the effect never shows on the devices drawn here.
public struct HoverEffect: Sendable {
    private let name: String

    /// The effect the system picks for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// The pointer morphs into a platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts and a shadow appears under it.
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    /// The effect a hovering pointer applies (Apple: `hoverEffect(_:)`); nothing to draw on iPhone.
    ///
    /// ```swift
    /// Button("Edit") {}.hoverEffect(.highlight)
    /// ```
    @_disfavoredOverload
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }

    /// The effect a hovering pointer applies while `isEnabled` (Apple: `hoverEffect(_:isEnabled:)`).
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Calls `action` with true when a pointer enters the view and false when it leaves (Apple:
    /// `onHover(perform:)`). An iPhone has no pointer, so the action never runs here.
    ///
    /// ```swift
    /// Card().onHover { isHovered = $0 }
    /// ```
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
