/// Navigation bar settings (Apple: `NavigationBarItem`).
public struct NavigationBarItem: Sendable {
    /// How the title is shown (Apple: `NavigationBarItem.TitleDisplayMode`).
    public enum TitleDisplayMode: Sendable {
        /// The title's size: the system's choice, inline in the bar, or large below it.
        case automatic, inline, large
    }
}

extension View {
    /// Pushes `destination` onto the enclosing stack while `isPresented` is true; going back sets
    /// it false.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, kind: .push, onDismiss: nil, destination: destination()))
    }

    /// Presents `content` in a sheet while `isPresented` is true.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, kind: .sheet, onDismiss: onDismiss, destination: content()))
    }

    /// How the navigation bar shows the title.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(EffectModifier(effect: .navigationTitleDisplayMode(displayMode)))
            .preference(key: NavigationTitleDisplayModeKey.self, value: displayMode)
    }
}
