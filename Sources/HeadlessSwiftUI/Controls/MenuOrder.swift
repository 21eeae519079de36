/// The order a menu lists its items in (Apple: `MenuOrder`, iOS 16).
public struct MenuOrder: Equatable, Hashable, Sendable {
    let kind: Int

    /// The platform's choice: on iOS, the first item nearest where the menu opens from.
    public static let automatic = MenuOrder(kind: 0)
    /// The first item nearest where the menu opens from.
    public static let priority = MenuOrder(kind: 1)
    /// The items top to bottom as written.
    public static let fixed = MenuOrder(kind: 2)
}

/// Whether choosing a menu's action closes the menu (Apple: `MenuActionDismissBehavior`, iOS 16.4).
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let kind: Int

    /// The platform's choice: the menu closes.
    public static let automatic = MenuActionDismissBehavior(kind: 0)
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(kind: 1)
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(kind: 2)
}

/// How menus order their items and close. The layer draws menus closed (their label only), so
/// neither changes anything drawn.
extension View {
    /// The order of the items of the menus inside (Apple: `menuOrder(_:)`).
    ///
    /// ```swift
    /// Menu("Sort") { Button("Date") {}; Button("Name") {} }.menuOrder(.fixed)
    /// ```
    nonisolated public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Whether choosing an action closes the menus inside (Apple: `menuActionDismissBehavior(_:)`).
    ///
    /// ```swift
    /// Menu("Quantity") { Stepper("Sets", value: $sets) }.menuActionDismissBehavior(.disabled)
    /// ```
    nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}
