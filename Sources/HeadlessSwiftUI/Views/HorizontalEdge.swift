/// The leading or trailing edge (Apple: `HorizontalEdge`).
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges (Apple: `HorizontalEdge.Set`).
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        nonisolated public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The leading edge.
        public static let leading = Set(rawValue: 1)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
