/// What iOS shows only after a gesture the headless layer does not perform: a row's swipe
/// actions, a context menu, pull to refresh, a pointer's help tag, the keyboard's return key. On
/// iOS none of them draws anything until then, so here they compile and change nothing drawn
/// (docs/swiftui-subset.md).
extension View {
    /// Buttons revealed by swiping this list row from `edge` (Apple:
    /// `swipeActions(edge:allowsFullSwipe:content:)`).
    ///
    /// ```swift
    /// WorkoutRow(workout).swipeActions {
    ///     Button("Delete", role: .destructive) { delete(workout) }
    /// }
    /// ```
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { self }

    /// A menu shown by touching and holding this view (Apple: `contextMenu(menuItems:)`).
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }

    /// A menu with a preview shown by touching and holding this view (Apple:
    /// `contextMenu(menuItems:preview:)`).
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }

    /// A menu for the selected rows of a list, shown by touching and holding one (Apple:
    /// `contextMenu(forSelectionType:menu:primaryAction:)`, iOS 16). The primary action, which
    /// iOS runs when a row is tapped outside edit mode, is not run by the layer's taps (D275).
    ///
    /// ```swift
    /// List(workouts, selection: $selection) { WorkoutRow(workout: $0) }
    ///     .contextMenu(forSelectionType: Workout.ID.self) { ids in
    ///         Button("Delete \(ids.count)", role: .destructive) { delete(ids) }
    ///     }
    /// ```
    nonisolated public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View { self }

    /// Runs `action` when the user pulls the list or scroll view down to refresh (Apple:
    /// `refreshable(action:)`).
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// A help tag for pointer hover, read by VoiceOver as a hint on iOS (Apple: `help(_:)`).
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { accessibilityHint(Text(textKey)) }

    /// A help tag given as text.
    nonisolated public func help(_ text: Text) -> some View { accessibilityHint(text) }

    /// Runs `action` when the user submits a text field inside with the return key (Apple:
    /// `onSubmit(of:_:)`). Nothing types return headless.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}
