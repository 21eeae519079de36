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
        EnvironmentWriter(content: self) {
            if axes.contains(.vertical) { $0.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { $0.horizontalScrollBounceBehavior = behavior }
        }
    }

    /// Whether the scroll views inside draw their content outside their bounds (Apple:
    /// `scrollClipDisabled(_:)`). The layer's scroll views do not clip their content, so this
    /// changes nothing drawn.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Binds the identity of the view at the scroll views' anchor to `id` (Apple:
    /// `scrollPosition(id:anchor:)`). Headless the scroll view rests at its start: the binding is
    /// not moved, and setting it does not scroll (docs/swiftui-subset.md).
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Which part of the scroll views' content inside shows first, and where content smaller than
    /// its scroll view sits (Apple: `defaultScrollAnchor(_:)`, iOS 17: the point is used for the
    /// initial offset, size changes and the alignment of smaller content alike). A chat's
    /// `.bottom` starts at its last message, and a short one sits at the bottom.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { ForEach(messages) { MessageRow($0) } } }
    ///     .defaultScrollAnchor(.bottom)
    /// ```
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\._scrollAnchors) { anchors in
            anchors.initialOffset = anchor
            anchors.alignment = anchor
        }
    }

    /// The anchor of the scroll views inside for one `role` (Apple: `defaultScrollAnchor(_:for:)`, iOS 18).
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\._scrollAnchors) { anchors in
            switch role.kind {
            case 0: anchors.initialOffset = anchor
            case 2: anchors.alignment = anchor
            default: break
            }
        }
    }
}

/// What a scroll anchor decides (Apple: `ScrollAnchorRole`, iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let kind: Int

    /// Where the scroll view starts.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: 0) }
    /// What stays in place when the content or the scroll view changes size; a still picture
    /// shows no change.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: 1) }
    /// Where content smaller than its scroll view sits.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: 2) }
}

/// The anchors scroll views below start from and align smaller content to; nil for the top
/// leading corner, UIKit's default.
package struct ScrollAnchors: Equatable, Sendable {
    package var initialOffset: UnitPoint?
    package var alignment: UnitPoint?
}

private struct ScrollAnchorsKey: EnvironmentKey {
    static let defaultValue = ScrollAnchors()
}

extension EnvironmentValues {
    /// The anchors scroll views below use.
    package var _scrollAnchors: ScrollAnchors {
        get { self[ScrollAnchorsKey.self] }
        set { self[ScrollAnchorsKey.self] = newValue }
    }
}
