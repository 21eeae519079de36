/// Whether a row's separator or a section's shows (Apple: `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The platform decides: shown between rows in a list.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// The edges of a row separator (Apple: `VerticalEdge`).
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges (Apple: `VerticalEdge.Set`).
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        nonisolated public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

enum RowInsetsTrait: _ViewTraitKey { typealias Value = EdgeInsets }
enum RowBackgroundTrait: _ViewTraitKey { typealias Value = AnyView }
enum RowSeparatorTrait: _ViewTraitKey { typealias Value = Visibility }

extension View {
    /// The insets of this row's content inside its list row (Apple: `listRowInsets(_:)`); nil
    /// keeps the list's own.
    ///
    /// ```swift
    /// BannerRow().listRowInsets(EdgeInsets())
    /// ```
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        TraitWriter(content: self, key: RowInsetsTrait.self, value: insets ?? ListMetrics.unsetInsets)
    }

    /// What this row draws behind itself in place of the list's row background (Apple:
    /// `listRowBackground(_:)`).
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        let box = UncheckedSendable(view.map { AnyView($0) } ?? AnyView(EmptyView()))
        return TraitWriter(content: self, key: RowBackgroundTrait.self, value: box.value)
    }

    /// Whether this row's separators show (Apple: `listRowSeparator(_:edges:)`).
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        TraitWriter(content: self, key: RowSeparatorTrait.self, value: visibility)
    }

    /// Whether a scrollable view such as a list or form draws its background (Apple:
    /// `scrollContentBackground(_:)`): `.hidden` lets the view behind it show.
    ///
    /// ```swift
    /// Form { ... }.scrollContentBackground(.hidden).background(Color.mint)
    /// ```
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\._scrollContentBackground, visibility)
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether lists and forms below draw their background.
    var _scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}
