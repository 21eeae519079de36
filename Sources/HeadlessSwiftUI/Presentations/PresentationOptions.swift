/// Whether the view behind a sheet takes touches (Apple: `PresentationBackgroundInteraction`,
/// iOS 16.4).
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable {
        case automatic, disabled
        /// Enabled up through a detent; nil for every detent.
        case enabled(upThrough: PresentationDetent?)
    }

    let kind: Kind

    /// The platform's default: the view behind is dimmed and takes no touches.
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .automatic) }
    /// The view behind takes touches, undimmed.
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .enabled(upThrough: nil)) }
    /// The view behind takes touches, undimmed, while the sheet is at or below `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
    /// The view behind takes no touches.
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .disabled) }

    /// Whether the view behind a sheet showing at `value` stays undimmed.
    func leavesUndimmed(at value: CGFloat, in context: PresentationDetent.Context) -> Bool {
        guard case let .enabled(upThrough) = kind else { return false }
        guard let upThrough else { return true }
        return upThrough.value(in: context).map { value <= $0 + 1e-9 } ?? false
    }
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
    /// `presentationBackgroundInteraction(_:)`): where it does, it is drawn undimmed.
    ///
    /// ```swift
    /// MapControls().presentationDetents([.height(120), .large]).presentationBackgroundInteraction(.enabled(upThrough: .height(120)))
    /// ```
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        preference(key: PresentationBackgroundInteractionKey.self, value: interaction)
    }
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

/// Whether a swipe on a resizable sheet's scrolling content resizes the sheet or scrolls
/// (Apple: `PresentationContentInteraction`, iOS 16.4).
public struct PresentationContentInteraction: Equatable, Sendable {
    let kind: Int

    /// The platform's default: resizes the sheet first.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(kind: 0) }
    /// Resizes the sheet, then scrolls.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(kind: 1) }
    /// Scrolls; the grabber resizes the sheet.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(kind: 2) }
}

extension View {
    /// How swipes on the scrolling content of a sheet presenting this view behave (Apple:
    /// `presentationContentInteraction(_:)`). A headless sheet rests at its detent, so nothing
    /// changes in the picture.
    ///
    /// ```swift
    /// ResultsList().presentationDetents([.medium, .large]).presentationContentInteraction(.scrolls)
    /// ```
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}
