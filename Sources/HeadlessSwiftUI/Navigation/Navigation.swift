/// A stack of views the user pushes and pops (Apple: `NavigationStack`).
public struct NavigationStack<Data, Root: View> {
    let root: Root

    public var body: Never { bodyError() }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack of views with `root` at the bottom and pushed destinations above it.
    nonisolated public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

extension NavigationStack: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let root = context.resolve(root, component: "root")
        return [context.node(.navigationStack, children: context.resolve(NavigationChrome(root: root), component: "chrome"))]
    }
}

/// A list of values pushed on a navigation stack (Apple: `NavigationPath`).
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []

    /// An empty path.
    nonisolated public init() {}

    /// How many values the path holds.
    public var count: Int { elements.count }
    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// Navigation bar settings (Apple: `NavigationBarItem`).
public struct NavigationBarItem: Sendable {
    /// How the title is shown (Apple: `NavigationBarItem.TitleDisplayMode`).
    public enum TitleDisplayMode: Sendable {
        /// The title's size: the system's choice, inline in the bar, or large below it.
        case automatic, inline, large
    }
}

/// Shows `destination` pushed or presented while its condition holds.
struct PresentationModifier<Destination: View> {
    let isPresented: Binding<Bool>
    let isSheet: Bool
    let onDismiss: (@MainActor () -> Void)?
    let destination: Destination

    nonisolated init(isPresented: Binding<Bool>, isSheet: Bool, onDismiss: (@MainActor () -> Void)?, destination: Destination) {
        self.isPresented = isPresented
        self.isSheet = isSheet
        self.onDismiss = onDismiss
        self.destination = destination
    }
}

extension PresentationModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("PresentationModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let shown = isPresented.wrappedValue
        let binding = isPresented
        let onDismiss = self.onDismiss
        // Views inside the presentation can dismiss it (`@Environment(\.dismiss)`).
        var inside = context.environment
        nonisolated(unsafe) let dismissBinding = binding
        inside._dismiss = DismissAction {
            guard dismissBinding.wrappedValue else { return }
            dismissBinding.wrappedValue = false
            onDismiss?()
        }
        let presented =
            shown
            ? context.child("presentation", environment: inside).resolve(destination, component: isSheet ? "sheet" : "destination") : []
        // A swipe or VoiceOver's escape dismisses the sheet unless its content disables that.
        let dismissible = !presented.preference(InteractiveDismissDisabledKey.self)
        let effect: NodeEffect =
            isSheet
            ? .sheet(
                isPresented: shown,
                dismiss: {
                    guard dismissible else { return }
                    binding.wrappedValue = false
                    onDismiss?()
                })
            : .navigationDestination(isPresented: shown)
        return [context.node(.effect(effect), children: content(context) + presented)]
    }
}

extension View {
    /// Pushes `destination` while `isPresented` is true.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, isSheet: false, onDismiss: nil, destination: destination()))
    }

    /// Presents `content` in a sheet while `isPresented` is true.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, isSheet: true, onDismiss: onDismiss, destination: content()))
    }

    /// How the navigation bar shows the title.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(EffectModifier(effect: .navigationTitleDisplayMode(displayMode)))
            .preference(key: NavigationTitleDisplayModeKey.self, value: displayMode)
    }
}
