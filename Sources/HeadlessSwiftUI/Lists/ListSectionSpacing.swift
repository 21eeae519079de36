import Foundation

/// The space between adjacent sections of a list (Apple: `ListSectionSpacing`, iOS 17).
///
/// ```swift
/// List { … }.listSectionSpacing(.custom(12))
/// ```
public struct ListSectionSpacing: Sendable {
    /// The points between sections; nil for the list's own spacing.
    let points: CGFloat?

    /// The list's own spacing: 35 pt above a section without a header, 17 pt above a header's
    /// text (`ListMetrics`).
    public static let `default` = ListSectionSpacing(points: nil)
    /// iOS's compact spacing. Its value is not sourced yet: the layer draws it as `.default`
    /// (D274, docs/swiftui-subset.md).
    public static let compact = ListSectionSpacing(points: nil)

    /// `spacing` points between a section's end (its card, or its footer's text) and the next
    /// section's start (its header's text, or its card).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

extension View {
    /// The space between the sections of the lists below, or above this section when applied to a
    /// `Section` (Apple: `listSectionSpacing(_:)`, iOS 17).
    ///
    /// ```swift
    /// Form {
    ///     Section("Account") { … }
    ///     Section("Units") { … }
    /// }
    /// .listSectionSpacing(.custom(16))
    /// ```
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        TraitWriter(content: self, key: ListSectionSpacingTrait.self, value: spacing).environment(\._listSectionSpacing, spacing)
    }

    /// `spacing` points between the sections of the lists below (Apple: `listSectionSpacing(_:)`).
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }
}

/// A section's own spacing from the section above it.
enum ListSectionSpacingTrait: _ViewTraitKey { typealias Value = ListSectionSpacing }

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue = ListSectionSpacing.default
}

extension EnvironmentValues {
    /// The space between the sections of the lists below.
    var _listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}
