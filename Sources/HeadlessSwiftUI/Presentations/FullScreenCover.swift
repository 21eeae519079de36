extension View {
    /// Presents `content` over the whole screen while `isPresented` is true (Apple:
    /// `fullScreenCover(isPresented:onDismiss:content:)`): on the system background, inside the
    /// screen's safe areas; `@Environment(\.dismiss)` inside dismisses it.
    ///
    /// ```swift
    /// .fullScreenCover(isPresented: $onboarding) { OnboardingView() }
    /// ```
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, kind: .cover, onDismiss: onDismiss, destination: content()))
    }

    /// Presents `content` for `item` over the whole screen while `item` is not nil (Apple:
    /// `fullScreenCover(item:onDismiss:content:)`); dismissing sets it to nil.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ItemPresentationModifier(item: item, kind: .cover, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` for `item` in a sheet while `item` is not nil (Apple:
    /// `sheet(item:onDismiss:content:)`); dismissing sets it to nil.
    ///
    /// ```swift
    /// .sheet(item: $editing) { workout in WorkoutEditor(workout: workout) }
    /// ```
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ItemPresentationModifier(item: item, kind: .sheet, onDismiss: onDismiss, content: content))
    }
}

/// A sheet or cover presented for an optional item: presented while the item is not nil.
struct ItemPresentationModifier<Item, Presented: View> {
    let item: Binding<Item?>
    /// A sheet, a cover or a pushed destination.
    let kind: PresentationKind
    let onDismiss: (@MainActor () -> Void)?
    let content: (Item) -> Presented

    nonisolated init(
        item: Binding<Item?>, kind: PresentationKind, onDismiss: (@MainActor () -> Void)?, content: @escaping (Item) -> Presented
    ) {
        self.item = item
        self.kind = kind
        self.onDismiss = onDismiss
        self.content = content
    }
}

extension ItemPresentationModifier: ViewModifier, _PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("ItemPresentationModifier is primitive") }

    @MainActor func _resolve(in context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        let item = self.item
        let isPresented = item.isPresentedBinding()
        let presented = item.wrappedValue.map { AnyView(self.content($0)) } ?? AnyView(EmptyView())
        let presentation = PresentationModifier(isPresented: isPresented, kind: kind, onDismiss: onDismiss, destination: presented)
        return presentation._resolve(in: context, content: content)
    }
}

extension View {
    /// Pushes `destination` for `item` while `item` is not nil (Apple:
    /// `navigationDestination(item:destination:)`, iOS 17); going back sets it to nil.
    ///
    /// ```swift
    /// .navigationDestination(item: $selectedWorkout) { workout in WorkoutDetail(workout: workout) }
    /// ```
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(ItemPresentationModifier(item: item, kind: .push, onDismiss: nil, content: destination))
    }
}
