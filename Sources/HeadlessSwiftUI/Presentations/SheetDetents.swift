/// The detents a presented view asks its sheet for, and the binding to the one showing.
struct SheetDetents {
    let detents: Set<PresentationDetent>
    let selection: Binding<PresentationDetent>?

    /// The detent the sheet shows: the selected one when it is among the detents, else the
    /// smallest (UIKit's `selectedDetentIdentifier` "nil … the smallest detent"), with its value.
    func shown(in context: PresentationDetent.Context) -> (detent: PresentationDetent, value: CGFloat) {
        let values = detents.compactMap { detent in detent.value(in: context).map { (detent: detent, value: $0) } }
        if let selected = selection?.wrappedValue, let match = values.first(where: { $0.detent == selected }) { return match }
        return values.min { $0.value < $1.value } ?? (.large, context.maxDetentValue)
    }
}

/// The detents a presented view asks its sheet for (`presentationDetents`); the first set wins.
struct PresentationDetentsKey: PreferenceKey {
    static var defaultValue: SheetDetents? { nil }

    static func reduce(value: inout SheetDetents?, nextValue: () -> SheetDetents?) {
        value = value ?? nextValue()
    }
}

/// Whether a presented view asks its sheet for a drag indicator (`presentationDragIndicator`).
struct PresentationDragIndicatorKey: PreferenceKey {
    static let defaultValue = Visibility.automatic

    static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        if value == .automatic { value = nextValue() }
    }
}

/// Whether a presented view lets the view behind its sheet take touches, undimmed
/// (`presentationBackgroundInteraction`).
struct PresentationBackgroundInteractionKey: PreferenceKey {
    static var defaultValue: PresentationBackgroundInteraction { .automatic }

    static func reduce(value: inout PresentationBackgroundInteraction, nextValue: () -> PresentationBackgroundInteraction) {
        if case .automatic = value.kind { value = nextValue() }
    }
}
