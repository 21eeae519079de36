import Foundation

/// The ways a focusable view takes focus (Apple: `FocusInteractions`).
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Focus that activates the view, as a button's.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Focus that captures input, as a text field's.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The interactions the platform gives the view.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
    /// Lets this view take focus from the keyboard (Apple: `focusable(_:)`). Touch does not move
    /// focus on iPhone, and `focused(_:)` drives it in tests, so nothing here changes.
    ///
    /// ```swift
    /// CardView().focusable()
    /// ```
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Lets this view take focus for `interactions` (Apple: `focusable(_:interactions:)`).
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
}
