import Foundation

/// One resolved element of the view graph: what it is, its identity and its children.
@MainActor package final class ViewNode {
    /// Structural identity: the path of positions, branches and explicit ids from the root.
    public let identity: String
    public let kind: NodeKind
    public internal(set) var children: [ViewNode]
    /// The environment the node was resolved in (fonts, Dynamic Type, color scheme for layout and drawing).
    public internal(set) var environment = EnvironmentValues()
    /// Re-resolves this node's body in its original context (custom views and modifiers only).
    var reevaluate: (() -> [ViewNode])?
    /// For a modifier with animatable data: its data and its body rebuilt with other data.
    public internal(set) var animatableBody: AnimatableBody?
    /// For a view with a modifier transition: its content resolved under the active modifier.
    public internal(set) var transitionActiveChildren: (() -> [ViewNode])?
    /// An asymmetric modifier transition's removal side resolved in its active form, when both
    /// sides have their own modifier.
    public internal(set) var transitionRemovalChildren: (() -> [ViewNode])?
    /// What VoiceOver reads in place of this node's content (`accessibilityRepresentation`), or
    /// of its children (`accessibilityChildren`): resolved, neither laid out nor drawn.
    public internal(set) var accessibilityReplacement: [ViewNode]?
    /// For a `GeometryReader`: its content resolved for a geometry, the geometry it was last
    /// resolved for (nil for the guess before layout), and the named spaces around it.
    var resolveForGeometry: ((ReaderGeometry) -> [ViewNode])?
    var readerGeometry: ReaderGeometry?
    var readerSpaces: [AnyHashable: String] = [:]
    /// For a `GeometryReader`: the views whose anchors its content read (`proxy[anchor]`).
    var readerAnchors: Set<String> = []
    /// Whether the node is built from preferences of its content (`overlayPreferenceValue`): a
    /// change inside re-evaluates it.
    var readsPreferences = false
    /// The identities of views a container took apart and placed as its own parts (a list's
    /// multi-row view, each row a row of the list): not in the tree, their state lives while this
    /// node does, and a change to one re-evaluates this node.
    var retainedIdentities: Set<String> = []
    /// What `transaction(_:)` does to the transactions of updates reaching this node.
    public internal(set) var transactionChange: TransactionChange?
    /// Values passed up to ancestors (`preference(key:value:)`), by key type.
    var preferences: [ObjectIdentifier: Any] = [:]
    /// Changes to the values passed up through this node (`transformPreference`), by key type:
    /// each an `(inout Value) -> Void` applied to the reduced value of the subtree.
    var preferenceTransforms: [ObjectIdentifier: Any] = [:]
    /// Values a container reads from its direct content (`tag`, a section's header, a list row's
    /// insets and background), by key type: SwiftUI's container values.
    var traits: [ObjectIdentifier: Any] = [:]

    /// A node outside the graph, of `kind` in `environment`: what a canvas's drawing of a text or
    /// an image is measured and drawn as.
    package static func detached(_ kind: NodeKind, identity: String, environment: EnvironmentValues) -> ViewNode {
        let node = ViewNode(identity: identity, kind: kind)
        node.environment = environment
        return node
    }

    init(identity: String, kind: NodeKind, children: [ViewNode] = []) {
        self.identity = identity
        self.kind = kind
        self.children = children
    }

    /// Keeps the state of the views among `nodes` and below them for as long as this node stands:
    /// a container that takes views apart places their parts, not them.
    func retainViews(in nodes: [ViewNode]) {
        retainedIdentities = Set(nodes.flatMap(\.preOrder).map(\.identity))
    }

    /// This node and all below it, parents before children.
    public var preOrder: [ViewNode] { [self] + children.flatMap(\.preOrder) }
}

/// What a node is.
package enum NodeKind {
    /// A view or modifier with a body, by type name.
    case custom(String)
    case text(Text)
    case image(Image)
    case color(Color)
    /// A shape style filling the node's frame (gradients, materials).
    case fill(any ShapeStyle)
    case shape(ShapeDrawing)
    case stack(StackAxis, spacing: CGFloat?, alignment: Alignment)
    case spacer(minLength: CGFloat?)
    case scroll(Axis.Set)
    case geometryReader
    case layout(any Layout)
    case textField(TextFieldState)
    case navigationStack
    case timeline
    case canvas(@MainActor (inout GraphicsContext, CGSize) -> Void)
    case divider
    case button(action: @MainActor () -> Void)
    case effect(NodeEffect)
}

/// The axis of a stack node.
package enum StackAxis: Sendable {
    case vertical, horizontal, depth
}

/// What a built-in modifier does to the nodes it wraps.
package enum NodeEffect {
    case padding(EdgeInsets)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// A geometry effect: `offset`, `scaleEffect`, `rotationEffect` or one of your own.
    case geometry(any GeometryEffect)
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), perspective: CGFloat)
    case blur(radius: CGFloat, opaque: Bool)
    /// A renderer effect (`grayscale`, `brightness`, ...): draws differently, lays out as its content.
    case renderer(any RendererEffect)
    case clip(any Shape, style: FillStyle)
    /// The last child is the mask.
    case mask(alignment: Alignment)
    case ignoresSafeArea(Edge.Set)
    case zIndex(Double)
    case compositingGroup
    case drawingGroup
    case contentShape(any Shape)
    case tint(Color?)
    case tapGesture(count: Int, action: @MainActor () -> Void)
    case animation(Animation?, value: any Equatable)
    case transition(AnyTransition)
    case matchedGeometry(id: String, namespace: Namespace.ID, isSource: Bool)
    /// Feedback played when the trigger changes (and `condition` of the old and new values holds).
    case sensoryFeedback(SensoryFeedback, trigger: any Equatable, condition: FeedbackCondition?)
    case glass(GlassDrawing)
    case focus(FocusBinding)
    /// A sheet; `dismiss` sets its binding to false and runs its onDismiss, as a drag down does.
    case sheet(isPresented: Bool, dismiss: @MainActor () -> Void)
    case navigationDestination(isPresented: Bool)
    case navigationTitleDisplayMode(NavigationBarItem.TitleDisplayMode)
    case symbolEffect(String)
    case gesture(AnyGestureHandler)
    case glassContainer(spacing: CGFloat?)
    case glassID(String?, namespace: Namespace.ID)
    case opacity(Double)
    case foregroundStyle(any ShapeStyle)
    /// Decorations behind (background) or in front of (overlay) the content: the last `count` children.
    case decoration(isBackground: Bool, alignment: Alignment, count: Int)
    /// An explicit `.id(_:)`.
    case identity(String)
    case accessibility(AccessibilityAttributes)
    case onAppear(@MainActor () -> Void)
    case onDisappear(@MainActor () -> Void)
    case onChange(value: any Equatable, action: @MainActor (any Equatable, any Equatable) -> Void, initial: Bool)
    case task(@MainActor @Sendable () async -> Void)
}
