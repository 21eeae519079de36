import Foundation

/// The animation a navigation stack pushes and pops a page with (Apple: `NavigationTransition`,
/// iOS 18). Pages here are drawn at rest and pushed with the stack's slide, whatever the
/// transition (docs/swiftui-subset.md).
public protocol NavigationTransition {}

/// The platform's push: a slide from the trailing edge on iOS (Apple: `AutomaticNavigationTransition`).
public struct AutomaticNavigationTransition: NavigationTransition {
    nonisolated init() {}
}

/// The page grows out of the view marked with `matchedTransitionSource(id:in:)` (Apple:
/// `ZoomNavigationTransition`).
public struct ZoomNavigationTransition: NavigationTransition {
    nonisolated init() {}
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's push.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// The page zooms out of the source with `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

/// How a zoom transition's source looks while it zooms (Apple: `MatchedTransitionSourceConfiguration`).
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// A source drawn as it is (Apple: `EmptyMatchedTransitionSourceConfiguration`).
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    nonisolated init() {}
}

/// A source configuration with a shadow, clip or background added.
struct ModifiedMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    nonisolated init() {}
}

extension MatchedTransitionSourceConfiguration {
    /// The source casts a shadow while it zooms.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some MatchedTransitionSourceConfiguration {
        ModifiedMatchedTransitionSourceConfiguration()
    }

    /// The source is clipped to `shape` while it zooms.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        ModifiedMatchedTransitionSourceConfiguration()
    }

    /// The source is drawn over `style` while it zooms.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        ModifiedMatchedTransitionSourceConfiguration()
    }
}

extension View {
    /// The transition this page is pushed and popped with (Apple: `navigationTransition(_:)`).
    ///
    /// ```swift
    /// PhotoDetail(photo: photo).navigationTransition(.zoom(sourceID: photo.id, in: namespace))
    /// ```
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// Marks this view as the source a zoom transition with `id` grows out of (Apple:
    /// `matchedTransitionSource(id:in:)`).
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    /// Marks this view as a zoom source, styled while it zooms (Apple:
    /// `matchedTransitionSource(id:in:configuration:)`).
    nonisolated public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
    ) -> some View { self }
}
