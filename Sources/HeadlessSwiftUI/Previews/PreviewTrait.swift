import Foundation

/// A setting of a preview (Apple: DeveloperToolsSupport's `PreviewTrait`): its layout, the
/// orientation of its device, or a `PreviewModifier` around it.
///
/// ```swift
/// #Preview(traits: .landscapeLeft, .modifier(SampleData())) {
///     WorkoutList()
/// }
/// ```
@MainActor
public struct PreviewTrait<T> {
    /// What the trait sets.
    package enum Setting {
        /// The preview's layout (Apple: `PreviewLayout`).
        case layout(PreviewLayout)
        /// The orientation of the device the preview is shown on.
        case orientation(InterfaceOrientation)
        /// A modifier wrapped around the preview's content.
        case modifier(AnyPreviewModifier)
        /// Several traits as one (Apple's `init(_:)`).
        case group([PreviewTrait<T>])
    }

    package let setting: Setting

    package init(setting: Setting) { self.setting = setting }

    /// Several traits as one, to name a set once and reuse it.
    ///
    /// ```swift
    /// extension PreviewTrait where T == Preview.ViewTraits {
    ///     static var compact: Self { PreviewTrait(.sizeThatFitsLayout, .landscapeLeft) }
    /// }
    /// ```
    public init(_ traits: PreviewTrait<T>...) {
        setting = .group(traits)
    }

    /// The trait's settings, a group's in the order written.
    package var flattened: [PreviewTrait<T>] {
        if case let .group(traits) = setting { return traits.flatMap(\.flattened) }
        return [self]
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview on the device of the review, at the device's size (Xcode's default).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init(setting: .layout(.device)) }

    /// The preview at its own ideal size: the view is proposed no size and drawn as big as it wants.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .init(setting: .layout(.sizeThatFits)) }

    /// The preview in a container of `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(setting: .layout(.fixed(width: width, height: height)))
    }

    /// The device upright.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { .init(setting: .orientation(.portrait)) }

    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .init(setting: .orientation(.landscapeLeft)) }

    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .init(setting: .orientation(.landscapeRight)) }

    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        .init(setting: .orientation(.portraitUpsideDown))
    }

    /// The preview's content wrapped in `modifier`, its shared context made first.
    ///
    /// ```swift
    /// #Preview(traits: .modifier(SampleData())) { WorkoutList() }
    /// ```
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        .init(setting: .modifier(AnyPreviewModifier(modifier)))
    }
}
