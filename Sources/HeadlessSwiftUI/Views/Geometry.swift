import Foundation

/// Insets on each edge (Apple: `EdgeInsets`).
public struct EdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given lengths.
    nonisolated public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    nonisolated public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

/// An edge of a rectangle (Apple: `Edge`).
public enum Edge: Int8, CaseIterable, Sendable {
    /// The four edges of a rectangle, leading and trailing following the layout direction.
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        nonisolated public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `edge`.
        nonisolated public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Horizontal alignment of stacked views (Apple: `HorizontalAlignment`).
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    /// The custom alignment's identifier, whose default value places views without an explicit guide.
    package var custom: AlignmentIdentifier?

    init(name: String) { self.name = name }

    /// A custom alignment, its default value given by `id` (Apple: `HorizontalAlignment.init(_:)`).
    ///
    /// ```swift
    /// extension HorizontalAlignment {
    ///     private enum Labels: AlignmentID {
    ///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
    ///     }
    ///     static let labels = HorizontalAlignment(Labels.self)
    /// }
    /// ```
    nonisolated public init(_ id: any AlignmentID.Type) {
        name = "custom " + String(reflecting: id)
        custom = AlignmentIdentifier(id: id)
    }

    /// The key of this alignment among a view's explicit guides.
    package var key: AlignmentKey { AlignmentKey(name: name, isHorizontal: true) }

    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool { lhs.name == rhs.name }
    /// Aligns the leading edges.
    public static let leading = HorizontalAlignment(name: "leading")
    /// Aligns the horizontal centres.
    public static let center = HorizontalAlignment(name: "center")
    /// Aligns the trailing edges.
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Vertical alignment of stacked views (Apple: `VerticalAlignment`).
public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    /// The custom alignment's identifier, whose default value places views without an explicit guide.
    package var custom: AlignmentIdentifier?

    init(name: String) { self.name = name }

    /// A custom alignment, its default value given by `id` (Apple: `VerticalAlignment.init(_:)`).
    nonisolated public init(_ id: any AlignmentID.Type) {
        name = "custom " + String(reflecting: id)
        custom = AlignmentIdentifier(id: id)
    }

    /// The key of this alignment among a view's explicit guides.
    package var key: AlignmentKey { AlignmentKey(name: name, isHorizontal: false) }

    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool { lhs.name == rhs.name }
    /// Aligns the top edges.
    public static let top = VerticalAlignment(name: "top")
    /// Aligns the vertical centres.
    public static let center = VerticalAlignment(name: "center")
    /// Aligns the bottom edges.
    public static let bottom = VerticalAlignment(name: "bottom")
    /// Aligns the baselines of the views' first lines of text.
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    /// Aligns the baselines of the views' last lines of text.
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// Alignment in both axes (Apple: `Alignment`).
public struct Alignment: Equatable, Sendable {
    /// The alignment across.
    public var horizontal: HorizontalAlignment
    /// The alignment down.
    public var vertical: VerticalAlignment

    /// An alignment from its horizontal and vertical parts.
    nonisolated public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// At the top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// At the top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// At the bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// At the bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
