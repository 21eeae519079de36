import Foundation

/// A size a parent proposes to a child; nil in a dimension asks for the ideal size (Apple: `ProposedViewSize`).
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width; nil asks for the ideal width, infinity for the maximum.
    public var width: CGFloat?
    /// The proposed height; nil asks for the ideal height, infinity for the maximum.
    public var height: CGFloat?

    /// A proposal of `width` and `height`, either of them possibly nil.
    nonisolated public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    nonisolated public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal of zero in both dimensions, which asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal of nil in both dimensions, which asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity in both dimensions, which asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// One child as a custom layout sees it (Apple: `LayoutSubview`).
public struct LayoutSubview: Equatable {
    let index: Int
    let measure: (ProposedViewSize) -> CGSize
    let placeAt: (CGPoint, UnitPoint, ProposedViewSize) -> Void
    let measureDimensions: (ProposedViewSize) -> ViewDimensions

    package init(
        index: Int, measure: @escaping (ProposedViewSize) -> CGSize,
        placeAt: @escaping (CGPoint, UnitPoint, ProposedViewSize) -> Void,
        dimensions: @escaping (ProposedViewSize) -> ViewDimensions
    ) {
        self.index = index
        self.measure = measure
        self.placeAt = placeAt
        self.measureDimensions = dimensions
    }

    /// The child's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

    /// The child's size and alignment guides for a proposal (Apple: `dimensions(in:)`).
    ///
    /// ```swift
    /// let baseline = subviews[0].dimensions(in: proposal)[.firstTextBaseline]
    /// ```
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { measureDimensions(proposal) }

    /// Places the child.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placeAt(position, anchor, proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.index == rhs.index }
}

/// The children of a custom layout (Apple: `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let subviews: [LayoutSubview]

    package init(_ subviews: [LayoutSubview]) {
        self.subviews = subviews
    }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// A custom way of sizing and placing children (Apple: `Layout`); the headless layout engine
/// (part 2) calls it.
public protocol Layout: Animatable {
    /// Data kept between the calls of one layout pass; `Void` for none.
    associatedtype Cache = Void
    /// The subviews the layout arranges, as proxies.
    typealias Subviews = LayoutSubviews

    /// Makes the cache once per layout pass.
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// The size the layout takes for `proposal`, having asked its subviews theirs.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places each subview inside `bounds` by calling its `place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Self.Subviews) { () }
}

extension Layout {
    /// Lays out `content` with this layout.
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        CustomLayoutView(layout: UncheckedSendable(self), content: content())
    }
}

/// A custom layout's children.
struct CustomLayoutView<L: Layout, Content: View> {
    let layout: UncheckedSendable<L>
    let content: Content

    nonisolated init(layout: UncheckedSendable<L>, content: Content) {
        self.layout = layout
        self.content = content
    }

    var body: Never { bodyError() }
}

extension CustomLayoutView: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        // A stack layout, erased or not, is its stack: the subviews resolve under the same path
        // whichever layout it is, so switching keeps their identity.
        let held = (layout.value as? AnyLayout)?.base ?? layout.value
        let kind = (held as? any StackLayoutKind)?.stackNode ?? .layout(held)
        return [context.node(kind, children: context.resolve(content, component: "content"))]
    }
}
