/// Whether the view behind a sheet takes touches (Apple: `PresentationBackgroundInteraction`,
/// iOS 16.4).
public struct PresentationBackgroundInteraction: Sendable {
    let kind: Int

    /// The platform's default: the view behind is dimmed and takes no touches.
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: 0) }
    /// The view behind takes touches.
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: 1) }
    /// The view behind takes touches while the sheet is at or below `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: 1)
    }
    /// The view behind takes no touches.
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: 2) }
}

extension View {
    /// What a sheet presenting this view draws behind its content (Apple:
    /// `presentationBackground(_:)`, iOS 16.4).
    ///
    /// ```swift
    /// WorkoutSummary().presentationBackground(.thinMaterial)
    /// ```
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let box = UncheckedSendable(AnyShapeStyle(style))
        return preference(key: PresentationBackgroundKey.self, value: UncheckedSendable(AnyView(Rectangle().fill(box.value))))
    }

    /// A view a sheet presenting this view draws behind its content (Apple:
    /// `presentationBackground(alignment:content:)`).
    nonisolated public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let box = UncheckedSendable(AnyView(ZStack(alignment: alignment) { content() }))
        return preference(key: PresentationBackgroundKey.self, value: box)
    }

    /// The corner radius of a sheet presenting this view (Apple: `presentationCornerRadius(_:)`);
    /// nil keeps the system's.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        preference(key: PresentationCornerRadiusKey.self, value: cornerRadius)
    }

    /// Whether the view behind a sheet presenting this view takes touches (Apple:
    /// `presentationBackgroundInteraction(_:)`). Headless, nothing behind a sheet is touched.
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
}

/// The background a presented view asks its sheet for.
struct PresentationBackgroundKey: PreferenceKey {
    static var defaultValue: UncheckedSendable<AnyView>? { nil }
    static func reduce(value: inout UncheckedSendable<AnyView>?, nextValue: () -> UncheckedSendable<AnyView>?) {
        value = value ?? nextValue()
    }
}

/// The corner radius a presented view asks its sheet for.
struct PresentationCornerRadiusKey: PreferenceKey {
    static var defaultValue: CGFloat? { nil }
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        value = value ?? nextValue()
    }
}
