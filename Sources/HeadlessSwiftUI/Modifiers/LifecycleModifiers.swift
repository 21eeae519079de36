extension View {
    /// Runs `action` when the view enters the graph.
    nonisolated public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(EffectModifier(effect: .onAppear(action ?? {})))
    }

    /// Runs `action` when the view leaves the graph.
    nonisolated public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(EffectModifier(effect: .onDisappear(action ?? {})))
    }

    /// Runs `action` with the old and new values when `value` changes between updates.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        let erased: @MainActor (any Equatable, any Equatable) -> Void = { old, new in
            if let old = old as? V, let new = new as? V { action(old, new) }
        }
        return modifier(EffectModifier(effect: .onChange(value: value, action: erased, initial: initial)))
    }

    /// Runs `action` when the view enters the graph.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping @MainActor () -> Void
    ) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Starts `action` when the view appears and cancels it when the view disappears.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(EffectModifier(effect: .task(action)))
    }

    /// Starts `action` when the view appears (Apple: `task(id:priority:_:)`). SwiftUI also
    /// restarts it when `value` changes; headless, it runs once, when the view appears
    /// (docs/swiftui-subset.md).
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        task(priority: priority, action)
    }
}
