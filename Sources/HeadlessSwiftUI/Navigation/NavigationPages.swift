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

/// A page before it is resolved: its view and how to go back from it.
private struct PendingPage {
    let view: AnyView
    let pop: @MainActor () -> Void
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
        // The pages from the path and the links, then those presented, page by page.
        var pending: [PendingPage] = []
        for (index, value) in path.wrappedValue.enumerated() {
            // A value with no destination for its type pushes nothing, as on iOS (which logs it).
            guard let view = destinations.page(for: value) else { continue }
            pending.append(PendingPage(view: view) { path.wrappedValue.removeLast(path.wrappedValue.count - index) })
        }
        for (index, view) in pushedViews.wrappedValue.enumerated() {
            pending.append(PendingPage(view: view.value) { pushedViews.wrappedValue.removeLast(pushedViews.wrappedValue.count - index) })
        }
        var presented = rootNodes.preference(PresentedDestinationsKey.self).map { PendingPage(view: $0.view, pop: $0.pop) }
        var pages: [[ViewNode]] = [rootNodes]
        var pops: [@MainActor () -> Void] = []
        var index = 0
        while index < pending.count || !presented.isEmpty, pages.count <= Self.maximumDepth {
            let page: PendingPage
            if index < pending.count {
                page = pending[index]
                index += 1
            } else {
                page = presented.removeFirst()
            }
            var inside = environment
            inside._dismiss = DismissAction(action: page.pop)
            let nodes = context.child("page\(pages.count)", environment: inside).resolve(page.view, component: "content")
            destinations += nodes.preference(NavigationDestinationsKey.self)
            presented += nodes.preference(PresentedDestinationsKey.self).map { PendingPage(view: $0.view, pop: $0.pop) }
            pages.append(nodes)
            pops.append(page.pop)
        }
        // Each page under its bar; a pushed page's back button is titled with the page under it.
        var displayMode = NavigationBarItem.TitleDisplayMode.large
        var chromes: [ViewNode] = []
        for (depth, nodes) in pages.enumerated() {
            let asked = nodes.preference(NavigationTitleDisplayModeKey.self)
            // `.automatic` keeps the mode of the page under it; the root's is large.
            if asked != .automatic { displayMode = asked }
            // An empty title is no title: the button reads "Back".
            let title = depth == 0 ? nil : pages[depth - 1].preference(NavigationTitleKey.self).flatMap { $0.content.isEmpty ? nil : $0 }
            let back = depth == 0 || nodes.preference(BackButtonHiddenKey.self) ? nil : NavigationBack(title: title, pop: pops[depth - 1])
            let chrome = NavigationChrome(root: nodes, displayMode: displayMode, back: back)
            chromes += context.child("page\(depth)", environment: environment).resolve(chrome, component: "chrome")
        }
        return [context.node(.effect(.navigationDestination(isPresented: chromes.count > 1)), children: chromes)]
    }
}
