/// What a button does, for the system to draw and place it (Apple: `ButtonRole`, iOS 15).
///
/// ```swift
/// Button("Delete Workout", role: .destructive) { delete() }
/// ```
public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// Deletes or removes something: drawn in the system red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels an action.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button where Label == Text {
    /// A button with a role, titled with a localized key.
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled verbatim.
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// A button labelled with a symbol and a localized title (iOS 17).
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a symbol and a title shown verbatim (iOS 17).
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
}
