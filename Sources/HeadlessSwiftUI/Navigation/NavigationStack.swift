/// A stack of views the user pushes and pops (Apple: `NavigationStack`): the root under its
/// navigation bar, and above it a page for each value of the path (shown by the
/// `navigationDestination(for:destination:)` declared for its type), for each view a
/// `NavigationLink` pushed, and for each `navigationDestination(isPresented:)` that is presented.
/// A pushed page has its own bar, with a back button titled with the page under it.
///
/// ```swift
/// @State private var path: [Workout] = []
///
/// NavigationStack(path: $path) {
///     List(workouts) { workout in NavigationLink(workout.name, value: workout) }
///         .navigationTitle("Workouts")
///         .navigationDestination(for: Workout.self) { workout in WorkoutDetail(workout) }
/// }
/// ```
public struct NavigationStack<Data, Root: View> {
    let root: Root
    /// The path the app owns, read and written as type-erased values; nil when the stack keeps its own.
    let path: Binding<[AnyHashable]>?

    public var body: Never { bodyError() }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack of views with `root` at the bottom and pushed destinations above it.
    nonisolated public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// A stack whose pushed values are `path`: appending to it pushes, removing pops.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed values are the elements of `path`, all of one type.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        let values = UncheckedSendable(path)
        self.path = Binding(
            get: { NavigationPath(values.value.wrappedValue).elements }, set: { values.value.wrappedValue = Data(erased: $0) })
    }
}

extension NavigationStack: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let root = UncheckedSendable(root)
        return [context.node(.navigationStack, children: context.resolve(NavigationStackHost(root: root, path: path), component: "host"))]
    }
}

/// Keeps the stack's own path when the app gives none, and the views `NavigationLink`s pushed.
@MainActor
struct NavigationStackHost<Root: View>: View {
    let root: UncheckedSendable<Root>
    let path: Binding<[AnyHashable]>?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [UncheckedSendable<AnyView>] = []

    var body: some View {
        NavigationPages(root: root.value, path: path ?? $ownPath, pushedViews: $pushedViews)
    }
}

extension RangeReplaceableCollection {
    /// The elements of `values` that are of this collection's element type, in order.
    nonisolated init(erased values: [AnyHashable]) {
        self.init()
        for value in values {
            if let element = value.base as? Element { append(element) }
        }
    }
}
