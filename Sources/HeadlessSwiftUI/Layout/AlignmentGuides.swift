import Foundation

/// A type that identifies a custom alignment and gives its default value (Apple: `AlignmentID`).
///
/// ```swift
/// private enum Labels: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
/// }
/// ```
public protocol AlignmentID {
    /// The alignment's value for a view that sets no explicit guide for it, in the view's own
    /// coordinates.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom alignment's identifier, kept with its alignment.
package struct AlignmentIdentifier: @unchecked Sendable {
    let id: any AlignmentID.Type

    /// The alignment's default value in `dimensions`.
    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }
}

/// An alignment by name and axis: the key of a view's explicit guides.
package struct AlignmentKey: Hashable, Sendable {
    package let name: String
    package let isHorizontal: Bool
}

/// A view's size and its alignment guides, as an alignment guide's closure and an `AlignmentID`'s
/// default value read them (Apple: `ViewDimensions`).
///
/// ```swift
/// Text("Name").alignmentGuide(.leading) { d in d[.trailing] }
/// ```
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    package let size: CGSize
    /// The value of a guide: the explicit one where the view sets it, else the guide's default
    /// (a custom guide's from its identifier).
    package let value: (AlignmentKey, AlignmentIdentifier?) -> CGFloat
    /// The explicit value of a guide, nil where the view sets none.
    package let explicitValue: (AlignmentKey) -> CGFloat?

    package init(
        size: CGSize, value: @escaping (AlignmentKey, AlignmentIdentifier?) -> CGFloat, explicitValue: @escaping (AlignmentKey) -> CGFloat?
    ) {
        self.size = size
        self.value = value
        self.explicitValue = explicitValue
    }

    /// The value of `guide` in the view's coordinates.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key, guide.custom) }

    /// The value of `guide` in the view's coordinates.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key, guide.custom) }

    /// The value of `guide` where the view sets it explicitly, else nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// The value of `guide` where the view sets it explicitly, else nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { lhs.size == rhs.size }
}

/// The guides a view sets with `alignmentGuide(_:computeValue:)`, by alignment.
package struct ExplicitAlignmentGuides {
    package var values: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
}

/// The trait carrying a view's explicit guides.
enum ExplicitAlignmentGuidesTrait: _ViewTraitKey {
    typealias Value = ExplicitAlignmentGuides
}

/// Adds one explicit guide to its content's views, keeping the guides they set already.
struct AlignmentGuideWriter<Content: View> {
    let content: Content
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    var body: Never { bodyError() }
}

extension AlignmentGuideWriter: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, component: "content")
        for node in nodes {
            var guides = node.explicitAlignmentGuides ?? ExplicitAlignmentGuides()
            // The outermost call wins, as a later modifier does on iOS.
            guides.values[key] = computeValue
            node.traits[ObjectIdentifier(ExplicitAlignmentGuidesTrait.self)] = guides
        }
        return nodes
    }
}

extension ViewNode {
    /// The guides this view sets with `alignmentGuide(_:computeValue:)`, if any.
    package var explicitAlignmentGuides: ExplicitAlignmentGuides? {
        traits[ObjectIdentifier(ExplicitAlignmentGuidesTrait.self)] as? ExplicitAlignmentGuides
    }
}

extension View {
    /// Sets this view's horizontal alignment guide `g` to the value `computeValue` gives from its
    /// dimensions (Apple: `alignmentGuide(_:computeValue:)`): stacks, frames and overlays aligned
    /// by `g` line this value up with their other views'.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Today")
    ///     Text("12 km").alignmentGuide(.leading) { d in -12 }  // 12 pt further right
    /// }
    /// ```
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideWriter(content: self, key: g.key, computeValue: computeValue)
    }

    /// Sets this view's vertical alignment guide `g` to the value `computeValue` gives from its
    /// dimensions (Apple: `alignmentGuide(_:computeValue:)`).
    ///
    /// ```swift
    /// Image(systemName: "circle.fill").alignmentGuide(.firstTextBaseline) { d in d[.bottom] - 2 }
    /// ```
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideWriter(content: self, key: g.key, computeValue: computeValue)
    }
}

extension HorizontalAlignment {
    /// The leading edge of a list row's separator (Apple: `listRowSeparatorLeading`, iOS 16).
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
    /// The trailing edge of a list row's separator (Apple: `listRowSeparatorTrailing`, iOS 16).
    public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")
}

extension Alignment {
    /// At the leading edge, on the first line's baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centred horizontally, on the first line's baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// At the trailing edge, on the first line's baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// At the leading edge, on the last line's baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centred horizontally, on the last line's baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// At the trailing edge, on the last line's baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
