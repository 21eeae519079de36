/// A view that SwiftUI redraws only when it is no longer equal to what it was (Apple:
/// `EquatableView`, what `equatable()` returns). The headless layer draws every frame from the
/// current graph, so the comparison saves nothing here and the view draws as its content.
///
/// ```swift
/// ChartView(samples: samples).equatable()
/// ```
public struct EquatableView<Content: Equatable & View> {
    /// The view compared.
    public var content: Content

    /// `content`, compared before it is redrawn.
    nonisolated public init(content: Content) {
        self.content = content
    }

    public var body: Never { bodyError() }
}

extension EquatableView: View {}

extension EquatableView: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(content, component: "content")
    }
}

extension View where Self: Equatable {
    /// This view, redrawn only when it changes by its own `==` (Apple: `equatable()`).
    nonisolated public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
