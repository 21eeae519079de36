/// The width or height class of the space a view has (Apple: `UserInterfaceSizeClass`). Every
/// device the layer draws is an iPhone in portrait: the horizontal class is `.compact` and the
/// vertical `.regular`, as UIKit reports them there (Apple, HIG "Layout": "iPhone ... portrait:
/// compact width, regular height").
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var horizontalSizeClass
/// var columns: Int { horizontalSizeClass == .compact ? 2 : 4 }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A constrained dimension.
    case compact
    /// An expansive dimension.
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class: `.compact` on an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular` on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
