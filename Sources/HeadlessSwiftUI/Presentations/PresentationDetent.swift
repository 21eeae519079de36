/// A height a sheet rests at (Apple: `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full sheet.
    public static let large = PresentationDetent(kind: .large)

    /// A fraction of the full sheet's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

extension View {
    /// The heights the sheet presenting this view rests at (Apple: `presentationDetents(_:)`).
    /// Accepted here; the sheet is drawn at the full height (docs/swiftui-subset.md).
    ///
    /// ```swift
    /// .sheet(isPresented: $showingFilters) { Filters().presentationDetents([.medium, .large]) }
    /// ```
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights the sheet rests at, with the current one bound to `selection`.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        self
    }

    /// Whether the sheet shows its drag indicator (Apple: `presentationDragIndicator(_:)`).
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Keeps the sheet presenting this view from being dismissed by a swipe down or VoiceOver's
    /// escape while `isDisabled` (Apple: `interactiveDismissDisabled(_:)`): the sheet springs back.
    ///
    /// ```swift
    /// .sheet(isPresented: $editing) { Editor().interactiveDismissDisabled(hasChanges) }
    /// ```
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}

/// Whether a presented view refuses interactive dismissal.
struct InteractiveDismissDisabledKey: PreferenceKey {
    static let defaultValue = false

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
