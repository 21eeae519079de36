import Foundation

/// How prominent a list row's badge is (Apple: `BadgeProminence`, iOS 17).
public struct BadgeProminence: Hashable, Sendable {
    private let level: Int

    /// The badge as rows draw it by default: secondary text at the row's trailing edge.
    public static let standard = BadgeProminence(level: 0)
    /// A badge that stands out more.
    public static let increased = BadgeProminence(level: 1)
    /// A badge that stands out less.
    public static let decreased = BadgeProminence(level: -1)
}

extension View {
    /// How prominent the badges of the rows below are (Apple: `badgeProminence(_:)`). Rows here
    /// draw every badge at the standard prominence: how iOS draws the other two is not measured
    /// (docs/swiftui-subset.md).
    ///
    /// ```swift
    /// Text("Inbox").badge(12).badgeProminence(.increased)
    /// ```
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
}
