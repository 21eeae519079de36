/// How a scroll view settles after a flick (Apple: `ScrollTargetBehavior`, iOS 17). A still
/// picture shows the scroll view at rest at its start, where every behavior agrees, so the
/// layer's behaviors carry no rule (a custom behavior's `updateTarget(_:context:)` is not called).
public protocol ScrollTargetBehavior {}

/// Settles on whole pages of the scroll view's size (Apple: `PagingScrollTargetBehavior`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behavior.
    nonisolated public init() {}
}

/// Settles with a view of the scroll target layout at the leading edge (Apple:
/// `ViewAlignedScrollTargetBehavior`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one flick may travel (Apple: `ViewAlignedScrollTargetBehavior.LimitBehavior`).
    public struct LimitBehavior: Sendable {
        let kind: Int
        /// The platform's default.
        public static var automatic: LimitBehavior { LimitBehavior(kind: 0) }
        /// Always one view per flick.
        public static var always: LimitBehavior { LimitBehavior(kind: 1) }
        /// No limit.
        public static var never: LimitBehavior { LimitBehavior(kind: 2) }
    }

    /// The view-aligned behavior with `limitBehavior`.
    nonisolated public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligned to views.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Aligned to views, with a limit per flick.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Whether a scroll view bounces at its ends (Apple: `ScrollBounceBehavior`, iOS 16.4).
public struct ScrollBounceBehavior: Sendable {
    let kind: Int
    /// The platform's default.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: 0) }
    /// Always bounces.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: 1) }
    /// Bounces only when the content is larger than the scroll view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: 2) }
}

extension View {
    /// How the scroll views inside settle after a flick (Apple: `scrollTargetBehavior(_:)`);
    /// changes nothing at rest.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { ... }.scrollTargetLayout() }
    ///     .scrollTargetBehavior(.viewAligned)
    /// ```
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Makes the views of this layout the targets a view-aligned scroll view settles on (Apple:
    /// `scrollTargetLayout(isEnabled:)`); changes nothing at rest.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Whether the scroll views inside bounce at their ends (Apple:
    /// `scrollBounceBehavior(_:axes:)`); changes nothing at rest.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }

    /// Whether the scroll views inside draw their content outside their bounds (Apple:
    /// `scrollClipDisabled(_:)`). The layer's scroll views do not clip their content, so this
    /// changes nothing drawn.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Binds the identity of the view at the scroll views' anchor to `id` (Apple:
    /// `scrollPosition(id:anchor:)`). Headless the scroll view rests at its start: the binding is
    /// not moved, and setting it does not scroll (docs/swiftui-subset.md).
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Where the scroll views inside start (Apple: `defaultScrollAnchor(_:)`). The layer draws
    /// every scroll view at its start (docs/swiftui-subset.md).
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}
