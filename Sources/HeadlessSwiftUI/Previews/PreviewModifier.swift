/// A modifier a preview names as a trait (Apple: `PreviewModifier`, iOS 18): it wraps the
/// preview's content, with a context made once and shared by every preview that uses it.
///
/// ```swift
/// struct SampleData: PreviewModifier {
///     static func makeSharedContext() async throws -> WorkoutStore { WorkoutStore.sample }
///     func body(content: Content, context: WorkoutStore) -> some View {
///         content.environmentObject(context)
///     }
/// }
///
/// #Preview(traits: .modifier(SampleData())) { WorkoutList() }
/// ```
@MainActor
public protocol PreviewModifier {
    /// The shared context; `Void` when the modifier needs none.
    associatedtype Context = Void
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The preview's content, as the modifier receives it.
    typealias Content = PreviewModifierContent

    /// Makes the context every preview using this modifier shares.
    @MainActor static func makeSharedContext() async throws -> Context

    /// Wraps `content` using `context`.
    @ViewBuilder @MainActor func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == () {
    /// No context to make.
    public static func makeSharedContext() async throws -> Context { () }
}

/// The content of a preview, as a `PreviewModifier` receives it (Apple: `PreviewModifierContent`).
public struct PreviewModifierContent {
    let content: AnyView

    package init(_ content: AnyView) { self.content = content }

    public var body: Never { bodyError() }
}

extension PreviewModifierContent: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(content, component: "previewContent")
    }
}

/// A `PreviewModifier` of any type with its context made: what a review wraps a preview in.
package struct AnyPreviewModifier {
    private let makeContext: @MainActor () async throws -> Any
    private let apply: @MainActor (PreviewModifierContent, Any) -> AnyView

    @MainActor init<Modifier: PreviewModifier>(_ modifier: Modifier) {
        makeContext = { try await Modifier.makeSharedContext() }
        apply = { content, context in AnyView(modifier.body(content: content, context: context as! Modifier.Context)) }
    }

    /// Makes the shared context; a review makes it once per modifier type.
    @MainActor package func makeSharedContext() async throws -> Any { try await makeContext() }

    /// `content` wrapped by the modifier with `context`.
    @MainActor package func body(content: AnyView, context: Any) -> AnyView {
        apply(PreviewModifierContent(content), context)
    }
}
