/// The look of a list (Apple: `ListStyle`). iOS offers the styles below; `.automatic` is inset
/// grouped on iPhone (iOS 15 and later), as a `Form` always is.
///
/// ```swift
/// List { ... }.listStyle(.plain)
/// ```
public protocol ListStyle {}

/// How a list draws its sections, resolved from its style.
enum ListAppearance: Sendable {
    /// Rows on rounded cards inset from the edges, over the grouped background.
    case insetGrouped
    /// Rows on full-width bands over the grouped background.
    case grouped
    /// Rows edge to edge on the plain background.
    case plain
}

/// The platform's default list style: inset grouped on iPhone (Apple: `DefaultListStyle`).
public struct DefaultListStyle: ListStyle {
    /// The default style.
    nonisolated public init() {}
}

/// Rounded cards of rows inset from the screen's edges (Apple: `InsetGroupedListStyle`).
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    nonisolated public init() {}
}

/// Sections as full-width bands over the grouped background (Apple: `GroupedListStyle`).
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    nonisolated public init() {}
}

/// Rows edge to edge, separated by lines (Apple: `PlainListStyle`).
public struct PlainListStyle: ListStyle {
    /// The plain style.
    nonisolated public init() {}
}

/// Rows inset from the edges without cards (Apple: `InsetListStyle`); on iPhone drawn as plain.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    nonisolated public init() {}
}

/// The sidebar style (Apple: `SidebarListStyle`); on iPhone drawn as inset grouped.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    nonisolated public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: inset grouped on iPhone.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded cards of rows inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Full-width bands of rows over the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges, without cards.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListAppearanceKey: EnvironmentKey {
    static let defaultValue: ListAppearance? = nil
}

extension EnvironmentValues {
    /// The appearance `listStyle(_:)` set for lists below; nil for the automatic style.
    var _listAppearance: ListAppearance? {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Styles the lists inside this view.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let appearance: ListAppearance? =
            switch style {
            case is InsetGroupedListStyle, is SidebarListStyle: .insetGrouped
            case is GroupedListStyle: .grouped
            case is PlainListStyle, is InsetListStyle: .plain
            default: nil
            }
        return environment(\._listAppearance, appearance)
    }
}
