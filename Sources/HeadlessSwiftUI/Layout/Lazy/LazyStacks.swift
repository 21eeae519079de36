/// Which headers and footers stay pinned while a lazy container scrolls (Apple:
/// `PinnedScrollableViews`). A headless picture is drawn at rest, so pinning changes nothing here.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    /// A set of pinned views.
    nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers stay at the top while their section scrolls.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay at the bottom while their section scrolls.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that makes its rows as they scroll into view (Apple: `LazyVStack`). Unlike a
/// `VStack` it takes the whole width it is offered, its rows aligned within it; headless, every
/// row is made at once.
///
/// ```swift
/// ScrollView { LazyVStack(spacing: 12) { ForEach(workouts) { WorkoutRow($0) } } }
/// ```
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Rows of `content` top to bottom, aligned by `alignment`, `spacing` points apart.
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension LazyVStack: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(
            VStack(alignment: alignment, spacing: spacing) { content }
                .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)),
            component: "lazy")
    }
}

/// A horizontal stack that makes its columns as they scroll into view (Apple: `LazyHStack`). It
/// takes the whole height it is offered; headless, every column is made at once.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ForEach(badges) { BadgeView($0) } } }
/// ```
public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Columns of `content` side by side, aligned by `alignment`, `spacing` points apart.
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyError() }
}

extension LazyHStack: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(
            HStack(alignment: alignment, spacing: spacing) { content }
                .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)),
            component: "lazy")
    }
}
