/// The pages of a navigation stack: the root, then a page for each value of the path, each view a
/// link pushed and each destination presented, in that order. Each page is drawn under its own
/// bar; the stack's node holds them bottom first, and the renderer shows the top one, sliding in
/// over the one under it as it is pushed.
struct NavigationPages<Root: View> {
    let root: Root
    let path: Binding<[AnyHashable]>
    let pushedViews: Binding<[UncheckedSendable<AnyView>]>

    nonisolated init(root: Root, path: Binding<[AnyHashable]>, pushedViews: Binding<[UncheckedSendable<AnyView>]>) {
        self.root = root
        self.path = path
        self.pushedViews = pushedViews
    }

    var body: Never { bodyError() }

    /// Deeper than this, a stack is a loop of destinations presenting each other.
    static var maximumDepth: Int { 64 }
}

extension NavigationPages: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let path = self.path
        let pushedViews = self.pushedViews
        var environment = context.environment
        environment._navigationPush = NavigationPushAction { request in
            switch request {
            case let .value(value): path.wrappedValue.append(value)
            case let .view(view): pushedViews.wrappedValue.append(UncheckedSendable(view))
            }
        }
        let rootNodes = context.child("root", environment: environment).resolve(root, component: "content")
        var destinations = rootNodes.preference(NavigationDestinationsKey.self)
        // The pages to push, in order: the path's, the links', then those presented by a binding,
        // root's first, each page's own after the others (appended as each page is resolved).
        var queue: [PushedPage] = []
        for (index, value) in path.wrappedValue.enumerated() {
            // A value with no destination for its type pushes nothing, as on iOS (which logs it).
            guard let view = destinations.page(for: value) else { continue }
            queue.append(PushedPage(view: view) { path.wrappedValue.removeLast(path.wrappedValue.count - index) })
        }
        for (index, view) in pushedViews.wrappedValue.enumerated() {
            queue.append(PushedPage(view: view.value) { pushedViews.wrappedValue.removeLast(pushedViews.wrappedValue.count - index) })
        }
        queue += rootNodes.preference(PresentedDestinationsKey.self)
        // The resolved pages above the root, each with the way back from it.
        var pages: [(nodes: [ViewNode], pop: @MainActor () -> Void)] = []
        var next = 0
        while next < queue.count, pages.count < Self.maximumDepth {
            let page = queue[next]
            next += 1
            var inside = environment
            inside._isPresented = true
            inside._dismiss = DismissAction(action: page.pop)
            let nodes = context.child("page\(pages.count + 1)", environment: inside).resolve(page.view, component: "content")
            destinations += nodes.preference(NavigationDestinationsKey.self)
            queue += nodes.preference(PresentedDestinationsKey.self)
            pages.append((nodes, page.pop))
        }
        // Each page under its bar; a pushed page's back button is titled with the page under it.
        let stack = [rootNodes] + pages.map(\.nodes)
        var displayMode = NavigationBarItem.TitleDisplayMode.large
        var chromes: [ViewNode] = []
        for (depth, nodes) in stack.enumerated() {
            let asked = nodes.preference(NavigationTitleDisplayModeKey.self)
            // `.automatic` keeps the mode of the page under it; the root's is large.
            if asked != .automatic { displayMode = asked }
            var back: NavigationBack?
            if depth > 0, !nodes.preference(BackButtonHiddenKey.self) {
                // An empty title is no title: the button reads "Back".
                let title = stack[depth - 1].preference(NavigationTitleKey.self).flatMap { $0.content.isEmpty ? nil : $0 }
                back = NavigationBack(title: title, pop: pages[depth - 1].pop)
            }
            let chrome = NavigationChrome(root: nodes, displayMode: displayMode, back: back)
            chromes += context.child("page\(depth)", environment: environment).resolve(chrome, component: "chrome")
        }
        return [context.node(.effect(.navigationDestination(isPresented: chromes.count > 1)), children: chromes)]
    }
}
