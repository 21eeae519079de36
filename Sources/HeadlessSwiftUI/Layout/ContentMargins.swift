/// Which part of a scroll view content margins inset (Apple: `ContentMarginPlacement`, iOS 17).
public struct ContentMarginPlacement: Sendable, Equatable {
    let kind: Int

    /// Both the content and the scroll indicators.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: 0) }
    /// The scrolled content only.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(kind: 1) }
    /// The scroll indicators only.
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(kind: 2) }
}

extension View {
    /// Insets the content of the scroll views inside by `insets` on `edges` (Apple:
    /// `contentMargins(_:_:for:)`, iOS 17). A scroll view pads its content by the margins (the
    /// content still scrolls under them); margins for the indicators alone draw nothing, since
    /// indicators show only while scrolling. Lists and forms keep their own insets
    /// (docs/swiftui-subset.md).
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { ... } }
    ///     .contentMargins(.horizontal, 20, for: .scrollContent)
    /// ```
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        transformEnvironment(\._contentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
        .transformEnvironment(\._listTopContentMargin) { top in
            if placement != .scrollIndicators, edges.contains(.top) { top = insets.top }
        }
    }

    /// Insets the content of the scroll views inside by `length` on `edges`; nil keeps the
    /// platform's margin of zero.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let value = length ?? 0
        return contentMargins(edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }

    /// Insets the content of the scroll views inside by `length` on every edge.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

private struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

/// A top content margin set above: a list puts its first section that far under its top, in
/// place of the section spacing (measured on iOS 18.2: `contentMargins(.top, .zero)` puts the first
/// card at the navigation bar's bottom, D277).
private struct ListTopContentMarginKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The top content margin set above, if one is (`ListTopContentMarginKey`).
    var _listTopContentMargin: CGFloat? {
        get { self[ListTopContentMarginKey.self] }
        set { self[ListTopContentMarginKey.self] = newValue }
    }

    /// The margins scroll views below inset their content by.
    var _contentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}
