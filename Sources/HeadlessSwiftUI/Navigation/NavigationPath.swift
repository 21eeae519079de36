/// A list of values pushed on a navigation stack, of any hashable types (Apple: `NavigationPath`).
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { ... }
/// path.append(Route.workout(id))
/// ```
public struct NavigationPath {
    var elements: [AnyHashable] = []

    /// An empty path.
    nonisolated public init() {}

    /// A path holding `elements`, the first at the bottom of the stack.
    nonisolated public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        for element in elements { self.elements.append(AnyHashable(element)) }
    }

    /// How many values the path holds.
    public var count: Int { elements.count }
    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

extension NavigationPath: Equatable {}
