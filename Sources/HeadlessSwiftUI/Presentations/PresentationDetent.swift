/// A height a sheet rests at (Apple: `PresentationDetent`). Drawn as iOS 18 draws them
/// (`SheetMetrics`): `.large` 10 pt under the top safe area, `.medium` half of that height.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }

    let kind: Kind
    /// A custom detent's height for a context (not part of its identity).
    let resolver: UncheckedSendable<(Context) -> CGFloat?>?

    init(kind: Kind, resolver: UncheckedSendable<(Context) -> CGFloat?>? = nil) {
        self.kind = kind
        self.resolver = resolver
    }

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full sheet.
    public static let large = PresentationDetent(kind: .large)

    /// A fraction of the full sheet's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// A detent whose height `type` computes from the sheet's context (Apple: `custom(_:)`).
    ///
    /// ```swift
    /// struct BarDetent: CustomPresentationDetent {
    ///     static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
    /// }
    /// Filters().presentationDetents([.custom(BarDetent.self), .large])
    /// ```
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(ObjectIdentifier(type)), resolver: UncheckedSendable({ D.height(in: $0) }))
    }

    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.kind == b.kind }

    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// What a custom detent's height is computed from (Apple: `PresentationDetent.Context`).
    @dynamicMemberLookup
    public struct Context {
        /// The height of the largest detent, the sheet at full height.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// A value of the environment the sheet is presented in.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    /// The detent's value in `context`: the sheet's height above the bottom safe area, at most
    /// the largest; nil for a custom detent that declines.
    func value(in context: Context) -> CGFloat? {
        let maximum = context.maxDetentValue
        switch kind {
        case .large: return maximum
        case .medium: return maximum / 2
        case let .fraction(fraction): return min(maximum, max(0, fraction * maximum))
        case let .height(height): return min(maximum, max(0, height))
        case .custom: return resolver?.value(context).map { min(maximum, max(0, $0)) }
        }
    }
}

extension View {
    /// The heights the sheet presenting this view rests at (Apple: `presentationDetents(_:)`): it
    /// shows at the smallest, as UIKit's sheet does when no detent is selected.
    ///
    /// ```swift
    /// .sheet(isPresented: $showingFilters) { Filters().presentationDetents([.medium, .large]) }
    /// ```
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: PresentationDetentsKey.self, value: SheetDetents(detents: detents, selection: nil))
    }

    /// The heights the sheet rests at, with the current one bound to `selection`.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        preference(key: PresentationDetentsKey.self, value: SheetDetents(detents: detents, selection: selection))
    }

    /// Whether the sheet shows its drag indicator (Apple: `presentationDragIndicator(_:)`): with
    /// `.automatic`, when it has more than one detent.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: PresentationDragIndicatorKey.self, value: visibility)
    }

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
