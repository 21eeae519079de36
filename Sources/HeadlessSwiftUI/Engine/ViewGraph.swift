import Observation

/// The live view graph of one root view: resolves bodies, keeps state per identity, re-evaluates
/// what a state or observed change invalidated, and runs lifecycle actions in tree order.
@MainActor package final class ViewGraph {
    public private(set) var roots: [ViewNode] = []
    /// Counts the changes to the tree: a rebuild, an update, readers resolved for a new size (each
    /// ends in `finishUpdate`, which moves it on). Two equal generations are the same tree, so what
    /// was laid out for one holds for the other.
    public private(set) var generation = 0
    public var environment: EnvironmentValues {
        didSet { rebuild() }
    }
    /// Called after every rebuild and update with the nodes before and after and the animation of
    /// the transaction that caused it (nil for none); the runtime's timeline listens here.
    public var updateObserver: ((_ old: [ViewNode], _ new: [ViewNode], _ animation: Animation?) -> Void)?
    /// Called after layout made readers resolve their content again for their new geometry, with
    /// the nodes before and after (the runtime's timeline takes the new values).
    public var readerUpdateObserver: ((_ old: [ViewNode], _ new: [ViewNode]) -> Void)?
    /// Called before an update re-evaluates anything, with the transaction's animation (the
    /// runtime lays out the tree as it was, so layout changes can animate from it).
    public var willUpdate: ((_ animation: Animation?) -> Void)?
    /// Called after an update with the completion handlers of its transaction and its animation,
    /// for the runtime to run when that animation completes.
    public var completionObserver: ((_ completions: [AnimationCompletion], _ animation: Animation?) -> Void)?
    /// Identities of the buttons a finger is holding down; button styles see them as pressed.
    public var pressedButtons: Set<String> = [] {
        didSet { if pressedButtons != oldValue { rebuild() } }
    }
    /// `ScrollViewProxy.scrollTo` calls waiting for the next layout.
    package let scrollRequests = ScrollRequests()
    private let root: any View
    private var storages: [String: NodeStorage] = [:]
    let dirty = DirtySet()

    public init(root: some View, environment: EnvironmentValues = EnvironmentValues()) {
        self.root = root
        self.environment = environment
        rebuild()
    }

    /// Every node, parents before children.
    public var nodes: [ViewNode] { roots.flatMap(\.preOrder) }

    /// What the graph keeps for an identity, if anything.
    public func storage(for identity: String) -> NodeStorage? { storages[identity] }

    /// The storage of `identity`, made if it has none; dropped when the identity vanishes.
    func storage(creatingFor identity: String) -> NodeStorage {
        if let storage = storages[identity] { return storage }
        let storage = NodeStorage()
        storages[identity] = storage
        return storage
    }

    /// True when a change is waiting for `update()`.
    public var needsUpdate: Bool { !dirty.isEmpty }

    /// Resolves the whole tree again from the root (after an environment change).
    public func rebuild() {
        let old = nodes
        let oldRoots = roots
        roots = ResolveContext(path: "", environment: environment, graph: self).resolve(root, component: "root")
        // A view asking its window for a color scheme (`preferredColorScheme`) redraws the whole
        // picture in it, as the window takes it on iOS (the setter resolves again).
        if let preferred = roots.preference(PreferredColorSchemeKey.self), preferred != environment.colorScheme {
            roots = oldRoots
            environment.colorScheme = preferred
            return
        }
        finishUpdate(old: old)
        updateObserver?(old, nodes, nil)
    }

    /// Where layout put each `GeometryReader`, by identity.
    package private(set) var readerGeometries: [String: ReaderGeometry] = [:]

    /// Tells the graph the frames layout gave (every node's, by identity); readers whose frame, or
    /// the frame of a named space around them, changed resolve their content again for it, as
    /// SwiftUI re-runs a reader's closure when its geometry changes. Returns whether anything was
    /// resolved again (the caller lays out once more).
    public func layoutGaveReaders(_ frames: [String: CGRect]) -> Bool {
        var changed: [(node: ViewNode, geometry: ReaderGeometry)] = []
        for node in nodes {
            guard case .geometryReader = node.kind, let frame = frames[node.identity] else { continue }
            var geometry = ReaderGeometry(frame: frame, spaces: node.readerSpaces.compactMapValues { frames[$0] })
            for identity in node.readerAnchors { geometry.anchors[identity] = frames[identity] }
            if node.readerGeometry != geometry { changed.append((node, geometry)) }
        }
        guard !changed.isEmpty else { return false }
        let old = nodes
        for (node, geometry) in changed {
            guard let resolve = node.resolveForGeometry else { continue }
            readerGeometries[node.identity] = geometry
            node.children = resolve(geometry)
        }
        finishUpdate(old: old)
        readerUpdateObserver?(old, nodes)
        return true
    }

    /// Re-evaluates every view a state or observation change invalidated, outermost first.
    public func update() {
        var passes = 0
        while !dirty.isEmpty && passes < 100 {
            passes += 1
            let (invalid, animation, completions) = dirty.drain()
            willUpdate?(animation)
            let old = nodes
            for node in outermost(invalid, in: roots) {
                node.children = node.reevaluate?() ?? node.children
            }
            finishUpdate(old: old)
            updateObserver?(old, nodes, animation)
            if !completions.isEmpty { completionObserver?(completions, animation) }
        }
    }

    /// The invalid custom nodes that have no invalid ancestor: re-evaluating those covers the rest.
    private func outermost(_ invalid: Set<String>, in nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { node -> [ViewNode] in
            if invalid.contains(node.identity), node.reevaluate != nil { return [node] }
            // A view built from its content's preferences is built again when the content changes.
            if node.readsPreferences, node.reevaluate != nil, node.contains(invalid) { return [node] }
            return outermost(invalid, in: node.children)
        }
    }

    func evaluateBody(of view: any View, identity: String, in context: ResolveContext) -> [ViewNode] {
        let previous = ObservationOwner.enter(ObservationOwner(dirty: dirty, identity: identity))
        defer { ObservationOwner.restore(previous) }
        let body = evaluate(view, identity: identity, environment: context.environment) { Self.body(of: view) }
        return context.resolve(body, component: "body")
    }

    /// A custom modifier's body, with `content` standing for the view it modifies.
    func evaluateBody<M: ViewModifier>(
        of modifier: M, identity: String, in context: ResolveContext,
        content: @escaping (ResolveContext) -> [ViewNode]
    ) -> [ViewNode] {
        let previous = ObservationOwner.enter(ObservationOwner(dirty: dirty, identity: identity))
        defer { ObservationOwner.restore(previous) }
        let body = evaluate(modifier, identity: identity, environment: context.environment) {
            modifier.body(content: _ViewModifier_Content<M>())
        }
        let inner = context.child("modifier", modifierContent: context.modifierContent + [content])
        return inner.resolve(body, component: "body")
    }

    /// Connects `subject`'s dynamic properties, then runs `body` under observation tracking so a
    /// change to anything it reads invalidates `identity`.
    private func evaluate(
        _ subject: Any, identity: String, environment: EnvironmentValues,
        body: () -> any View
    ) -> any View {
        let storage = storages[identity] ?? NodeStorage()
        storages[identity] = storage
        install(subject, storage: storage, identity: identity, environment: environment)
        storage.bodyEvaluations += 1
        let dirty = self.dirty
        return withObservationTracking(body) { dirty.insert(identity) }
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    /// Connects the dynamic properties (`@State`, `@Environment`, ...) of a view to the graph.
    /// A hosted value's properties (a style's) are keyed after the view's own, from `base`.
    private func install(_ value: Any, storage: NodeStorage, identity: String, environment: EnvironmentValues, base: Int = 0) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            if let property = child.value as? any _GraphInstallable {
                property._install(
                    DynamicPropertyContext(
                        storage: storage, index: base + index, environment: environment,
                        invalidate: { [dirty] in dirty.insert(identity) }))
            }
        }
        if let host = value as? any _DynamicPropertyHost {
            install(host._hostedProperties, storage: storage, identity: identity, environment: environment, base: base + 1024)
        }
    }

    /// Drops state of vanished identities and runs onDisappear, onAppear, task and onChange.
    private func finishUpdate(old: [ViewNode]) {
        generation += 1
        let current = nodes
        let currentIDs = Set(current.map(\.identity)).union(current.flatMap(\.retainedIdentities))
        let oldIDs = Set(old.map(\.identity))
        for node in old where !currentIDs.contains(node.identity) {
            if case let .effect(.onDisappear(action)) = node.kind { action() }
            storages[node.identity]?.task?.cancel()
            storages[node.identity] = nil
        }
        for node in current {
            guard case let .effect(effect) = node.kind else { continue }
            let appeared = !oldIDs.contains(node.identity)
            switch effect {
            case let .onAppear(action) where appeared:
                action()
            case let .task(action) where appeared:
                let storage = storages[node.identity] ?? NodeStorage()
                storages[node.identity] = storage
                storage.task = Task { @MainActor in await action() }
            case let .onChange(value, action, initial):
                let storage = storages[node.identity] ?? NodeStorage()
                storages[node.identity] = storage
                if let previous = storage.lastChangeValue {
                    if !previous.isEqual(to: value) { action(previous, value) }
                } else if initial {
                    action(value, value)
                }
                storage.lastChangeValue = value
            default:
                break
            }
        }
    }
}

extension Equatable {
    func isEqual(to other: any Equatable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension ViewNode {
    /// Whether this node or one below it has one of the `identities`.
    func contains(_ identities: Set<String>) -> Bool {
        identities.contains(identity) || !retainedIdentities.isDisjoint(with: identities) || children.contains { $0.contains(identities) }
    }
}
