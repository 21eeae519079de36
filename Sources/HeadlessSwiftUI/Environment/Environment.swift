import Observation

/// The reference an `Environment` shares between copies of its view, filled in by the graph.
final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
}

/// Reads a value from the view's environment (Apple: `Environment`): a key path, or an
/// `@Observable` object placed with `.environment(_:)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object((EnvironmentValues) -> Value)
    }

    private let source: Source
    private let box = EnvironmentBox()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// An observable object of this type; reading it when none was placed is a programming error.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object { values in
            guard let object = values.object(objectType) else {
                fatalError("No Observable object of type \(objectType) found in the environment")
            }
            return object
        }
    }

    /// An observable object of this type, or nil when none was placed.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object { $0.object(objectType) }
    }

    /// The value, as the view's environment holds it now.
    public var wrappedValue: Value {
        let values = box.values ?? EnvironmentValues()
        switch source {
        case let .keyPath(keyPath): return values[keyPath: keyPath]
        case let .object(read): return read(values)
        }
    }
}

extension Environment: _GraphInstallable {
    func _install(_ context: DynamicPropertyContext) {
        box.values = context.environment
    }
}

/// Resolves its content with a changed environment.
struct EnvironmentWriter<Content: View> {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    nonisolated init(content: Content, transform: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.transform = transform
    }

    var body: Never { bodyError() }
}

extension EnvironmentWriter: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        var values = context.environment
        transform(&values)
        let inner = context.child("environment", environment: values)
        return inner.resolve(content, component: "content")
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Places an `@Observable` object in the environment, found by its type.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWriter(content: self) { $0.setObject(object, as: T.self) }
    }

    /// Sets the default font of the text inside.
    nonisolated public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }
}

extension EnvironmentWriter: View {}
