extension View {
    /// Places `content` along `edge`, insetting this view's safe area by its height (Apple:
    /// `safeAreaInset(edge:alignment:spacing:content:)`): a bar pinned under a list or a scroll
    /// view. Drawn at the content's resting scroll position, where the view ends where the inset
    /// begins, `spacing` (0 when nil) apart.
    ///
    /// ```swift
    /// List(workouts) { WorkoutRow($0) }
    ///     .safeAreaInset(edge: .bottom) { StartButton().padding() }
    /// ```
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content().frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
        return VStack(spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Places `content` along a leading or trailing `edge`, insetting this view's safe area by its
    /// width (Apple: `safeAreaInset(edge:alignment:spacing:content:)`).
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content().frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
        return HStack(spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }

    /// Insets this view's safe area by `length` on `edges` (Apple: `safeAreaPadding(_:_:)`, iOS
    /// 17): drawn as padding, which is what a view at rest shows (a scroll view's content would
    /// scroll into the padding on iOS). A nil length is the platform's 16 pt.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { Carousel() }.safeAreaPadding(.horizontal, 20)
    /// ```
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Insets this view's safe area by `insets` (Apple: `safeAreaPadding(_:)`).
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Insets this view's safe area by `length` on every edge (Apple: `safeAreaPadding(_:)`).
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }
}
