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

    /// A path restored from its serialized form (Apple: `init(_:)` with a `CodableRepresentation`):
    /// each value decoded as the type it was encoded from; a value whose type this process does
    /// not know, or that does not decode, is left out.
    nonisolated public init(_ codable: CodableRepresentation) {
        elements = codable.entries.compactMap { try? $0.decoded() }
    }

    /// The path in a serializable form, or nil when a value in it is not `Codable` (Apple:
    /// `codable`), so a scene can keep its navigation across launches.
    ///
    /// ```swift
    /// let data = try path.codable.map { try JSONEncoder().encode($0) }
    /// ```
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let value = element.base as? any Codable & Hashable, let entry = try? CodableRepresentation.Entry(value) else {
                return nil
            }
            entries.append(entry)
        }
        return CodableRepresentation(entries: entries)
    }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

extension NavigationPath: Equatable {}
