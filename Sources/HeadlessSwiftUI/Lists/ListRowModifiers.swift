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
enum RowSeparatorTintTrait: _ViewTraitKey { typealias Value = Color }

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

    /// The color of this row's separator in place of the system separator color (Apple:
    /// `listRowSeparatorTint(_:edges:)`); nil keeps the system's.
    ///
    /// ```swift
    /// WorkoutRow(workout).listRowSeparatorTint(.mint)
    /// ```
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        TraitWriter(content: self, key: RowSeparatorTintTrait.self, value: color ?? Color(uiColor: .separator))
    }

    /// Whether a section's top and bottom separators show (Apple: `listSectionSeparator(_:edges:)`).
    /// Inset grouped lists, iOS's default, draw none, so this changes nothing drawn.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The color of a section's separators (Apple: `listSectionSeparatorTint(_:edges:)`); see
    /// `listSectionSeparator(_:edges:)`.
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

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
